import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  addresses,
  animalDiets,
  animals,
  animalWeights,
  authAccounts,
  authSessions,
  authUsers,
  billingEvents,
  calendarFeeds,
  consentRecords,
  couponCodes,
  couponRedemptions,
  customerReferralCodes,
  customers,
  deliveries,
  deliveryItems,
  feedbackAnswers,
  insuranceHandoverAttempts,
  insuranceLeads,
  mailMessages,
  mandates,
  paymentProviderCustomers,
  payments,
  questionnaireDrafts,
  recurringDeliveries,
  recurringDeliveryItems,
  referrals,
  reminderCompletions,
  reminderDeletions,
  reminderNotices,
  reminders,
  surveySubmissions,
  trackingEvents,
  trackingForwardAttempts,
} from './schema.ts';

/**
 * What the data export (GET /customer/export/, docs/privacy.md) reads: one query per table, each
 * by the customer's id (or its user's id, or its e-mail address for the mails) through an index.
 * Secrets are left out here, at the query: password hashes, OAuth and session tokens, the
 * calendar feed's token; mandates carry only the masked details the provider gave.
 */

type Row = Record<string, unknown>;

export async function exportCustomerRow(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(customers).where(eq(customers.id, customerId));
}

/** The identity's user: no image tokens or secrets live on it. */
export async function exportIdentityUser(db: Database, userId: string): Promise<Row[]> {
  return db
    .select({
      id: authUsers.id,
      name: authUsers.name,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      image: authUsers.image,
      isAnonymous: authUsers.isAnonymous,
      role: authUsers.role,
      createdAt: authUsers.createdAt,
      updatedAt: authUsers.updatedAt,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
}

/** How the user signs in (password, Google, …): never the password hash or the provider's tokens. */
export async function exportSignInMethods(db: Database, userId: string): Promise<Row[]> {
  return db
    .select({
      id: authAccounts.id,
      providerId: authAccounts.providerId,
      accountId: authAccounts.accountId,
      scope: authAccounts.scope,
      createdAt: authAccounts.createdAt,
      updatedAt: authAccounts.updatedAt,
    })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId))
    .orderBy(asc(authAccounts.createdAt));
}

/** The user's sessions (when, from which address and browser): never the session token. */
export async function exportSessions(db: Database, userId: string): Promise<Row[]> {
  return db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
}

export async function exportAnimals(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(animals).where(eq(animals.customerId, customerId)).orderBy(asc(animals.id));
}

export async function exportAnimalDiets(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(animalDiets))
    .from(animalDiets)
    .innerJoin(animals, eq(animals.id, animalDiets.animalId))
    .where(eq(animals.customerId, customerId))
    .orderBy(asc(animalDiets.animalId));
}

export async function exportAnimalWeights(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(animalWeights))
    .from(animalWeights)
    .innerJoin(animals, eq(animals.id, animalWeights.animalId))
    .where(eq(animals.customerId, customerId))
    .orderBy(asc(animalWeights.animalId), asc(animalWeights.measuredOn));
}

export async function exportReminders(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(reminders).where(eq(reminders.customerId, customerId)).orderBy(asc(reminders.id));
}

export async function exportReminderCompletions(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(reminderCompletions))
    .from(reminderCompletions)
    .innerJoin(reminders, eq(reminders.id, reminderCompletions.reminderId))
    .where(eq(reminders.customerId, customerId))
    .orderBy(asc(reminderCompletions.id));
}

export async function exportReminderDeletions(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(reminderDeletions))
    .from(reminderDeletions)
    .innerJoin(reminders, eq(reminders.id, reminderDeletions.reminderId))
    .where(eq(reminders.customerId, customerId))
    .orderBy(asc(reminderDeletions.id));
}

export async function exportReminderNotices(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(reminderNotices))
    .from(reminderNotices)
    .innerJoin(reminders, eq(reminders.id, reminderNotices.reminderId))
    .where(eq(reminders.customerId, customerId))
    .orderBy(asc(reminderNotices.reminderId), asc(reminderNotices.occurrenceDate));
}

export async function exportSurveySubmissions(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(surveySubmissions).where(eq(surveySubmissions.customerId, customerId)).orderBy(asc(surveySubmissions.id));
}

export async function exportAddresses(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
}

export async function exportRecurringDelivery(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId));
}

export async function exportRecurringDeliveryItems(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(recurringDeliveryItems))
    .from(recurringDeliveryItems)
    .innerJoin(recurringDeliveries, eq(recurringDeliveries.id, recurringDeliveryItems.recurringDeliveryId))
    .where(eq(recurringDeliveries.customerId, customerId))
    .orderBy(asc(recurringDeliveryItems.id));
}

/** The deliveries with their invoice numbers, copied addresses and stored priced carts. */
export async function exportDeliveries(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(deliveries).where(eq(deliveries.customerId, customerId)).orderBy(asc(deliveries.id));
}

