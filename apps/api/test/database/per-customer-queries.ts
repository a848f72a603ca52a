import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Logger } from 'drizzle-orm/logger';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '@brokkie/db/client';
import * as schema from '@brokkie/db/schema';
import { addressBelongsTo, addressPageOf, findAddressOf } from '@brokkie/db/address-queries';
import {
  findAnimal,
  findAnimalDiet,
  findAnimalsByIds,
  findRecurringDeliveryOf,
  listAnimals,
  subscribedItemsOf,
} from '@brokkie/db/animal-queries';
import { paidBoxesDispatched, paidBoxesToConfirm, paidBoxToCome, paidFirstDeliveriesToConfirm } from '@brokkie/db/billing-queries';
import { countRedemptionsOf } from '@brokkie/db/coupon-queries';
import { customerDataVersionOf, customerDataVersionOfUser } from '@brokkie/db/customer-data-version-queries';
import { listWeights, vaccinationsOf } from '@brokkie/db/pet-passport-queries';
import {
  allRemindersOf,
  calendarDeliveriesOf,
  findCalendarFeedOf,
  findReminder,
  listReminderCompletions,
  listReminders,
  occurrenceMarks,
} from '@brokkie/db/reminder-queries';
import { findSurveySubmission, listSurveySubmissions } from '@brokkie/db/survey-queries';
import {
  claimDueInsuranceLeads,
  decideInsuranceLead,
  findInsurableAnimal,
  findInsuranceLead,
  handoverAttemptsOf,
  insertInsuranceLead,
  listInsuranceLeads,
  newestInsuranceLeadId,
  settleInsuranceHandover,
  type NewInsuranceLead,
} from '@brokkie/db/insurance-queries';
import { isAskedOf } from '@brokkie/db/feedback-queries';
import { feedbackCountsOf, findCustomerById, findCustomerByUserId, preferredLanguageOfUser } from '@brokkie/db/customer-queries';
import {
  findDeliveryItemOf,
  findDeliveryOf,
  findPaidFirstDelivery,
  findUnpaidFirstDelivery,
  hasPaidFirstDelivery,
  itemsOfDeliveries,
  latestDeliveryCountry,
  latestPaymentStatuses,
  lockDeliveryOf,
  nextInvoiceNumber,
  pageDeliveryItemsOf,
  pageListedDeliveriesOf,
} from '@brokkie/db/delivery-queries';
import { findIdentityUser } from '@brokkie/db/identity-queries';
import {
  countValidMandates,
  findChargeableMandate,
  findValidMandateOfCustomer,
  hasActiveRecurringDelivery,
  listValidMandates,
} from '@brokkie/db/mandate-queries';
import {
  findDeliveryForPayment,
  findLatestPayment,
  findPaidPaymentOfDelivery,
  findPaymentByProviderId,
  findPaymentOfCustomer,
  findProviderCustomerId,
  findSandboxMandate,
  findUnsettledPaymentOfDelivery,
  listSandboxMandates,
} from '@brokkie/db/payment-queries';
import { defaultDeliveryCountryOf, findOwnAnimalTypes, hasPaidDelivery } from '@brokkie/db/pricing-queries';
import { findQuestionnaireDraft } from '@brokkie/db/questionnaire-queries';
import {
  findRecurringDeliveryById,
  findRecurringDeliveryOfCustomer,
  findRecurringItemOf,
  itemsOfRecurringDelivery,
  lockRecurringDelivery,
} from '@brokkie/db/recurring-delivery-queries';
import { countFriendsOrdered, countReferralsSent, findReferralCode, referralsSentSince } from '@brokkie/db/referral-queries';
import {
  claimDueTrackingEvents,
  customerOwnsDelivery,
  forwardingCustomersOf,
  forwardingDeliveriesOf,
  settleTrackingEvent,
  trackingEventsOf,
} from '@brokkie/db/tracking-queries';
import { countSyntheticCustomers, syntheticCustomer } from '@brokkie/db/synthetic-load';
import * as exportQueries from '@brokkie/db/customer-export-queries';
import { erasureFacts, openPaymentsOfUnpaidDeliveries, paidDeliveriesWithoutParty } from '@brokkie/db/customer-erasure-queries';
import { invoicePrefix } from '../../src/modules/delivery/delivery-settlement.ts';

