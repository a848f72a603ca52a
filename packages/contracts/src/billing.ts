import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { delivery } from './delivery.ts';
import { paymentStatuses } from './payment.ts';

/**
 * Recurring billing (docs/billing.md): the subscription's next box with its cut-off, skipping it,
 * what a change of the subscription would do, paying an open box from an e-mailed link, and the
 * development control of the scheduler. Amounts are integer cents (EUR) incl. VAT unless a name
 * says excl_vat; dates YYYY-MM-DD; instants ISO 8601 (UTC).
 */

/** Message keys of billing (`api` namespace). */
export const billingMessageKeys = {
  cutOffPassed: 'api.billing.cut_off_passed',
  notSkippable: 'api.billing.not_skippable',
  tokenInvalid: 'api.billing.token_invalid',
  tokenExpired: 'api.billing.token_expired',
  invalidDate: 'api.billing.invalid_date',
} as const;

/** Error codes of billing (besides the common ones). */
export const billingErrorCodes = {
  /** 409: the box is frozen (being charged or paid): it can no longer change. */
  cutOffPassed: 'cut_off_passed',
  /** 409: not a box of the subscription that is still to come. */
  notSkippable: 'delivery_not_skippable',
  /** 400: the pay-now token was changed, or names nothing payable. */
  tokenInvalid: 'pay_now_token_invalid',
  /** 400: the pay-now token is past its expiry. */
  tokenExpired: 'pay_now_token_expired',
} as const;

// A day that exists (2020-02-31 is a 400 on its field, not a preview of nothing): the one date check.
const isoDate = calendarDate();
const instant = z.string().describe('ISO 8601 date and time (UTC)');
const cents = (description: string) => z.number().int().describe(`${description}, integer cents (EUR)`);

/**
 * Where the subscription's next box stands:
 * - inactive: no box to come (the subscription is paused, or has not started);
 * - scheduled: the box can still change (date, skip, amounts) until `cut_off_at`;
 * - charging: frozen at the cut-off and being charged through the default mandate;
 * - retrying: the charge failed; it is tried again at `next_charge_at`;
 * - payment_failed: every attempt failed; the box waits until it is paid (pay-now link, order history).
 */
export const billingStates = ['inactive', 'scheduled', 'charging', 'retrying', 'payment_failed'] as const;
export type BillingState = (typeof billingStates)[number];

export const nextDelivery = z
  .object({
    recurring_delivery: z.string().describe('url of the recurring delivery'),
    state: z.enum(billingStates),
    delivery: delivery.nullable().describe('The next box, priced as it stands now; null when inactive'),
    paid_delivery: delivery
      .nullable()
      .describe('The earliest box already paid (first or recurring) that has not arrived: delivery date today or later in Brussels; it comes before `delivery`'),
    cut_off_at: instant.nullable().describe('Until when the box can change; it is then frozen and charged'),
    changeable: z.boolean().describe('Before the cut-off: date/, skip/, unskip/ and the item amounts change this box'),
    skipped: z.boolean().describe('The box was skipped: it moved one interval on from skipped_from_date'),
    skipped_from_date: isoDate.nullable().describe('The date the skip moved it from (unskip/ goes back)'),
    undo_skip_until: instant.nullable().describe('Until when unskip/ works: the cut-off of skipped_from_date'),
    delivery_dates: z.array(isoDate).describe('The dates date/ accepts now (empty when not changeable)'),
    following_delivery_date: isoDate.nullable().describe('The box after this one, at the current interval'),
    charge_attempts: z.number().int().describe('Charges tried so far'),
    next_charge_at: instant.nullable().describe('When the (next) charge is tried'),
  })
  .meta({ id: 'NextDelivery' });
export type NextDelivery = z.infer<typeof nextDelivery>;

// ─── GET /recurringdelivery/{id}/switch_over/ ─────────────────────────────────────────────────

/** One pet's food on a step of the switch-over: grams of Brokkie and of the old food, a day. */
export const switchOverPortion = z
  .object({
    animal: z.string().describe('url of the pet'),
    new_grams: z.number().int().describe('Grams of Brokkie a day'),
    old_grams: z.number().int().describe('Grams of the old food a day (the rest of the daily amount)'),
  })
  .meta({ id: 'SwitchOverPortion' });

export const switchOverStep = z
  .object({
    first_day: z.number().int().describe('1-based day of the guide the step starts on'),
    last_day: z.number().int(),
    from: isoDate.describe('Calendar day (Brussels) of first_day'),
    to: isoDate.describe('Calendar day (Brussels) of last_day'),
    new_percentage: z.number().int().describe('Share of Brokkie in the day’s food: 25, 50, 75, 100'),
    portions: z.array(switchOverPortion).describe('One per pet, in the order of `pets`'),
  })
  .meta({ id: 'SwitchOverStep' });

/**
 * The switch-over guide of the subscription's paid first box (packages/domain/src/switch-over.ts):
 * a week from the day it arrives, 25/50/75/100 % Brokkie, with each pet's grams from its meal plan.
 */
export const switchOver = z
  .object({
    delivery: z.string().describe('url of the paid first delivery'),
    starts_on: isoDate.describe('Day 1: the first box’s delivery date'),
    ends_on: isoDate.describe('Day 7: the first day of Brokkie only; the guide is done after it'),
    pets: z
      .array(z.object({ animal: z.string(), name: z.string(), grams_per_day: z.number().int().describe('Of Brokkie, from the meal plan') }))
      .describe('The pets of the first box with dry food to switch to'),
    steps: z.array(switchOverStep),
  })
  .meta({ id: 'SwitchOver' });
