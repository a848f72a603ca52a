import { and, count, eq, inArray, isNotNull, isNull, max, not, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  addresses,
  animals,
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  calendarFeeds,
  consentRecords,
  couponCodes,
  couponRedemptions,
  customerReferralCodes,
  customers,
  deliveries,
  feedbackAnswers,
  idempotencyKeys,
  insuranceLeads,
  mailMessages,
  mandates,
  payments,
  questionnaireDrafts,
  recurringDeliveries,
  recurringDeliveryItems,
  referrals,
  reminders,
  surveySubmissions,
  trackingEvents,
} from './schema.ts';

/**
 * The steps of a customer's erasure (DELETE /customer/, docs/privacy.md), each by the customer's
 * id (or its user's id, or its e-mail address) through an index. The workflow
 * (apps/api/src/modules/privacy/erase-customer.ts) runs them in one transaction.
 */

/** Statuses of a delivery that was paid: it has an invoice, which the law keeps. */
export const paidDeliveryStatuses = ['paid', 'shipped', 'delivered'] as const;
const paid = inArray(deliveries.status, [...paidDeliveryStatuses]);
const unpaid = not(paid);

export interface ErasureSubject {
  customerId: string;
  userId: string;
  erasedAt: Date | null;
}

/** Locks the customer's row for its erasure (two deletions at once run one after the other). */
export async function lockCustomerForErasure(tx: Database, customerId: string): Promise<ErasureSubject | undefined> {
  const [row] = await tx
    .select({ customerId: customers.id, userId: customers.userId, erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export interface ErasureFacts {
  subscriptionActive: boolean;
  /** Boxes not paid: removed by the erasure. */
  openBoxes: number;
  /** Paid boxes not delivered yet: kept, and still delivered. */
  paidBoxesToCome: number;
  /** Paid deliveries: their invoices are kept. */
  invoices: number;
  /** When the newest invoice was paid. */
  lastInvoiceAt: Date | null;
  validMandates: number;
}

/** What an erasure would change now (the preview), in three statements. */
export async function erasureFacts(db: Database, customerId: string): Promise<ErasureFacts> {
  const [[boxes], [subscription], [valid]] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${unpaid} and ${deliveries.status} not in ('canceled', 'skipped'))`.mapWith(Number),
        toCome: sql<number>`count(*) filter (where ${deliveries.status} = 'paid')`.mapWith(Number),
        invoices: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
        lastInvoiceAt: max(deliveries.paidAt),
      })
      .from(deliveries)
      .where(eq(deliveries.customerId, customerId)),
    db.select({ active: recurringDeliveries.active }).from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId)),
    db
      .select({ n: count() })
      .from(mandates)
      .where(and(eq(mandates.customerId, customerId), eq(mandates.status, 'valid'), isNull(mandates.revokedAt))),
  ]);
  return {
    subscriptionActive: subscription?.active ?? false,
    openBoxes: boxes?.open ?? 0,
    paidBoxesToCome: boxes?.toCome ?? 0,
    invoices: boxes?.invoices ?? 0,
    lastInvoiceAt: boxes?.lastInvoiceAt ?? null,
    validMandates: valid?.n ?? 0,
  };
}

/** Paid deliveries that have no copy of their invoice party yet (paid before it was kept). */
export async function paidDeliveriesWithoutParty(tx: Database, customerId: string) {
  return tx
    .select({ id: deliveries.id, deliveryAddress: deliveries.deliveryAddress })
    .from(deliveries)
    .where(and(eq(deliveries.customerId, customerId), paid, isNull(deliveries.invoiceParty)));
}

export async function keepInvoiceParty(tx: Database, deliveryId: number, party: Record<string, unknown>): Promise<void> {
  await tx.update(deliveries).set({ invoiceParty: party }).where(eq(deliveries.id, deliveryId));
}

export interface OpenPayment {
  provider: string;
  providerPaymentId: string;
}

/** Payments still open at the provider for deliveries that were not paid (the erasure removes those deliveries). */
export async function openPaymentsOfUnpaidDeliveries(tx: Database, customerId: string): Promise<OpenPayment[]> {
  // The deliveries first (by customer), then their open payments through the partial index of open payments.
  return tx
    .select({ provider: payments.provider, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        sql`${payments.deliveryId} = any(array(select ${deliveries.id} from ${deliveries} where ${deliveries.customerId} = ${customerId} and ${unpaid}))`,
        inArray(payments.status, ['open', 'pending']),
      ),
    );
}

/**
 * Stops the subscription: inactive, no next date, no items; and removes every delivery that was
 * not paid (drafts, scheduled and frozen boxes, skipped and canceled ones: no invoice, only a copy
 * of an address). Their payments stay, without the delivery (money records hold no personal data).
 */
export async function stopSubscription(tx: Database, customerId: string, now: Date): Promise<number> {
  await tx.update(recurringDeliveries).set({ active: false, nextDeliveryDate: null, updatedAt: now }).where(eq(recurringDeliveries.customerId, customerId));
  await tx
    .delete(recurringDeliveryItems)
    .where(
      inArray(
        recurringDeliveryItems.recurringDeliveryId,
        tx.select({ id: recurringDeliveries.id }).from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId)),
      ),
    );
  const removed = await tx
    .delete(deliveries)
    .where(and(eq(deliveries.customerId, customerId), unpaid))
    .returning({ id: deliveries.id });
  return removed.length;
}

export interface RevokedMandate {
  id: number;
  provider: string;
  providerMandateId: string;
}

/**
 * Revokes every mandate still usable, here first (never charged by us again), and empties the
 * masked details (the holder's name) of all of them. The provider is told after the commit.
 */
export async function revokeAllMandates(tx: Database, customerId: string, now: Date): Promise<RevokedMandate[]> {
  const revoked = await tx
    .update(mandates)
    .set({ status: 'invalid', revokedAt: now, isDefault: false })
    .where(and(eq(mandates.customerId, customerId), isNull(mandates.revokedAt)))
    .returning({ id: mandates.id, provider: mandates.provider, providerMandateId: mandates.providerMandateId });
  await tx.update(mandates).set({ details: {} }).where(eq(mandates.customerId, customerId));
  return revoked;
}

/**
 * Deletes the pets (with their meal plans, weights, reminders and their marks, surveys) and
 * returns the keys of their photos, which the caller removes from the image storage. Paid
 * deliveries' items keep their lines without the pet.
 */
export async function deletePets(tx: Database, customerId: string): Promise<string[]> {
  const removed = await tx.delete(animals).where(eq(animals.customerId, customerId)).returning({ imagePath: animals.imagePath });
  return removed.flatMap((row) => (row.imagePath ? [row.imagePath] : []));
}

/**
 * Deletes what the customer made or what was recorded about them that no law asks to keep:
 * reminders, surveys, addresses (paid deliveries keep their own copies), consent records,
 * tracking events (and what was forwarded of them), insurance leads (and what was handed to the
 * insurers of them; an insurer keeps its own copy under its own notice), the questionnaire draft, the calendar feed,
 * the referral code (its coupon deleted, or switched off once a friend used it), referral e-mails
 * sent (friends' addresses), feedback answers.
 */
export async function deleteCustomerRecords(tx: Database, customerId: string): Promise<void> {
  await tx.delete(reminders).where(eq(reminders.customerId, customerId));
  await tx.delete(surveySubmissions).where(eq(surveySubmissions.customerId, customerId));
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));
  await tx.delete(consentRecords).where(eq(consentRecords.customerId, customerId));
  await tx.delete(trackingEvents).where(eq(trackingEvents.customerId, customerId));
  await tx.delete(insuranceLeads).where(eq(insuranceLeads.customerId, customerId));
  await tx.delete(questionnaireDrafts).where(eq(questionnaireDrafts.customerId, customerId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.customerId, customerId));
  const codes = await tx.delete(customerReferralCodes).where(eq(customerReferralCodes.customerId, customerId)).returning({ code: customerReferralCodes.code });
  for (const { code } of codes) {
    // A code no friend used goes (it starts with the customer's first name); one that was used
    // stays switched off, since the friends' deliveries and redemptions name it.
    const [coupon] = await tx.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.code, code));
    if (!coupon) continue;
    const [used] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponCodeId, coupon.id));
    if ((used?.n ?? 0) > 0) await tx.update(couponCodes).set({ active: false }).where(eq(couponCodes.id, coupon.id));
    else await tx.delete(couponCodes).where(eq(couponCodes.id, coupon.id));
  }
  await tx.delete(referrals).where(eq(referrals.referrerCustomerId, customerId));
  await tx.delete(feedbackAnswers).where(eq(feedbackAnswers.customerId, customerId));
}

/** Empties the customer's own fields and marks it erased; the language stays (the invoices' language). */
export async function anonymiseCustomer(tx: Database, customerId: string, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({
      firstname: '',
      lastname: '',
      phone: '',
      leadsource: '',
      referralAffiliate: '',
      newsletter: false,
      defaultDeliveryAddressId: null,
      billingAddressOverrideId: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}

/**
 * The identity: the customer moves to a new user without a name, with the address
 * `erased+<new user id>@invalid` and no way to sign in (no account, no session); the old user is
 * deleted with its accounts (password, Google, …) and sessions. Every ID token of the old user
 * names a user that no longer exists, so the API refuses it; the e-mail address is free again.
 * Also deleted: the mails sent to the address, the old user's stored responses of repeated
 * requests (Idempotency-Key) and its pending verifications (password reset, e-mail change).
 */
export async function replaceIdentity(
  tx: Database,
  subject: { customerId: string; userId: string; email: string },
  replacementUserId: string,
  now: Date,
): Promise<void> {
  await tx.insert(authUsers).values({
    id: replacementUserId,
    name: '',
    email: `erased+${replacementUserId}@invalid`,
    emailVerified: false,
    isAnonymous: false,
    role: 'customer',
    createdAt: now,
    updatedAt: now,
  });
  await tx.update(customers).set({ userId: replacementUserId }).where(eq(customers.id, subject.customerId));
  await tx.delete(authSessions).where(eq(authSessions.userId, subject.userId));
  await tx.delete(authAccounts).where(eq(authAccounts.userId, subject.userId));
  await tx.delete(authVerifications).where(eq(authVerifications.value, subject.userId));
  await tx.delete(authUsers).where(eq(authUsers.id, subject.userId));
  if (subject.email) await tx.delete(mailMessages).where(eq(mailMessages.toAddress, subject.email));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.principal, `user:${subject.userId}`));
}

/** Rows that still reference the customer's deliveries kept for their invoices (for the answer). */
export async function keptInvoices(db: Database, customerId: string): Promise<{ invoices: number; lastInvoiceAt: Date | null }> {
  const [row] = await db
    .select({ invoices: count(), lastInvoiceAt: max(deliveries.paidAt) })
    .from(deliveries)
    .where(and(eq(deliveries.customerId, customerId), isNotNull(deliveries.invoiceNumber)));
  return { invoices: row?.invoices ?? 0, lastInvoiceAt: row?.lastInvoiceAt ?? null };
}
