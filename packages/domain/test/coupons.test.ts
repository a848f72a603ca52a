import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  combineCoupons,
  discountOf,
  normaliseCouponCode,
  trialBag,
  type Coupon,
  type DiscountableLine,
} from '../src/coupons.ts';

const now = new Date('2025-06-15T10:00:00+02:00');

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'WELCOME15',
    type: 'percentage',
    value: 1500,
    isOnboarding: false,
    productIds: [],
    validFrom: null,
    validUntil: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    minimumOrderCents: 0,
    active: true,
    ...overrides,
  };
}

const unused = { now, customerUses: 0, totalUses: 0 };

describe('normaliseCouponCode', () => {
  it('matches codes whatever their case and surrounding spaces', () => {
    expect(normaliseCouponCode('  welcome15 ')).toBe('WELCOME15');
    expect(normaliseCouponCode('Merci5')).toBe('MERCI5');
  });
});

describe('checkCoupon', () => {
  it('accepts a valid code', () => {
    expect(checkCoupon(coupon(), unused)).toEqual({ ok: true });
  });

  it.each([
    ['not_found', null, unused],
    ['inactive', coupon({ active: false }), unused],
    ['not_yet_valid', coupon({ validFrom: new Date('2025-07-01T00:00:00+02:00') }), unused],
    ['expired', coupon({ validUntil: new Date('2025-06-15T09:59:59+02:00') }), unused],
    ['used_up', coupon({ maxUses: 100 }), { ...unused, totalUses: 100 }],
    ['already_used', coupon({ maxUsesPerCustomer: 1 }), { ...unused, customerUses: 1, totalUses: 7 }],
    ['not_applicable', coupon({ isOnboarding: true }), { ...unused, isOnboarding: false }],
    ['not_applicable', coupon({ type: 'free_product', productIds: [9] }), { ...unused, productIds: [1, 2] }],
    ['minimum_not_reached', coupon({ minimumOrderCents: 2500 }), { ...unused, subtotalCents: 2499 }],
  ] as const)('%s', (reason, tried, context) => {
    expect(checkCoupon(tried, context)).toEqual({ ok: false, reason });
  });

  it('is valid on the first and the last instant of its period', () => {
    const period = coupon({
      validFrom: new Date('2025-06-01T00:00:00+02:00'),
      validUntil: new Date('2025-06-30T23:59:59+02:00'),
    });
    expect(checkCoupon(period, { ...unused, now: new Date('2025-06-01T00:00:00+02:00') }).ok).toBe(true);
    expect(checkCoupon(period, { ...unused, now: new Date('2025-06-30T23:59:59+02:00') }).ok).toBe(true);
    expect(checkCoupon(period, { ...unused, now: new Date('2025-07-01T00:00:00+02:00') })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('skips the checks of what is not known yet (no cart, no customer, unknown flow)', () => {
    const strict = coupon({ isOnboarding: true, minimumOrderCents: 5000, type: 'free_product', productIds: [9] });
    expect(checkCoupon(strict, unused)).toEqual({ ok: true });
    expect(checkCoupon(strict, { ...unused, isOnboarding: true, productIds: [9], subtotalCents: 5000 })).toEqual({
      ok: true,
    });
  });

  it('reports the code’s own state before whether it fits the order', () => {
    const expiredOnboarding = coupon({ isOnboarding: true, validUntil: new Date('2025-01-01T00:00:00Z') });
    expect(checkCoupon(expiredOnboarding, { ...unused, isOnboarding: false })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('combineCoupons', () => {
  const welcome = coupon({ code: 'WELCOME15', isOnboarding: true });
  const spring = coupon({ code: 'SPRING10', value: 1000 });
  const trial = coupon({ code: 'TRYBROKKIE', type: 'testbag', value: 0, isOnboarding: true });
  const thanks = coupon({ code: 'BEDANKT5', type: 'fixed_amount', value: 500 });
  const merci = coupon({ code: 'MERCI5', type: 'fixed_amount', value: 500 });
  const scoop = coupon({ code: 'FREESCOOP', type: 'free_product', value: 0, productIds: [40] });
  const codes = (list: readonly Coupon[]) => list.map((item) => item.code);

  it('lets fixed amounts and free products add up', () => {
    const result = combineCoupons([thanks, merci, scoop, welcome]);
    expect(codes(result.applied)).toEqual(['BEDANKT5', 'MERCI5', 'FREESCOOP', 'WELCOME15']);
    expect(result.rejected).toEqual([]);
  });

  it('takes at most one percentage code; the first entered wins', () => {
    const result = combineCoupons([spring, welcome]);
    expect(codes(result.applied)).toEqual(['SPRING10']);
    expect(result.rejected).toEqual([{ code: 'WELCOME15', reason: 'not_combinable' }]);
  });

  it('takes at most one onboarding code', () => {
    const otherOnboarding = coupon({ code: 'HELLO5', type: 'fixed_amount', value: 500, isOnboarding: true });
    expect(combineCoupons([welcome, otherOnboarding]).rejected).toEqual([{ code: 'HELLO5', reason: 'not_combinable' }]);
  });

  it('gives a trial box no percentage or fixed amount, with a code or with the testbag flag', () => {
    expect(combineCoupons([trial, thanks, scoop]).rejected).toEqual([{ code: 'BEDANKT5', reason: 'not_combinable' }]);
    expect(combineCoupons([thanks, trial]).rejected).toEqual([{ code: 'TRYBROKKIE', reason: 'not_combinable' }]);
    const flagged = combineCoupons([spring, thanks, scoop, trial], { testbag: true });
    expect(codes(flagged.applied)).toEqual(['FREESCOOP', 'TRYBROKKIE']);
    expect(flagged.rejected.map((item) => item.code)).toEqual(['SPRING10', 'BEDANKT5']);
  });

  it('counts the same code entered twice once, without complaint', () => {
    const result = combineCoupons([thanks, thanks]);
    expect(codes(result.applied)).toEqual(['BEDANKT5']);
    expect(result.rejected).toEqual([]);
  });
});

describe('discountOf', () => {
  const lines: DiscountableLine[] = [
    { kind: 'formula', product_id: 1, quantity: 1, unit_price_incl_vat: 1016, total_incl_vat: 1016, trial: true },
    { kind: 'extra', product_id: 40, quantity: 2, unit_price_incl_vat: 500, total_incl_vat: 1000, trial: false },
  ];
  const state = { lines, lineRemaining: [1016, 1000], remaining: 2016 };

  it('testbag: each trial line costs the trial price', () => {
    expect(trialBag).toEqual({ grams: 1000, priceInclVatCents: 495 });
    expect(discountOf({ code: 'TRYBROKKIE', type: 'testbag', value: 0, productIds: [] }, state)).toEqual({
      amount: 521,
      perLine: [521, 0],
    });
  });

  it('free_product: one unit of the first line holding the product', () => {
    expect(discountOf({ code: 'FREESCOOP', type: 'free_product', value: 0, productIds: [40] }, state)).toEqual({
      amount: 500,
      perLine: [0, 500],
    });
    expect(discountOf({ code: 'FREESCOOP', type: 'free_product', value: 0, productIds: [77] }, state)).toEqual({
      amount: 0,
      perLine: [0, 0],
    });
  });

  it('percentage: basis points of what is still to pay, half a cent rounded up', () => {
    // 15 % of 20.16 = 3.024 → 3.02; 15 % of 10.10 = 1.515 → 1.52.
    const percentage = { code: 'WELCOME15', type: 'percentage', value: 1500, productIds: [] } as const;
    expect(discountOf(percentage, state)).toEqual({ amount: 302, perLine: null });
    expect(discountOf(percentage, { ...state, remaining: 1010 })).toEqual({ amount: 152, perLine: null });
  });

  it('fixed_amount: its value, never more than what is left to pay', () => {
    const fixed = { code: 'BEDANKT5', type: 'fixed_amount', value: 500, productIds: [] } as const;
    expect(discountOf(fixed, state)).toEqual({ amount: 500, perLine: null });
    expect(discountOf(fixed, { ...state, remaining: 424 })).toEqual({ amount: 424, perLine: null });
  });
});