/**
 * Every query the API issues for one customer's requests (issue 11: "checked with EXPLAIN"), as
 * the query functions of packages/db build them: each probe calls the real function on a
 * database that records the SQL and parameters instead of copying them here.
 */

/** Tables that grow with the customers: a sequential scan of one of them is a query that slows down with every customer. */
export const growingTables = [
  'auth_user',
  'auth_account',
  'auth_session',
  'customer',
  'address',
  'animal',
  'animal_diet',
  'recurring_delivery',
  'recurring_delivery_item',
  'delivery',
  'delivery_item',
  'payment',
  'mandate',
  'payment_provider_customer',
  'sandbox_customer',
  'sandbox_mandate',
  'sandbox_payment',
  'billing_event',
  'coupon_redemption',
  'feedback_answer',
  'referral',
  'customer_referral_code',
  'tracking_event',
  'questionnaire_draft',
  'idempotency_key',
  'invoice_number_counter',
  'animal_weight',
  'reminder',
  'reminder_completion',
  'reminder_deletion',
  'reminder_notice',
  'survey_submission',
  'consent_record',
  'calendar_feed',
  'mail_message',
  'tracking_forward_attempt',
  'coupon_code',
  'insurance_lead',
  'insurance_handover_attempt',
] as const;

export interface RecordedQuery {
  probe: string;
  sql: string;
  params: unknown[];
}

/** The ids of one synthetic customer's rows, which the probes look up. */
export interface ProbeSubject {
  customerId: string;
  userId: string;
  addressId: number;
  animalId: number;
  recurringDeliveryId: number;
  recurringItemId: number;
  deliveryId: number;
  deliveryItemId: number;
  paymentId: number;
  providerPaymentId: string;
  mandateId: number;
  providerCustomerId: string;
  providerMandateId: string;
  /** The year of the customer's latest invoice (its counter row exists). */
  invoiceYear: number;
}

type Probe = (db: Database, subject: ProbeSubject) => Promise<unknown>;

const window = { limit: 100, offset: 0 };

