import { z } from 'zod';
import {
  friendDiscountBasisPoints,
  maxFriendsPerReferralRequest,
  maxReferralMailsPerDay,
  maxReferralMessageLength,
  referralTypes,
  referrerRewardCents,
} from '@brokkie/domain/referral';
import { email, zodRule } from '@brokkie/domain/validation-rules';

/** Message keys of the referral endpoints (`api` namespace). */
export const referralMessageKeys = {
  ownEmail: 'api.referral.own_email',
  dailyLimit: 'api.referral.daily_limit',
  dailyLimitPartial: 'api.referral.daily_limit_partial',
  notYetCustomer: 'api.referral.not_yet_customer',
  accountRequired: 'api.referral.account_required',
  friendReward: 'api.referral.friend_reward',
  referrerReward: 'api.referral.referrer_reward',
} as const;

export const referralType = z.enum(referralTypes).describe('thankyou_dog: the text for dog people; thankyou_cat: for cat people');

/** A friend's e-mail address, as the dashboard's form checks it (packages/domain's `email` rule). */
const friendEmail = z.string().trim().toLowerCase().max(254).superRefine(zodRule(email));

/** The caller's referral code, link and what a referral brings (GET /customer/referral/). */
export const referral = z
  .object({
    eligible: z
      .boolean()
      .describe('Whether the customer can refer friends: from the first paid box on (before it, code and link are null)'),
    message: z.string().nullable().describe('Why the customer cannot refer yet, translated; null when eligible'),
    code: z.string().nullable().describe('The personal code, e.g. MAX-7K3Q: stable, made on first use'),
    share_url: z
      .string()
      .nullable()
      .describe("The sign-up link with the code (…/signup?ref=CODE), in the language of the customer's referral e-mails"),
    locale: z.string().describe('The language of the link and of the referral e-mails (the customer’s, else the request’s)'),
    friend_reward: z.object({
      discount: z.number().int().describe(`Basis points off the friend's first box (${friendDiscountBasisPoints} = 25 %)`),
      text: z.string().describe("What the friend gets, in the request's language"),
    }),
    referrer_reward: z.object({
      amount: z.number().int().describe(`Cents off a next delivery per friend whose first box is paid (${referrerRewardCents})`),
      text: z.string().describe("What the customer gets, in the request's language"),
    }),
    invitations_sent: z.number().int().describe('Referral e-mails sent so far'),
    friends_ordered: z.number().int().describe('Friends whose first box with the code is paid'),
    daily_limit: z.number().int().describe(`Referral e-mails allowed in any 24 hours (${maxReferralMailsPerDay})`),
    remaining_today: z.number().int().describe('Of those, still available now'),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referral>;

export const sendReferralEmailsRequest = z
  .strictObject({
    type: referralType,
    subjects: z
      .array(friendEmail)
      .min(1)
      .max(maxFriendsPerReferralRequest)
      .describe(`The friends' e-mail addresses, 1–${maxFriendsPerReferralRequest}; never the customer's own`),
    message: z
      .string()
      .trim()
      .max(maxReferralMessageLength)
      .optional()
      .describe(`A personal note in the e-mail, at most ${maxReferralMessageLength} characters`),
  })
  .meta({ id: 'SendReferralEmailsRequest' });
export type SendReferralEmailsRequest = z.infer<typeof sendReferralEmailsRequest>;

export const sendReferralEmailsResponse = z
  .object({
    sent: z.number().int().describe('E-mails sent (an address listed twice gets one)'),
    remaining_today: z.number().int().describe('Referral e-mails still allowed in the coming 24 hours'),
  })
  .meta({ id: 'SendReferralEmailsResponse' });
export type SendReferralEmailsResponse = z.infer<typeof sendReferralEmailsResponse>;

export const referralPreviewQuery = z.object({
  type: referralType,
  message: z.string().trim().max(maxReferralMessageLength).optional().describe('The personal note to show in the preview'),
});
export type ReferralPreviewQuery = z.infer<typeof referralPreviewQuery>;

/** The referral e-mail as a friend would get it. */
export const referralPreview = z
  .object({
    locale: z.string(),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  })
  .meta({ id: 'ReferralPreview' });
export type ReferralPreview = z.infer<typeof referralPreview>;
