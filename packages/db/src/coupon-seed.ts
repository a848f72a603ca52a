import { inArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { couponCodes, products } from './schema.ts';

/**
 * The coupon codes Brokkie launches with (docs/pricing.md, "Coupons"). This file is their one
 * source: the seed upserts them by code at every start, so a change here (or a code added) is
 * live after the next deployment, and ids never move.
 */
export interface CouponSeed {
  code: string;
  type: 'percentage' | 'fixed_amount' | 'free_product' | 'testbag';
  value: number;
  isOnboarding: boolean;
  channels: string[];
  /** free_product: the products by sku (ids differ per database). */
  productSkus: string[];
  maxUsesPerCustomer: number | null;
  minimumOrderCents: number;
}

/** The measuring scoop of the catalogue (catalogue-data.ts), which FREESCOOP gives away. */
export const foodScoopSku = 'BRK-X-FOOD-SCOOP';

// A thank-you code per language (`lang:<language>`): the thank-you page offers the visitor's own.
const thankYou = (code: string, language: string): CouponSeed => ({
  code,
  type: 'fixed_amount',
  value: 500,
  isOnboarding: false,
  channels: ['thankyou', `lang:${language}`],
  productSkus: [],
  maxUsesPerCustomer: 1,
  minimumOrderCents: 0,
});

export const couponSeeds: readonly CouponSeed[] = [
  // 15 % off the first order; offered on the meal plan beside the trial box (channel first_box).
  {
    code: 'WELCOME15',
    type: 'percentage',
    value: 1500,
    isOnboarding: true,
    channels: ['first_box'],
    productSkus: [],
    maxUsesPerCustomer: 1,
    minimumOrderCents: 0,
  },
  // The first delivery as a trial bag per pet.
  {
    code: 'TRYBROKKIE',
    type: 'testbag',
    value: 0,
    isOnboarding: true,
    channels: [],
    productSkus: [],
    maxUsesPerCustomer: 1,
    minimumOrderCents: 0,
  },
  // € 5 off, offered on the thank-you page in each language (nl, fr, de, en).
  thankYou('BEDANKT5', 'nl'),
  thankYou('MERCI5', 'fr'),
  thankYou('DANKE5', 'de'),
  thankYou('THANKYOU5', 'en'),
  // The food scoop for free with an order that holds one.
  {
    code: 'FREESCOOP',
    type: 'free_product',
    value: 0,
    isOnboarding: false,
    channels: [],
    productSkus: [foodScoopSku],
    maxUsesPerCustomer: 1,
    minimumOrderCents: 0,
  },
];

/**
 * Writes `couponSeeds`, idempotently (upsert by code). Run after the catalogue seed: a
 * free-product code points at the products its skus name, and a sku not (yet) in the catalogue
 * is left out until a later run finds it.
 */
export async function seedCoupons(db: Database): Promise<void> {
  const skus = [...new Set(couponSeeds.flatMap((seed) => seed.productSkus))];
  const productRows =
    skus.length > 0 ? await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, skus)) : [];
  const productIds = new Map(productRows.map((row) => [row.sku, row.id]));
  await db
    .insert(couponCodes)
    .values(
      couponSeeds.map((seed) => ({
        code: seed.code,
        type: seed.type,
        value: seed.value,
        isOnboarding: seed.isOnboarding,
        channels: seed.channels,
        productIds: seed.productSkus.flatMap((sku) => {
          const id = productIds.get(sku);
          return id === undefined ? [] : [id];
        }),
        maxUsesPerCustomer: seed.maxUsesPerCustomer,
        minimumOrderCents: seed.minimumOrderCents,
      })),
    )
    .onConflictDoUpdate({
      target: couponCodes.code,
      set: {
        type: sql`excluded.type`,
        value: sql`excluded.value`,
        isOnboarding: sql`excluded.is_onboarding`,
        channels: sql`excluded.channels`,
        productIds: sql`excluded.product_ids`,
        maxUsesPerCustomer: sql`excluded.max_uses_per_customer`,
        minimumOrderCents: sql`excluded.minimum_order_cents`,
      },
    });
}
