import { z } from 'zod';
import { paginated, paginationQuery } from './pagination.ts';

/** The kinds written with the mail module's shared layout; the mail namespace of the catalogs has one group per kind. */
export const templatedMailKinds = [
  'password_reset',
  'email_change_confirmation',
  'email_verification',
  'welcome',
  // Recurring billing (docs/billing.md).
  'delivery_upcoming',
  'payment_failed',
  'payment_failed_final',
  'delivery_confirmed',
  // A customer's orders (docs/billing.md, E-mails): the first box paid, a box on its way, the box after a trial box.
  'order_confirmation',
  'delivery_shipped',
  'trial_ending',
  // A subscription's pets paused, stopped or resumed (modules/billing/subscription-mails.ts).
  'subscription_paused',
  'subscription_stopped',
  'subscription_resumed',
  // Pet-care reminders (issue 13, modules/reminder/reminder-notices.ts).
  'reminder_notice',
] as const;
export type TemplatedMailKind = (typeof templatedMailKinds)[number];

/** What a mail is about: the templated kinds and a customer's invitation to friends, which has its own layout (docs/referrals-and-feedback.md). */
export const mailKinds = [...templatedMailKinds, 'referral'] as const;
export type MailKind = (typeof mailKinds)[number];

/** One message of the development mailbox (never served in production). */
export const mailboxMessageSummary = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /dev/mailbox/{id}/'),
    kind: z.string().describe(`One of ${mailKinds.join(', ')}`),
    locale: z.string(),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'MailboxMessageSummary' });
export type MailboxMessageSummary = z.infer<typeof mailboxMessageSummary>;

export const mailboxMessage = mailboxMessageSummary
  .extend({
    html: z.string(),
    text: z.string(),
    links: z.array(z.string()).describe('The links of the message, in order (e.g. the password reset link)'),
  })
  .meta({ id: 'MailboxMessage' });
export type MailboxMessage = z.infer<typeof mailboxMessage>;

export const mailboxList = paginated(mailboxMessageSummary).meta({ id: 'MailboxList' });

export const mailboxQuery = paginationQuery.extend({
  to: z.string().trim().optional().describe('Only messages sent to this address'),
});
