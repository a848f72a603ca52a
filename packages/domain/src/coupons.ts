import type { Cents } from './money.ts';
import { multiplyCents, sumCents } from './money.ts';

/**
 * Coupon codes (§3: code, type such as testbag, is_onboarding, products; §5: checked for
 * existence before use). The rules here are pure: the API reads the coupon and its use counts,
 * then asks `checkCoupon`, `combineCoupons` and, through `priceCart`, `discountOf`.
 * docs/pricing.md explains them for people.
 */
export const couponTypes = ['percentage', 'fixed_amount', 'free_product', 'testbag'] as const;
export type CouponType = (typeof couponTypes)[number];

/** Where a code is offered to customers (GET /couponcode/?channels=thankyou). */
export const couponChannels = ['thankyou'] as const;

export interface Coupon {
  /** Upper case; input is matched case-insensitively (`normaliseCouponCode`). */
  code: string;
  type: CouponType;
  /** percentage: basis points (1500 = 15 %); fixed_amount: cents incl. VAT; otherwise 0. */
  value: number;
  isOnboarding: boolean;
  /** free_product: the products of which one unit becomes free. */
  productIds: readonly number[];
  validFrom: Date | null;
  validUntil: Date | null;
  /** Uses by all customers together; null = unlimited. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Subtotal (incl. VAT, before discounts) the cart must reach. */
  minimumOrderCents: Cents;
  active: boolean;
}

/** What pricing needs of a coupon that passed the checks. */
export type AppliedCoupon = Pick<Coupon, 'code' | 'type' | 'value' | 'productIds'>;

export const couponRejectionReasons = [
  'not_found',
  'inactive',
  'not_yet_valid',
  'expired',
  'used_up',
  'already_used',
  'not_applicable',
  'minimum_not_reached',
  'not_combinable',
] as const;
export type CouponRejectionReason = (typeof couponRejectionReasons)[number];

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRejectionReason };

export interface CouponCheckContext {
  now: Date;
  /** Redemptions of this code by the customer (0 when nobody is signed in). */
  customerUses: number;
  /** Redemptions of this code by everyone. */
  totalUses: number;
  /** Cart subtotal incl. VAT before discounts; unknown (no cart yet) skips the minimum check. */
  subtotalCents?: Cents;
  /** Whether the order is the customer's first (onboarding) order; unknown skips the check. */
  isOnboarding?: boolean;
  /** Products in the cart; unknown skips the product check of free_product coupons. */
  productIds?: readonly number[];
}

/** Codes are stored upper case without surrounding spaces; so is what a customer types. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether `coupon` may be used now, in the order the reasons are listed: a code that does not
 * exist, then the code's own state (inactive, dates, use limits), then whether it fits the order.
 * `isOnboarding` coupons are for a customer's first order only.
 */
