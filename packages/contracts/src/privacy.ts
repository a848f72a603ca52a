import { z } from 'zod';

/**
 * Privacy rights (GDPR, issue 14; docs/privacy.md): the signed-in customer's data as one JSON
 * document (`GET /customer/export/`), what deleting the account would do
 * (`GET /customer/delete_preview/`) and the deletion itself (`DELETE /customer/`).
 */

/** Error codes of the deletion (besides the API's own). */
export const privacyErrorCodes = {
  reauthenticationRequired: 'reauthentication_required',
} as const;

/** Message keys of the deletion's refusals (`api` namespace). */
export const privacyMessageKeys = {
  reauthenticationRequired: 'api.privacy.reauthentication_required',
  confirmRequired: 'api.privacy.confirm_required',
} as const;

/** How many rows of each kind the export holds; the profile page's readable summary. */
export const dataSummary = z
  .object({
    pets: z.number().int(),
    addresses: z.number().int(),
    deliveries: z.number().int(),
    invoices: z.number().int(),
    payments: z.number().int(),
    payment_methods: z.number().int(),
    reminders: z.number().int(),
    weights: z.number().int(),
    surveys: z.number().int(),
    feedback_answers: z.number().int(),
    referrals_sent: z.number().int(),
    consent_records: z.number().int(),
    tracking_events: z.number().int(),
    // Always sent; optional only so that summaries written before issue 15 still type.
    insurance_leads: z.number().int().optional().describe('Insurance leads (issue 15)'),
    mails: z.number().int(),
  })
  .meta({ id: 'PrivacyDataSummary' });
export type DataSummary = z.infer<typeof dataSummary>;

const row = z.record(z.string(), z.unknown());
const rows = z.array(row);

/**
 * The export: every section is a list of rows (snake_case columns as stored, dates in ISO 8601),
 * one section per table; `tables` counts the rows per table name. No password hashes, tokens,
 * card or account numbers.
 */
export const customerExport = z
  .object({
    format: z.literal('brokkie-data-export'),
    version: z.literal(1),
    exported_at: z.string(),
    customer_id: z.string(),
    summary: dataSummary,
    tables: z.record(z.string(), z.number().int()).describe('Rows per table of the database, by table name'),
    profile: z.object({
      customer: row,
      identity: row,
      sign_in_methods: rows,
      sessions: rows,
    }),
    pets: rows,
    meal_plans: rows,
    weights: rows,
    reminders: rows,
    reminder_completions: rows,
    reminder_deletions: rows,
    reminder_notices: rows,
    survey_submissions: rows,
    addresses: rows,
    subscription: rows,
    subscription_items: rows,
    deliveries: rows,
    delivery_items: rows,
    billing_events: rows,
    payments: rows,
    payment_methods: rows,
    payment_provider_accounts: rows,
    coupon_redemptions: rows,
    referral_code: rows,
    referrals_sent: rows,
    feedback_answers: rows,
    consent_records: rows,
    tracking_events: rows,
    tracking_forward_attempts: rows,
    insurance_leads: rows,
    insurance_handover_attempts: rows,
    mails: rows,
    questionnaire_draft: rows,
    calendar_feed: rows,
  })
  .meta({ id: 'CustomerExport' });
export type CustomerExport = z.infer<typeof customerExport>;

/** What deleting the account would do now (the profile page shows it before asking). */
export const deletionPreview = z
  .object({
    subscription_active: z.boolean().describe('The subscription delivers now; deleting stops it'),
    open_boxes: z.number().int().describe('Boxes not paid yet (scheduled, awaiting payment, draft): removed'),
    paid_boxes_to_come: z.number().int().describe('Paid boxes not delivered yet: still delivered'),
    payment_methods: z.number().int().describe('Valid mandates: revoked at the payment provider'),
    invoices_kept: z.number().int().describe('Invoices kept for the legal retention period'),
    kept_until: z.string().nullable().describe('YYYY-MM-DD: the end of the retention of the newest invoice; null without invoices'),
    reauthentication_required: z.boolean().describe('Sign in again first (a sign-in at most 10 minutes old)'),
    summary: dataSummary,
  })
  .meta({ id: 'DeletionPreview' });
export type DeletionPreview = z.infer<typeof deletionPreview>;

/** DELETE /customer/ body: the confirmation the page asked for. */
export const deletionRequest = z
  .strictObject({
    confirm: z.literal(true, { message: privacyMessageKeys.confirmRequired }).describe('true: the customer confirmed the consequences'),
  })
  .meta({ id: 'DeletionRequest' });
export type DeletionRequest = z.infer<typeof deletionRequest>;

export const deletionResult = z
  .object({
    erased_at: z.string(),
    invoices_kept: z.number().int(),
    kept_until: z.string().nullable(),
  })
  .meta({ id: 'DeletionResult' });
export type DeletionResult = z.infer<typeof deletionResult>;

/**
 * Years an invoice is kept after the end of the year it was issued: the longest of the four
 * countries' bookkeeping rules (Belgium and France 10, Germany 8, the Netherlands 7).
 */
export const invoiceRetentionYears = 10;