export const probes: Record<string, Probe> = {
  findCustomerByUserId: (db, s) => findCustomerByUserId(db, s.userId),
  findCustomerById: (db, s) => findCustomerById(db, s.customerId),
  findIdentityUser: (db, s) => findIdentityUser(db, s.userId),
  preferredLanguageOfUser: (db, s) => preferredLanguageOfUser(db, s.userId),
  feedbackCountsOf: (db, s) => feedbackCountsOf(db, s.customerId, '2026-11-27'),
  paidBoxToCome: (db, s) => paidBoxToCome(db, s.customerId, '2026-11-27'),
  isAskedOf: (db, s) => isAskedOf(db, s.customerId, 1, '2026-11-27'),
  addressPageOf: (db, s) => addressPageOf(db, s.customerId, window),
  findAddressOf: (db, s) => findAddressOf(db, s.customerId, s.addressId),
  addressBelongsTo: (db, s) => addressBelongsTo(db, s.customerId, s.addressId),
  listAnimals: (db, s) => listAnimals(db, s.customerId, { includeStopped: true, ...window }),
  // A full page of one: the count runs too.
  findAnimal: (db, s) => findAnimal(db, s.customerId, s.animalId),
  findAnimalsByIds: (db, s) => findAnimalsByIds(db, s.customerId, [s.animalId]),
  findRecurringDeliveryOf: (db, s) => findRecurringDeliveryOf(db, s.customerId),
  subscribedItemsOf: (db, s) => subscribedItemsOf(db, s.customerId, s.animalId, window),
  findAnimalDiet: (db, s) => findAnimalDiet(db, s.animalId),
  findOwnAnimalTypes: (db, s) => findOwnAnimalTypes(db, s.customerId, [s.animalId]),
  defaultDeliveryCountryOf: (db, s) => defaultDeliveryCountryOf(db, s.customerId),
  hasPaidDelivery: (db, s) => hasPaidDelivery(db, s.customerId),
  findRecurringDeliveryOfCustomer: (db, s) => findRecurringDeliveryOfCustomer(db, s.customerId),
  findRecurringDeliveryById: (db, s) => findRecurringDeliveryById(db, s.customerId, s.recurringDeliveryId),
  itemsOfRecurringDelivery: (db, s) => itemsOfRecurringDelivery(db, s.recurringDeliveryId),
  findRecurringItemOf: (db, s) => findRecurringItemOf(db, s.customerId, s.recurringItemId),
  lockRecurringDelivery: (db, s) => db.transaction((tx) => lockRecurringDelivery(tx, s.customerId)),
  pageListedDeliveriesOf: (db, s) => pageListedDeliveriesOf(db, s.customerId, { limit: 1000, offset: 0 }),
  // A full page of one: the count runs too.
  pageListedDeliveriesOfCustomer: (db, s) => pageListedDeliveriesOf(db, s.customerId, { limit: 1, offset: 0 }),
  customerDataVersionOfUser: (db, s) => customerDataVersionOfUser(db, s.userId),
  customerDataVersionOf: (db, s) => customerDataVersionOf(db, s.customerId),
  findDeliveryOf: (db, s) => findDeliveryOf(db, s.customerId, s.deliveryId),
  lockDeliveryOf: (db, s) => db.transaction((tx) => lockDeliveryOf(tx, s.customerId, s.deliveryId)),
  findUnpaidFirstDelivery: (db, s) => findUnpaidFirstDelivery(db, s.customerId),
  hasPaidFirstDelivery: (db, s) => hasPaidFirstDelivery(db, s.customerId),
  findPaidFirstDelivery: (db, s) => findPaidFirstDelivery(db, s.customerId, s.recurringDeliveryId),
  latestDeliveryCountry: (db, s) => latestDeliveryCountry(db, s.customerId),
  itemsOfDeliveries: (db, s) => itemsOfDeliveries(db, [s.deliveryId]),
  pageDeliveryItemsOf: (db, s) => pageDeliveryItemsOf(db, s.customerId, window),
  pageDeliveryItemsOfOneDelivery: (db, s) => pageDeliveryItemsOf(db, s.customerId, window, s.deliveryId),
  findDeliveryItemOf: (db, s) => findDeliveryItemOf(db, s.customerId, s.deliveryItemId),
  latestPaymentStatuses: (db, s) => latestPaymentStatuses(db, [s.deliveryId]),
  nextInvoiceNumber: (db, s) => withRollback(db, (tx) => nextInvoiceNumber(tx, invoicePrefix, s.invoiceYear)),
  countValidMandates: (db, s) => countValidMandates(db, s.customerId),
  listValidMandates: (db, s) => listValidMandates(db, s.customerId, window),
  findValidMandateOfCustomer: (db, s) => findValidMandateOfCustomer(db, s.customerId, s.mandateId),
  findChargeableMandate: (db, s) => findChargeableMandate(db, s.customerId, 'sandbox'),
  hasActiveRecurringDelivery: (db, s) => hasActiveRecurringDelivery(db, s.customerId),
  findUnsettledPaymentOfDelivery: (db, s) => findUnsettledPaymentOfDelivery(db, s.deliveryId),
  findPaidPaymentOfDelivery: (db, s) => findPaidPaymentOfDelivery(db, s.deliveryId),
  findLatestPayment: (db, s) => findLatestPayment(db, { customerId: s.customerId }),
  findLatestPaymentOfDelivery: (db, s) => findLatestPayment(db, { customerId: s.customerId, deliveryId: s.deliveryId }),
  findLatestShopPayment: (db, s) => findLatestPayment(db, { customerId: s.customerId, isShop: true }),
  findPaymentOfCustomer: (db, s) => findPaymentOfCustomer(db, s.customerId, s.paymentId),
  findPaymentByProviderId: (db, s) => findPaymentByProviderId(db, 'sandbox', s.providerPaymentId),
  findDeliveryForPayment: (db, s) => findDeliveryForPayment(db, s.deliveryId),
  findProviderCustomerId: (db, s) => findProviderCustomerId(db, s.customerId, 'sandbox'),
  findSandboxMandate: (db, s) => findSandboxMandate(db, s.providerCustomerId, s.providerMandateId),
  listSandboxMandates: (db, s) => listSandboxMandates(db, s.providerCustomerId),
  findQuestionnaireDraft: (db, s) => findQuestionnaireDraft(db, s.customerId),
  countRedemptionsOf: (db, s) => countRedemptionsOf(db, [1], s.customerId),
  findReferralCode: (db, s) => findReferralCode(db, s.customerId),
  referralsSentSince: (db, s) => referralsSentSince(db, s.customerId, new Date(Date.now() - 86_400_000)),
  countReferralsSent: (db, s) => countReferralsSent(db, s.customerId),
  countFriendsOrdered: (db) => countFriendsOrdered(db, 'FRIEND-CODE'),
  trackingEventsOf: (db, s) => trackingEventsOf(db, s.customerId),
  customerOwnsDelivery: (db, s) => customerOwnsDelivery(db, s.customerId, s.deliveryId),
  // The billing scheduler's reads on a quiet tick (docs/billing.md "Idle ticks"): only the boxes
  // changed in the last minutes, and the paid boxes of the days whose dispatch has come.
  paidBoxesToConfirm: (db) => paidBoxesToConfirm(db, { limit: 100, since: new Date(Date.now() - 600_000) }),
  paidFirstDeliveriesToConfirm: (db) =>
    paidFirstDeliveriesToConfirm(db, new Date(Date.now() - 30 * 86_400_000), { limit: 100, since: new Date(Date.now() - 600_000) }),
  paidBoxesDispatched: (db) =>
    paidBoxesDispatched(
      db,
      [
        { country: 'BE', dates: ['2026-11-27', '2026-11-28'] },
        { country: 'NL', dates: ['2026-11-27'] },
      ],
      { limit: 100 },
    ),
  // The tracking forwarder (docs/tracking.md "Forwarding"): its outbox is read through the partial
  // index of pending rows, a batch's customers and deliveries by their keys.
  claimDueTrackingEvents: (db) => withRollback(db, (tx) => claimDueTrackingEvents(tx, new Date(), new Date(), new Date(Date.now() + 60_000), 50)),
  settleTrackingEvent: (db) => withRollback(db, (tx) => settleTrackingEvent(tx, 1, new Date(), { forwardStatus: 'sent', forwardAttempts: 1 }, undefined)),
  forwardingCustomersOf: (db, s) => forwardingCustomersOf(db, [s.customerId]),
  forwardingDeliveriesOf: (db, s) => forwardingDeliveriesOf(db, [s.deliveryId]),
  listSurveySubmissions: (db, s) => listSurveySubmissions(db, s.customerId, { animalId: s.animalId }, window),
  findSurveySubmission: (db, s) => findSurveySubmission(db, s.customerId, 1),
  listWeights: (db, s) => listWeights(db, s.animalId, window),
  vaccinationsOf: (db, s) => vaccinationsOf(db, s.animalId),
  listReminders: (db, s) => listReminders(db, s.customerId, window, s.animalId),
  allRemindersOf: (db, s) => allRemindersOf(db, s.customerId),
  findReminder: (db, s) => findReminder(db, s.customerId, 1),
  occurrenceMarks: (db) => occurrenceMarks(db, [1, 2], '2026-01-01', '2026-12-31'),
  listReminderCompletions: (db, s) => listReminderCompletions(db, s.customerId, window),
  findCalendarFeedOf: (db, s) => findCalendarFeedOf(db, s.customerId),
  calendarDeliveriesOf: (db, s) => calendarDeliveriesOf(db, s.customerId, '2026-01-01', '2026-12-31'),
  // Insurance leads (docs/insurance.md): the customer's list and detail, the conversion's newest
  // lead of an offer; the hand-over's outbox through its partial index, a lead's attempts by lead.
  listInsuranceLeads: (db, s) => listInsuranceLeads(db, s.customerId, { limit: 1, offset: 0 }),
  listInsuranceLeadsOfStatus: (db, s) => listInsuranceLeads(db, s.customerId, { limit: 1, offset: 0 }, 'sent'),
  findInsuranceLead: (db, s) => findInsuranceLead(db, s.customerId, 1),
  newestInsuranceLeadId: (db, s) => newestInsuranceLeadId(db, s.customerId, 'standard'),
  findInsurableAnimal: (db, s) => findInsurableAnimal(db, s.customerId, s.animalId),
  claimDueInsuranceLeads: (db) => withRollback(db, (tx) => claimDueInsuranceLeads(tx, new Date(), new Date(), new Date(Date.now() + 60_000), 20)),
  // A lead of the subject's, made and settled in the probe's rolled-back transaction (the synthetic load has none).
  settleInsuranceHandover: (db, s) =>
    withRollback(db, async (tx) => {
      const inserted = await insertInsuranceLead(tx, s.customerId, probeLead(s), new Date());
      if (inserted.status !== 'created') throw new Error('the probe lead was not made');
      await settleInsuranceHandover(
        tx,
        inserted.row.id,
        new Date(),
        { outcome: 'sent', attempts: 1, sentAt: new Date(), insurerReference: null },
        { attemptedAt: new Date(), status: 200, ok: true, request: {}, response: '' },
      );
    }),
  decideInsuranceLead: (db) => withRollback(db, (tx) => decideInsuranceLead(tx, 1, 'standard', { status: 'accepted', reference: null }, new Date())),
  handoverAttemptsOf: (db) => handoverAttemptsOf(db, 1),
  // The data export (GET /customer/export/) and the deletion's preview (docs/privacy.md).
  exportCustomerRow: (db, s) => exportQueries.exportCustomerRow(db, s.customerId),
  exportIdentityUser: (db, s) => exportQueries.exportIdentityUser(db, s.userId),
  exportSignInMethods: (db, s) => exportQueries.exportSignInMethods(db, s.userId),
  exportSessions: (db, s) => exportQueries.exportSessions(db, s.userId),
  exportAnimals: (db, s) => exportQueries.exportAnimals(db, s.customerId),
  exportAnimalDiets: (db, s) => exportQueries.exportAnimalDiets(db, s.customerId),
  exportAnimalWeights: (db, s) => exportQueries.exportAnimalWeights(db, s.customerId),
  exportReminders: (db, s) => exportQueries.exportReminders(db, s.customerId),
  exportReminderCompletions: (db, s) => exportQueries.exportReminderCompletions(db, s.customerId),
  exportReminderDeletions: (db, s) => exportQueries.exportReminderDeletions(db, s.customerId),
  exportReminderNotices: (db, s) => exportQueries.exportReminderNotices(db, s.customerId),
  exportSurveySubmissions: (db, s) => exportQueries.exportSurveySubmissions(db, s.customerId),
  exportAddresses: (db, s) => exportQueries.exportAddresses(db, s.customerId),
  exportRecurringDelivery: (db, s) => exportQueries.exportRecurringDelivery(db, s.customerId),
  exportRecurringDeliveryItems: (db, s) => exportQueries.exportRecurringDeliveryItems(db, s.customerId),
  exportDeliveries: (db, s) => exportQueries.exportDeliveries(db, s.customerId),
  exportDeliveryItems: (db, s) => exportQueries.exportDeliveryItems(db, s.customerId),
  exportBillingEvents: (db, s) => exportQueries.exportBillingEvents(db, s.customerId),
  exportPayments: (db, s) => exportQueries.exportPayments(db, s.customerId),
  exportMandates: (db, s) => exportQueries.exportMandates(db, s.customerId),
  exportPaymentProviderCustomers: (db, s) => exportQueries.exportPaymentProviderCustomers(db, s.customerId),
  exportCouponRedemptions: (db, s) => exportQueries.exportCouponRedemptions(db, s.customerId),
  exportReferralCode: (db, s) => exportQueries.exportReferralCode(db, s.customerId),
  exportReferrals: (db, s) => exportQueries.exportReferrals(db, s.customerId),
  exportFeedbackAnswers: (db, s) => exportQueries.exportFeedbackAnswers(db, s.customerId),
  exportConsentRecords: (db, s) => exportQueries.exportConsentRecords(db, s.customerId),
  exportTrackingEvents: (db, s) => exportQueries.exportTrackingEvents(db, s.customerId),
  exportTrackingForwardAttempts: (db, s) => exportQueries.exportTrackingForwardAttempts(db, s.customerId),
  exportInsuranceLeads: (db, s) => exportQueries.exportInsuranceLeads(db, s.customerId),
  exportInsuranceHandoverAttempts: (db, s) => exportQueries.exportInsuranceHandoverAttempts(db, s.customerId),
  exportMails: (db) => exportQueries.exportMails(db, 'someone@example.com'),
  exportQuestionnaireDraft: (db, s) => exportQueries.exportQuestionnaireDraft(db, s.customerId),
  exportCalendarFeed: (db, s) => exportQueries.exportCalendarFeed(db, s.customerId),
  latestSignInOf: (db, s) => exportQueries.latestSignInOf(db, s.userId),
  erasureFacts: (db, s) => erasureFacts(db, s.customerId),
  paidDeliveriesWithoutParty: (db, s) => paidDeliveriesWithoutParty(db, s.customerId),
  openPaymentsOfUnpaidDeliveries: (db, s) => openPaymentsOfUnpaidDeliveries(db, s.customerId),
};