export function checkCoupon(coupon: Coupon | null | undefined, context: CouponCheckContext): CouponCheck {
  if (!coupon) return { ok: false, reason: 'not_found' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  const now = context.now.getTime();
  if (coupon.validFrom && now < coupon.validFrom.getTime()) return { ok: false, reason: 'not_yet_valid' };
  if (coupon.validUntil && now > coupon.validUntil.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== null && context.totalUses >= coupon.maxUses) return { ok: false, reason: 'used_up' };
  if (coupon.maxUsesPerCustomer !== null && context.customerUses >= coupon.maxUsesPerCustomer) {
    return { ok: false, reason: 'already_used' };
  }
  if (coupon.isOnboarding && context.isOnboarding === false) return { ok: false, reason: 'not_applicable' };
  if (coupon.type === 'free_product' && context.productIds !== undefined) {
    const inCart = new Set(context.productIds);
    if (!coupon.productIds.some((id) => inCart.has(id))) return { ok: false, reason: 'not_applicable' };
  }
  if (context.subtotalCents !== undefined && context.subtotalCents < coupon.minimumOrderCents) {
    return { ok: false, reason: 'minimum_not_reached' };
  }
  return { ok: true };
}

export interface CouponCombination<C extends Pick<Coupon, 'code' | 'type' | 'isOnboarding'>> {
  applied: C[];
  rejected: { code: string; reason: 'not_combinable' }[];
}

/**
 * Which of several codes apply together, taken in the order the customer entered them (the
 * first of two conflicting codes wins):
 * - the same code twice counts once;
 * - at most one onboarding code per order;
 * - at most one percentage code;
 * - at most one testbag code, and a trial box takes no percentage or fixed-amount code (the
 *   trial price is the offer), also when it is asked for with `options.testbag` rather than a code;
 * - fixed amounts add up; free-product codes each free their product once.
 */
export function combineCoupons<C extends Pick<Coupon, 'code' | 'type' | 'isOnboarding'>>(
  coupons: readonly C[],
  options: { testbag?: boolean } = {},
): CouponCombination<C> {
  const applied: C[] = [];
  const rejected: { code: string; reason: 'not_combinable' }[] = [];
  // A trial box asked for without a code (the `testbag` flag) excludes the same codes as one with.
  const has = (type: CouponType) =>
    (type === 'testbag' && options.testbag === true) || applied.some((coupon) => coupon.type === type);
  for (const coupon of coupons) {
    if (applied.some((taken) => taken.code === coupon.code)) continue;
    const conflict =
      (coupon.isOnboarding && applied.some((taken) => taken.isOnboarding)) ||
      (coupon.type === 'percentage' && (has('percentage') || has('testbag'))) ||
      (coupon.type === 'testbag' &&
        (applied.some((taken) => taken.type === 'testbag') || has('percentage') || has('fixed_amount'))) ||
      (coupon.type === 'fixed_amount' && has('testbag'));
    if (conflict) rejected.push({ code: coupon.code, reason: 'not_combinable' });
    else applied.push(coupon);
  }
  return { applied, rejected };
}

/**
 * The trial bag (testbag): the first delivery of each pet is one 1 kg sac of its own formula
 * for €4.95 incl. VAT, whatever the country; extras in the same box cost their normal price.
 * 1 kg lasts a cat about three weeks and a medium dog about four days: enough to taste and
 * digest the formula before the tailored amounts follow.
 */
export const trialBag = { grams: 1000, priceInclVatCents: 495 } as const;

/** A cart line as pricing shows it; the fields discounts read. */
export interface DiscountableLine {
  kind: 'formula' | 'extra';
  product_id: number;
  quantity: number;
  unit_price_incl_vat: Cents;
  total_incl_vat: Cents;
  /** The line is a trial sac (testbag). */
  trial: boolean;
}

export interface DiscountState {
  lines: readonly DiscountableLine[];
  /** What is still to pay per line after the line discounts applied so far. */
  lineRemaining: readonly Cents[];
  /** What is still to pay for the whole cart after every discount applied so far. */
  remaining: Cents;
}

export interface Discount {
  amount: Cents;
  /**
   * For a discount on particular lines (testbag, free_product): the amount per line. null for a
   * discount on the whole cart (percentage, fixed_amount), which pricing spreads over the VAT
   * rates in proportion to what is paid at each rate.
   */
  perLine: Cents[] | null;
}

/**
 * The discount `coupon` gives on a cart in `state`, never more than what is still to pay:
 * - testbag: each trial line costs `trialBag.priceInclVatCents` (its regular 1 kg price minus
 *   the discount; a formula cheaper than the trial price keeps its price);
 * - free_product: one unit of the first line holding one of its products;
 * - percentage: `value` basis points of what is still to pay, rounded half away from zero;
 * - fixed_amount: `value` cents.
 */
export function discountOf(coupon: AppliedCoupon, state: DiscountState): Discount {
  const remainingOf = (index: number) => state.lineRemaining[index] ?? 0;
  switch (coupon.type) {
    case 'testbag': {
      const perLine = state.lines.map((line, index) =>
        line.trial ? Math.max(0, Math.min(remainingOf(index), line.total_incl_vat - trialBag.priceInclVatCents)) : 0,
      );
      return { amount: sumCents(perLine), perLine };
    }
    case 'free_product': {
      const perLine = state.lines.map(() => 0);
      const products = new Set(coupon.productIds);
      const index = state.lines.findIndex((line, at) => products.has(line.product_id) && remainingOf(at) > 0);
      const line = state.lines[index];
      if (line) perLine[index] = Math.min(line.unit_price_incl_vat, remainingOf(index));
      return { amount: sumCents(perLine), perLine };
    }
    case 'percentage':
      return { amount: Math.min(state.remaining, multiplyCents(state.remaining, coupon.value / 10_000)), perLine: null };
    case 'fixed_amount':
      return { amount: Math.min(state.remaining, coupon.value), perLine: null };
  }
}
