import { and, asc, desc, count, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { normaliseCouponCode } from '@brokkie/domain/coupons';
import type { Database } from './client.ts';
import { couponCodes, couponRedemptions } from './schema.ts';

export type CouponRow = typeof couponCodes.$inferSelect;
export type NewCoupon = typeof couponCodes.$inferInsert;

export interface RedemptionCounts {
  /** By every customer. */
  total: number;
  /** By the customer asked about (0 without one). */
  byCustomer: number;
}

/** The coupon with this code, whatever the case and surrounding spaces it is typed with. */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(couponCodes)
    .where(eq(couponCodes.code, normaliseCouponCode(code)));
  return row;
}

/** The coupons of several codes (case-insensitive), keyed by their stored (upper-case) code. */
export async function findCouponsByCodes(db: Database, codes: readonly string[]): Promise<Map<string, CouponRow>> {
  const wanted = [...new Set(codes.map(normaliseCouponCode))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(couponCodes).where(inArray(couponCodes.code, wanted));
  return new Map(rows.map((row) => [row.code, row]));
}

/** How often the coupons were redeemed, in all and by `customerId`. */
export async function countRedemptionsOf(
  db: Database,
  couponIds: readonly number[],
  customerId: string | null,
): Promise<Map<number, RedemptionCounts>> {
  const counts = new Map<number, RedemptionCounts>(couponIds.map((id) => [id, { total: 0, byCustomer: 0 }]));
  if (couponIds.length === 0) return counts;
  const byCustomer = customerId
    ? sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${customerId})`
    : sql<number>`0`;
  const rows = await db
    .select({ couponId: couponRedemptions.couponCodeId, total: count(), byCustomer: byCustomer.mapWith(Number) })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponCodeId, [...couponIds]))
    .groupBy(couponRedemptions.couponCodeId);
  for (const row of rows) counts.set(row.couponId, { total: row.total, byCustomer: row.byCustomer });
  return counts;
}

export async function countRedemptions(
  db: Database,
  couponId: number,
  customerId: string | null,
): Promise<RedemptionCounts> {
  return (await countRedemptionsOf(db, [couponId], customerId)).get(couponId) ?? { total: 0, byCustomer: 0 };
}

export interface ChannelQuery {
  /** Channels to list; empty: every coupon offered in some channel. */
  channels: readonly string[];
  /** Only coupons usable at this instant: active, within their dates, not used up. */
  now: Date;
  /** Coupons marked `lang:<language>` for this language come first (thank-you codes per language). */
  language?: string;
  limit: number;
  offset: number;
}

/** The coupons offered in the channels and usable now, oldest first; with the count of all of them. */
export async function listCouponsByChannel(
  db: Database,
  query: ChannelQuery,
): Promise<{ count: number; rows: CouponRow[] }> {
  const inChannel: SQL =
    query.channels.length > 0
      ? sql`${couponCodes.channels} ?| array[${sql.join(
          query.channels.map((channel) => sql`${channel}`),
          sql`, `,
        )}]::text[]`
      : sql`jsonb_array_length(${couponCodes.channels}) > 0`;
  const uses = sql`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponCodeId} = ${couponCodes.id})`;
  const where = and(
    eq(couponCodes.active, true),
    or(isNull(couponCodes.validFrom), lte(couponCodes.validFrom, query.now)),
    or(isNull(couponCodes.validUntil), gte(couponCodes.validUntil, query.now)),
    or(isNull(couponCodes.maxUses), sql`${uses} < ${couponCodes.maxUses}`),
    inChannel,
  );
  const [total, rows] = await Promise.all([
    db.$count(couponCodes, where),
    db.select().from(couponCodes).where(where)
      .orderBy(
        desc(sql`${couponCodes.channels} ? ${`lang:${query.language ?? ''}`}`),
        asc(couponCodes.id),
      ).limit(query.limit).offset(query.offset),
  ]);
  return { count: total, rows };
}

/** Records that `customerId` used the coupon (on a delivery, once checkout makes one). */
export async function recordRedemption(
  db: Database,
  redemption: { couponCodeId: number; customerId: string; deliveryId?: number | null },
): Promise<void> {
  await db.insert(couponRedemptions).values({
    couponCodeId: redemption.couponCodeId,
    customerId: redemption.customerId,
    deliveryId: redemption.deliveryId ?? null,
  });
}