export type SwitchOver = z.infer<typeof switchOver>;

// ─── GET /recurringdelivery/{id}/preview/ ─────────────────────────────────────────────────────

export const subscriptionPreviewQuery = z.object({
  interval_weeks: z.coerce.number().int().min(1).max(12).optional().describe('A new interval; default the current one'),
  date: isoDate.optional().describe('A new date for the next box; default its current date'),
});
export type SubscriptionPreviewQuery = z.infer<typeof subscriptionPreviewQuery>;

const subscriptionFigures = z.object({
  interval_weeks: z.number().int(),
  next_delivery_date: isoDate.nullable(),
  cut_off_at: instant.nullable().describe('Until when the next box can change'),
  following_delivery_date: isoDate.nullable().describe('The box after the next one'),
  price_per_delivery: cents('One box of the included items, incl. VAT'),
  price_per_delivery_excl_vat: cents('One box, excl. VAT'),
  price_per_day: cents('price_per_delivery over the days it lasts (interval × 7), rounded'),
});

export const subscriptionPreview = z
  .object({
    current: subscriptionFigures,
    proposed: subscriptionFigures,
    difference: z.object({
      price_per_delivery: cents('proposed − current'),
      price_per_day: cents('proposed − current'),
      days_moved: z.number().int().describe('Days the next box moves (negative: earlier)'),
    }),
  })
  .meta({ id: 'SubscriptionPreview' });
export type SubscriptionPreview = z.infer<typeof subscriptionPreview>;

// ─── /pay-now/ ──────────────────────────────────────────────────────────────────────────────

const payNowToken = z.string().trim().min(1).max(200).describe('The signed token of the pay-now link');

export const payNowQuery = z.object({ token: payNowToken });

/** payable: an open invoice; pending: a payment is being processed; paid: nothing to pay. */
export const payNowStatuses = ['payable', 'pending', 'paid'] as const;

export const payNowSummary = z
  .object({
    delivery_id: z.number().int(),
    delivery_date: isoDate.nullable(),
    invoice_number: z.string().nullable(),
    amount: cents('To pay, incl. VAT'),
    currency: z.literal('EUR'),
    status: z.enum(payNowStatuses),
    payment_status: z.enum(paymentStatuses).nullable().describe("The delivery's latest payment; null without one"),
    items: z.array(
      z.object({
        name: z.string().describe("The product's name in the request's language"),
        quantity: z.number().int(),
        unit_grams: z.number().int().nullable().describe('Sac size of a formula line'),
        total_incl_vat: cents('The line'),
      }),
    ),
    expires_at: instant.describe('Until when the link can be used'),
  })
  .meta({ id: 'PayNowSummary' });
export type PayNowSummary = z.infer<typeof payNowSummary>;

export const payNowRequest = z
  .strictObject({
    token: payNowToken,
    redirect_url: z
      .string()
      .max(2000)
      .optional()
      .describe('Where the payer returns: a path of ours or a URL on one of our hosts; default /pay-now?token=…&returned=1'),
  })
  .meta({ id: 'PayNowRequest' });
export type PayNowRequest = z.infer<typeof payNowRequest>;

export const payNowStart = z
  .object({
    checkout_url: z.string().nullable().describe("The provider's checkout; null when paid or a payment is being processed"),
    status: z.enum(paymentStatuses),
  })
  .meta({ id: 'PayNowStart' });
export type PayNowStart = z.infer<typeof payNowStart>;

// ─── Development control ────────────────────────────────────────────────────────────────────

export const billingRunRequest = z
  .strictObject({
    now: z.iso.datetime({ offset: true }).optional().describe('Run as if it were this instant; the clock keeps the offset'),
  })
  .meta({ id: 'BillingRunRequest' });
export type BillingRunRequest = z.infer<typeof billingRunRequest>;

export const billingClock = z
  .object({
    now: instant.describe("The scheduler's clock"),
    real_now: instant,
    offset_ms: z.number().int().describe('now − real_now'),
  })
  .meta({ id: 'BillingClock' });
export type BillingClock = z.infer<typeof billingClock>;

const deliveryIds = (description: string) => z.array(z.number().int()).describe(`Delivery ids: ${description}`);

export const billingRunReport = z
  .object({
    now: instant,
    offset_ms: z.number().int(),
    removed: deliveryIds('scheduled boxes of paused subscriptions, taken away'),
    created: deliveryIds('new scheduled boxes'),
    reminded: deliveryIds('upcoming-delivery e-mails sent'),
    frozen: deliveryIds('frozen at their cut-off'),
    skipped: deliveryIds('nothing left in them at the cut-off: not sent, not charged'),
    charged: z
      .array(z.object({ delivery: z.number().int(), attempt: z.number().int(), status: z.string() }))
      .describe('Charges started and what the provider answered (or no_valid_mandate)'),
    retry_scheduled: z.array(z.object({ delivery: z.number().int(), at: instant })),
    gave_up: deliveryIds('every charge failed: the customer is asked to pay'),
    advanced: deliveryIds('paid or skipped: the subscription moved on one interval'),
    confirmed: deliveryIds('delivery-confirmed e-mails sent'),
    order_confirmed: deliveryIds('order-confirmation e-mails sent (first deliveries paid)'),
    shipped: deliveryIds('on-its-way e-mails sent (paid boxes leaving the warehouse today)'),
    errors: z.number().int().describe('Steps that failed (logged); they are tried again on the next run'),
  })
  .meta({ id: 'BillingRunReport' });
export type BillingRunReport = z.infer<typeof billingRunReport>;
