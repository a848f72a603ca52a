import { z } from 'zod';
import { paginated } from './pagination.ts';

/**
 * Payments and mandates (§3, §7). A payment is one attempt at the payment provider to pay a
 * delivery (or, without a delivery, to verify a new payment method); a mandate is the customer's
 * permission, made by a paid first payment, to be charged later without a checkout.
 */

/** Mollie's payment statuses; paid, failed, canceled and expired are final. */
export const paymentStatuses = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Mollie's sequence types: oneoff, first (makes a mandate), recurring (charged through one). */
export const sequenceTypes = ['oneoff', 'first', 'recurring'] as const;
export type SequenceType = (typeof sequenceTypes)[number];

/** The methods the checkout offers (the sandbox offers exactly these). */
export const checkoutMethods = ['bancontact', 'ideal', 'creditcard', 'directdebit'] as const;
export type CheckoutMethod = (typeof checkoutMethods)[number];

/** The amount of the first payment that verifies a new payment method (POST /mandate/): €0.01. */
export const mandateVerificationAmountCents = 1;

/** Message keys of payments and mandates (`api` namespace). */
export const paymentMessageKeys = {
  paymentInProgress: 'api.payments.payment_in_progress',
  noValidMandate: 'api.payments.no_valid_mandate',
  nothingToPay: 'api.payments.nothing_to_pay',
  mandateVerificationDescription: 'api.payments.mandate_verification_description',
  lastMandateInUse: 'api.mandate.last_mandate_in_use',
  redirectUrlNotOurs: 'api.mandate.redirect_url_not_ours',
} as const;

/** Error codes of the payment resources (besides the common ones). */
export const paymentErrorCodes = {
  paymentInProgress: 'payment_in_progress',
  noValidMandate: 'no_valid_mandate',
  mandateInUse: 'mandate_in_use',
  nothingToPay: 'nothing_to_pay',
} as const;

const timestamp = z.string().describe('ISO 8601 date and time (UTC)');

export const payment = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /payment/{id}/'),
    status: z.enum(paymentStatuses).describe('paid, failed, canceled and expired are final'),
    method: z.string().nullable().describe('bancontact, ideal, creditcard, directdebit, …; null until the payer chose'),
    amount: z.number().int().describe('Amount in cents (EUR)'),
    sequence_type: z.enum(sequenceTypes),
    is_shop: z.boolean().describe('A payment of a shop order rather than of the subscription'),
    delivery: z.string().nullable().describe('url of the delivery it pays (/delivery/{id}/); null for a mandate verification'),
    mandate: z.string().nullable().describe('url of the mandate it made (first) or was charged through (recurring)'),
    checkout_url: z
      .string()
      .nullable()
      .describe("The provider's hosted checkout while the payment is open; null otherwise"),
    created: timestamp,
    settled_at: timestamp.nullable().describe('When it was paid; null otherwise'),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof payment>;

/** `GET /payment/latest/`: filters of the caller's most recent payment. */
export const latestPaymentQuery = z.object({
  is_shop: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('Only shop payments (true) or only subscription payments (false)'),
  checkout: z.string().optional().describe('Accepted for compatibility; has no effect'),
});

export const paymentIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Numeric id'),
});

/** Masked details of a mandate: never a whole account or card number. */
export const mandateDetails = z
  .object({
    consumer_name: z.string().nullable().describe('Account holder or card holder'),
    last4: z.string().nullable().describe('Last four characters of the IBAN or card number'),
    card_label: z.string().nullable().describe('Card brand (Visa, Mastercard, …) for card mandates'),
  })
  .meta({ id: 'MandateDetails' });
export type MandateDetails = z.infer<typeof mandateDetails>;

export const mandate = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /mandate/{id}/'),
    method: z.string().describe('directdebit or creditcard (paypal at Mollie)'),
    details: mandateDetails,
    is_default: z.boolean().describe('Recurring deliveries are charged through the default mandate'),
    created: timestamp,
  })
  .meta({ id: 'Mandate' });
export type Mandate = z.infer<typeof mandate>;

export const mandateList = paginated(mandate).meta({ id: 'MandateList' });

/** `POST /mandate/`: where the payer returns after verifying the new payment method. */
export const mandateCreate = z
  .strictObject({
    redirect_url: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional()
      .describe("A page of ours (our hosts only); default: the payment-methods page of the dashboard"),
  })
  .meta({ id: 'MandateCreate' });
export type MandateCreate = z.infer<typeof mandateCreate>;

export const mandateCreated = z
  .object({
    checkout_url: z.string().describe('Send the payer here to verify the new payment method'),
    payment: payment,
  })
  .meta({ id: 'MandateCreated' });
export type MandateCreated = z.infer<typeof mandateCreated>;

/** Path of the webhook of a provider: `/payments/webhook/{provider}/`. */
export const paymentProviders = ['sandbox', 'mollie'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const webhookParams = z.object({ provider: z.enum(paymentProviders) });

/** Body of a provider's webhook: only the payment id (form-encoded `id=tr_…`, as Mollie sends, or JSON). */
export const webhookBody = z.object({
  id: z
    .string()
    .regex(/^tr_[A-Za-z0-9_]{2,60}$/)
    .describe("The provider's payment id"),
});