export async function exportDeliveryItems(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(deliveryItems))
    .from(deliveryItems)
    .innerJoin(deliveries, eq(deliveries.id, deliveryItems.deliveryId))
    .where(eq(deliveries.customerId, customerId))
    .orderBy(asc(deliveryItems.id));
}

export async function exportBillingEvents(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(billingEvents))
    .from(billingEvents)
    .innerJoin(deliveries, eq(deliveries.id, billingEvents.deliveryId))
    .where(eq(deliveries.customerId, customerId))
    .orderBy(asc(billingEvents.id));
}

/** Payments: method, status, amounts and dates; no card data lives on them (the checkout URL is left out). */
export async function exportPayments(db: Database, customerId: string): Promise<Row[]> {
  const { checkoutUrl: _checkoutUrl, ...columns } = getTableColumns(payments);
  return db.select(columns).from(payments).where(eq(payments.customerId, customerId)).orderBy(asc(payments.id));
}

/** Mandates with the masked details the provider gave (holder, last four characters, card label). */
export async function exportMandates(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(mandates).where(eq(mandates.customerId, customerId)).orderBy(asc(mandates.id));
}

export async function exportPaymentProviderCustomers(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(paymentProviderCustomers).where(eq(paymentProviderCustomers.customerId, customerId));
}

/**
 * The customer's coupon redemptions. The only index of the table leads with the coupon, so the
 * coupons are found first, from the codes on the customer's deliveries (a redemption is recorded
 * from those codes when the delivery is paid).
 */
export async function exportCouponRedemptions(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select()
    .from(couponRedemptions)
    .where(
      sql`${couponRedemptions.customerId} = ${customerId} and ${couponRedemptions.couponCodeId} = any(array(
        select ${couponCodes.id} from ${couponCodes} where ${couponCodes.code} = any(array(
          select jsonb_array_elements_text(${deliveries.couponCodes}) from ${deliveries} where ${deliveries.customerId} = ${customerId}))))`,
    )
    .orderBy(asc(couponRedemptions.id));
}

export async function exportReferralCode(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(customerReferralCodes).where(eq(customerReferralCodes.customerId, customerId));
}

export async function exportReferrals(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(referrals).where(eq(referrals.referrerCustomerId, customerId)).orderBy(asc(referrals.sentAt));
}

export async function exportFeedbackAnswers(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(feedbackAnswers).where(eq(feedbackAnswers.customerId, customerId)).orderBy(asc(feedbackAnswers.id));
}

export async function exportConsentRecords(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(consentRecords).where(eq(consentRecords.customerId, customerId)).orderBy(asc(consentRecords.createdAt));
}

export async function exportTrackingEvents(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(trackingEvents).where(eq(trackingEvents.customerId, customerId)).orderBy(asc(trackingEvents.id));
}

/** What the forwarder sent to the advertising networks about the customer's events, and their answers. */
export async function exportTrackingForwardAttempts(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(trackingForwardAttempts))
    .from(trackingForwardAttempts)
    .innerJoin(trackingEvents, eq(trackingEvents.id, trackingForwardAttempts.eventId))
    .where(eq(trackingEvents.customerId, customerId))
    .orderBy(asc(trackingForwardAttempts.id));
}

/** The customer's insurance leads: the pet and the policyholder as given, the premium quoted, the insurer's decision. */
export async function exportInsuranceLeads(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(insuranceLeads).where(eq(insuranceLeads.customerId, customerId)).orderBy(asc(insuranceLeads.id));
}

/** What was sent to the insurers about the customer's leads (never the shared secret), and their answers. */
export async function exportInsuranceHandoverAttempts(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select(getTableColumns(insuranceHandoverAttempts))
    .from(insuranceHandoverAttempts)
    .innerJoin(insuranceLeads, eq(insuranceLeads.id, insuranceHandoverAttempts.leadId))
    .where(eq(insuranceLeads.customerId, customerId))
    .orderBy(asc(insuranceHandoverAttempts.id));
}

/** The e-mails we sent to the address (the embedded mail transport keeps them). */
export async function exportMails(db: Database, email: string): Promise<Row[]> {
  return db.select().from(mailMessages).where(eq(mailMessages.toAddress, email)).orderBy(asc(mailMessages.id));
}

export async function exportQuestionnaireDraft(db: Database, customerId: string): Promise<Row[]> {
  return db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.customerId, customerId));
}

/** Whether the customer has a calendar feed and since when: never its secret token. */
export async function exportCalendarFeed(db: Database, customerId: string): Promise<Row[]> {
  return db
    .select({ customerId: calendarFeeds.customerId, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.customerId, customerId));
}

/** When the user last signed in (its newest session), for the re-authentication rule of the deletion. */
export async function latestSignInOf(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authSessions.createdAt })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(sql`${authSessions.createdAt} desc`)
    .limit(1);
  return row?.createdAt;
}
