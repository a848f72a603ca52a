import { and, count, countDistinct, eq, gt, inArray, min } from 'drizzle-orm';
import type { Database } from './client.ts';
import { countries, couponCodes, couponRedemptions, customerReferralCodes, referrals } from './schema.ts';

export type ReferralRow = typeof referrals.$inferSelect;

/** The coupon a referral code is for its friends (docs/referrals-and-feedback.md). */
export interface ReferralCoupon {
  type: 'percentage';
  /** Basis points. */
  value: number;
  isOnboarding: true;
  maxUsesPerCustomer: number;
}

export type CreateReferralCodeResult =
  | { status: 'created' | 'exists'; code: string }
  /** The code is already some customer's or some coupon's: try another. */
  | { status: 'code_taken' };

export async function findReferralCode(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: customerReferralCodes.code })
    .from(customerReferralCodes)
    .where(eq(customerReferralCodes.customerId, customerId));
  return row?.code;
}

/**
 * Gives the customer `code` and makes it the friends' coupon, in one transaction. When the
 * customer got a code meanwhile (two first uses at once), that one stays and is returned.
 */
export async function createReferralCode(
  db: Database,
  customerId: string,
  code: string,
  coupon: ReferralCoupon,
): Promise<CreateReferralCodeResult> {
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(customerReferralCodes)
        .values({ customerId, code })
        .onConflictDoNothing({ target: customerReferralCodes.customerId })
        .returning({ code: customerReferralCodes.code });
      if (!inserted) {
        const [existing] = await tx
          .select({ code: customerReferralCodes.code })
          .from(customerReferralCodes)
          .where(eq(customerReferralCodes.customerId, customerId));
        if (!existing) throw new Error(`The referral code of ${customerId} vanished`);
        return { status: 'exists' as const, code: existing.code };
      }
      await tx.insert(couponCodes).values({
        code,
        type: coupon.type,
        value: coupon.value,
        isOnboarding: coupon.isOnboarding,
        maxUsesPerCustomer: coupon.maxUsesPerCustomer,
      });
      return { status: 'created' as const, code };
    });
  } catch (error) {
    // 23505: the code is another customer's or an existing coupon's.
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') return { status: 'code_taken' };
    throw error;
  }
}

export interface ReferralWindow {
  /** Referral e-mails the customer sent after `since`. */
  sent: number;
  /** When the oldest of those was sent; null when there is none. */
  oldest: Date | null;
}

export async function referralsSentSince(db: Database, customerId: string, since: Date): Promise<ReferralWindow> {
  const [row] = await db
    .select({ sent: count(), oldest: min(referrals.sentAt) })
    .from(referrals)
    .where(and(eq(referrals.referrerCustomerId, customerId), gt(referrals.sentAt, since)));
  return { sent: row?.sent ?? 0, oldest: row?.oldest ?? null };
}

export async function countReferralsSent(db: Database, customerId: string): Promise<number> {
  return db.$count(referrals, eq(referrals.referrerCustomerId, customerId));
}

export type ReserveReferralsResult =
  | { status: 'reserved'; rows: ReferralRow[]; window: ReferralWindow }
  | { status: 'limit_reached'; window: ReferralWindow };

/**
 * Records the referral e-mails about to be sent, unless they would take the customer past
 * `limit` mails after `since`. The customer's referral code row is locked meanwhile, so that two
 * requests at once cannot both pass the limit.
 */
export async function reserveReferrals(
  db: Database,
  request: { customerId: string; type: string; friendEmails: readonly string[]; since: Date; limit: number },
): Promise<ReserveReferralsResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ customerId: customerReferralCodes.customerId })
      .from(customerReferralCodes)
      .where(eq(customerReferralCodes.customerId, request.customerId))
      .for('update');
    const window = await referralsSentSince(tx, request.customerId, request.since);
    if (window.sent + request.friendEmails.length > request.limit) return { status: 'limit_reached', window };
    const rows = await tx
      .insert(referrals)
      .values(
        request.friendEmails.map((friendEmail) => ({
          referrerCustomerId: request.customerId,
          friendEmail,
          type: request.type,
        })),
      )
      .returning();
    // One statement stamps every row with the same time.
    const oldest = window.oldest ?? rows[0]?.sentAt ?? null;
    return { status: 'reserved', rows, window: { sent: window.sent + rows.length, oldest } };
  });
}

/** Forgets referral rows whose e-mail could not be sent, so that they do not count against the limit. */
export async function deleteReferrals(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(referrals).where(inArray(referrals.id, [...ids]));
}

/** Friends who redeemed the code (a redemption is recorded when their first box is paid). */
export async function countFriendsOrdered(db: Database, code: string): Promise<number> {
  const [row] = await db
    .select({ friends: countDistinct(couponRedemptions.customerId) })
    .from(couponRedemptions)
    .innerJoin(couponCodes, eq(couponCodes.id, couponRedemptions.couponCodeId))
    .where(eq(couponCodes.code, code));
  return row?.friends ?? 0;
}

/** The web app's domain of a country (`app.brokkie.nl`), for links in e-mails. */
export async function frontendDomainOfCountry(db: Database, countryId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ domain: countries.frontendDomainName })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.domain;
}
