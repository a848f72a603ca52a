import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import * as q from '@brokkie/db/customer-export-queries';
import type { CustomerExport, DataSummary } from '@brokkie/contracts/privacy';

type Row = Record<string, unknown>;

/** `createdAt` → `created_at`; dates in ISO 8601; nested objects (jsonb) as they are stored. */
function toSnakeCase(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    out[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The readable summary of an export's sections (the profile page shows it). */
export function summaryOf(data: Omit<CustomerExport, 'summary' | 'tables' | 'format' | 'version' | 'exported_at' | 'customer_id'>): DataSummary {
  return {
    pets: data.pets.length,
    addresses: data.addresses.length,
    deliveries: data.deliveries.length,
    invoices: data.deliveries.filter((delivery) => delivery.invoice_number !== null && delivery.invoice_number !== undefined).length,
    payments: data.payments.length,
    payment_methods: data.payment_methods.filter((mandate) => mandate.revoked_at === null).length,
    reminders: data.reminders.length,
    weights: data.weights.length,
    surveys: data.survey_submissions.length,
    feedback_answers: data.feedback_answers.length,
    referrals_sent: data.referrals_sent.length,
    consent_records: data.consent_records.length,
    tracking_events: data.tracking_events.length,
    insurance_leads: data.insurance_leads.length,
    mails: data.mails.length,
  };
}

/**
 * GET /customer/export/ (docs/privacy.md): everything we hold about the customer, one section
 * per table, read by the customer's id. `tables` counts each section's rows under its table's
 * name, so a test can hold the export against the database.
 */
export async function exportCustomerData(db: Database, customer: CustomerRow, now = new Date()): Promise<CustomerExport> {
  const id = customer.id;
  const tables: Record<string, number> = {};
  const section = async (table: string, read: Promise<Row[]>): Promise<Row[]> => {
    const rows = (await read).map(toSnakeCase);
    tables[table] = rows.length;
    return rows;
  };
  const [customerRows, identity, signInMethods, sessions] = await Promise.all([
    section('customer', q.exportCustomerRow(db, id)),
    section('auth_user', q.exportIdentityUser(db, customer.userId)),
    section('auth_account', q.exportSignInMethods(db, customer.userId)),
    section('auth_session', q.exportSessions(db, customer.userId)),
  ]);
  const data = {
    profile: { customer: customerRows[0] ?? {}, identity: identity[0] ?? {}, sign_in_methods: signInMethods, sessions },
    pets: await section('animal', q.exportAnimals(db, id)),
    meal_plans: await section('animal_diet', q.exportAnimalDiets(db, id)),
    weights: await section('animal_weight', q.exportAnimalWeights(db, id)),
    reminders: await section('reminder', q.exportReminders(db, id)),
    reminder_completions: await section('reminder_completion', q.exportReminderCompletions(db, id)),
    reminder_deletions: await section('reminder_deletion', q.exportReminderDeletions(db, id)),
    reminder_notices: await section('reminder_notice', q.exportReminderNotices(db, id)),
    survey_submissions: await section('survey_submission', q.exportSurveySubmissions(db, id)),
    addresses: await section('address', q.exportAddresses(db, id)),
    subscription: await section('recurring_delivery', q.exportRecurringDelivery(db, id)),
    subscription_items: await section('recurring_delivery_item', q.exportRecurringDeliveryItems(db, id)),
    deliveries: await section('delivery', q.exportDeliveries(db, id)),
    delivery_items: await section('delivery_item', q.exportDeliveryItems(db, id)),
    billing_events: await section('billing_event', q.exportBillingEvents(db, id)),
    payments: await section('payment', q.exportPayments(db, id)),
    payment_methods: await section('mandate', q.exportMandates(db, id)),
    payment_provider_accounts: await section('payment_provider_customer', q.exportPaymentProviderCustomers(db, id)),
    coupon_redemptions: await section('coupon_redemption', q.exportCouponRedemptions(db, id)),
    referral_code: await section('customer_referral_code', q.exportReferralCode(db, id)),
    referrals_sent: await section('referral', q.exportReferrals(db, id)),
    feedback_answers: await section('feedback_answer', q.exportFeedbackAnswers(db, id)),
    consent_records: await section('consent_record', q.exportConsentRecords(db, id)),
    tracking_events: await section('tracking_event', q.exportTrackingEvents(db, id)),
    tracking_forward_attempts: await section('tracking_forward_attempt', q.exportTrackingForwardAttempts(db, id)),
    insurance_leads: await section('insurance_lead', q.exportInsuranceLeads(db, id)),
    insurance_handover_attempts: await section('insurance_handover_attempt', q.exportInsuranceHandoverAttempts(db, id)),
    mails: await section('mail_message', customer.isAnonymous ? Promise.resolve([]) : q.exportMails(db, customer.email)),
    questionnaire_draft: await section('questionnaire_draft', q.exportQuestionnaireDraft(db, id)),
    calendar_feed: await section('calendar_feed', q.exportCalendarFeed(db, id)),
  };
  return {
    format: 'brokkie-data-export',
    version: 1,
    exported_at: now.toISOString(),
    customer_id: id,
    summary: summaryOf(data),
    tables,
    ...data,
  };
}