/** An insurance lead of the subject's pet. */
function probeLead(s: ProbeSubject): NewInsuranceLead {
  return {
    animalId: s.animalId,
    petKey: `animal:${s.animalId}`,
    offer: 'standard',
    cover: 'comfort',
    deductibleCents: 10_000,
    premiumCents: 2500,
    petName: 'Probe',
    petType: 'dog',
    petDateOfBirth: '2022-01-01',
    petSize: 'medium',
    chipNumber: '981098104567890',
    owner: {
      firstname: 'P',
      lastname: 'Robe',
      email: 'probe@example.com',
      phone: '0470000000',
      street: 'S',
      number: '1',
      box: '',
      postal_code: '9000',
      city: 'Gent',
    },
    startDate: '2026-01-01',
    consentAt: new Date(),
  };
}

// A probe that writes leaves nothing behind (an invoice number taken would be a gap).
async function withRollback(db: Database, work: (tx: Database) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/** Runs the probes (all, or those `include` keeps) for `subject` and returns the queries they sent, in order. */
export async function recordPerCustomerQueries(
  handle: DatabaseHandle,
  subject: ProbeSubject,
  include: (probe: string) => boolean = () => true,
): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  let current = '';
  const logger: Logger = {
    logQuery: (query, params) => {
      // Transaction control (begin, commit, savepoints) has no plan.
      if (/^\s*(select|insert|update|delete|with)\b/i.test(query)) recorded.push({ probe: current, sql: query, params });
    },
  };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db = (handle.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Database;
  for (const [name, probe] of Object.entries(probes)) {
    if (!include(name)) continue;
    current = name;
    await probe(db, subject);
  }
  return recorded;
}

/** The ids of synthetic customer n's rows (the one in the middle when n is absent). */
export async function probeSubject(db: Database, n?: number): Promise<ProbeSubject> {
  const total = await countSyntheticCustomers(db);
  if (total === 0) throw new Error('No synthetic customers: seedSyntheticLoad first');
  const { customerId, userId } = syntheticCustomer(n ?? Math.ceil(total / 2));
  const result = (await db.execute(
    `select
      (select id from address where customer_id = '${customerId}' order by id limit 1) as "addressId",
      (select id from animal where customer_id = '${customerId}' order by id limit 1) as "animalId",
      (select id from recurring_delivery where customer_id = '${customerId}') as "recurringDeliveryId",
      (select i.id from recurring_delivery_item i join recurring_delivery r on r.id = i.recurring_delivery_id
        where r.customer_id = '${customerId}' order by i.id limit 1) as "recurringItemId",
      (select id from delivery where customer_id = '${customerId}' and paid_at is not null order by id desc limit 1) as "deliveryId",
      (select i.id from delivery_item i join delivery d on d.id = i.delivery_id where d.customer_id = '${customerId}' order by i.id limit 1) as "deliveryItemId",
      (select id from payment where customer_id = '${customerId}' order by id desc limit 1) as "paymentId",
      (select provider_payment_id from payment where customer_id = '${customerId}' order by id desc limit 1) as "providerPaymentId",
      (select id from mandate where customer_id = '${customerId}' order by id limit 1) as "mandateId",
      (select provider_customer_id from payment_provider_customer where customer_id = '${customerId}') as "providerCustomerId",
      (select provider_mandate_id from mandate where customer_id = '${customerId}' order by id limit 1) as "providerMandateId",
      (select extract(year from paid_at)::int from delivery where customer_id = '${customerId}' and paid_at is not null
        order by id desc limit 1) as "invoiceYear"` as never,
  )) as unknown as {
    rows: Omit<ProbeSubject, 'customerId' | 'userId'>[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`No rows of ${customerId}`);
  return { customerId, userId, ...row };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The scans of a plan that read a growing table whole: a sequential scan, or an index scan
 * without a condition on the index (which walks every entry: e.g. an index on (a, b) used for b).
 */
export function wholeTableScans(plan: PlanNode): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    const growing = table !== undefined && (growingTables as readonly string[]).includes(table);
    if (growing && node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    if (growing && /^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond']) {
      found.push(`${node['Node Type']} of all of ${node['Index Name'] ?? table}`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return found;
}

/** The plan of each recorded query, as EXPLAIN (FORMAT JSON) gives it, optionally with settings (`set local …`) first. */
export async function explainQueries(handle: DatabaseHandle, queries: readonly RecordedQuery[], settings: readonly string[] = []): Promise<PlanNode[]> {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const run = async (query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) => {
    const plans: PlanNode[] = [];
    await query('begin');
    try {
      for (const setting of settings) await query(`set local ${setting}`);
      for (const recorded of queries) {
        const result = await query(`explain (format json) ${recorded.sql}`, recorded.params);
        const cell = (result.rows[0] as Record<string, unknown>)['QUERY PLAN'];
        const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
        plans.push(parsed[0]!.Plan);
      }
    } finally {
      await query('rollback');
    }
    return plans;
  };
  if (handle.kind === 'pglite') {
    const pglite = client as PGlite;
    // PGlite is a single session: the settings hold from begin to rollback.
    return run((text, params) => pglite.query(text, params));
  }
  const connection = await (client as pg.Pool).connect();
  try {
    return await run((text, params) => connection.query(text, params));
  } finally {
    connection.release();
  }
}
