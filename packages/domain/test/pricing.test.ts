import { describe, expect, it } from 'vitest';
import type { AppliedCoupon } from '../src/coupons.ts';
import { sacsForDelivery } from '../src/packaging.ts';
import { priceCart, pricePlanPerDelivery, splitProRata, type CartLineInput } from '../src/pricing.ts';

// A chicken formula at € 8.40 per kg excl. VAT in 2 kg sacs, treats at € 3.50 excl. VAT a bag,
// a food scoop at € 4.13 excl. VAT. Every amount below is worked out by hand.
const formula = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  kind: 'formula',
  productId: 1,
  animalId: 11,
  quantity: 2,
  unitGrams: 2000,
  priceExclVatCents: 840,
  vatCategory: 'pet_food',
  ...overrides,
});
const treats: CartLineInput = { kind: 'extra', productId: 30, quantity: 1, priceExclVatCents: 350, vatCategory: 'pet_food' };
const scoop: CartLineInput = { kind: 'extra', productId: 40, quantity: 2, priceExclVatCents: 413, vatCategory: 'standard' };

const welcome15: AppliedCoupon = { code: 'WELCOME15', type: 'percentage', value: 1500, productIds: [] };
const bedankt5: AppliedCoupon = { code: 'BEDANKT5', type: 'fixed_amount', value: 500, productIds: [] };
const merci5: AppliedCoupon = { code: 'MERCI5', type: 'fixed_amount', value: 500, productIds: [] };
const freeScoop: AppliedCoupon = { code: 'FREESCOOP', type: 'free_product', value: 0, productIds: [40] };
const tryBrokkie: AppliedCoupon = { code: 'TRYBROKKIE', type: 'testbag', value: 0, productIds: [] };

describe('priceCart: VAT per delivery country', () => {
  it('Belgium, 21 % on food and accessories', () => {
    // Sac: 8.40 × 2 kg = 16.80 net; × 1.21 = 20.328 → 20.33; two sacs 40.66.
    // Treats: 3.50 × 1.21 = 4.235 → 4.24 (half a cent rounds up).
    // Paid at 21 %: 44.90; net 44.90 / 1.21 = 37.107 → 37.11; VAT 7.79.
    const price = priceCart({ country: 'BE', lines: [formula(), treats], coupons: [] });
    expect(price.lines).toEqual([
      {
        kind: 'formula',
        product_id: 1,
        animal_id: 11,
        quantity: 2,
        unit_grams: 2000,
        unit_price_incl_vat: 2033,
        total_incl_vat: 4066,
        total_excl_vat: 3360,
        vat_rate: 2100,
        trial: false,
      },
      {
        kind: 'extra',
        product_id: 30,
        animal_id: null,
        quantity: 1,
        unit_grams: null,
        unit_price_incl_vat: 424,
        total_incl_vat: 424,
        total_excl_vat: 350,
        vat_rate: 2100,
        trial: false,
      },
    ]);
    expect(price).toMatchObject({
      subtotal: 4490,
      discounts: [],
      discount_total: 0,
      vat: [{ rate: 2100, total_incl_vat: 4490, base_excl_vat: 3711, vat: 779 }],
      total_excl_vat: 3711,
      total_vat: 779,
      total: 4490,
    });
  });

  it('the Netherlands, 21 % like Belgium', () => {
    const price = priceCart({ country: 'NL', lines: [formula(), treats], coupons: [] });
    expect(price).toMatchObject({ subtotal: 4490, total_vat: 779, total: 4490 });
  });

  it('France, 20 %', () => {
    // Sac 16.80 × 1.20 = 20.16, two 40.32; treats 3.50 × 1.20 = 4.20; 44.52 = 37.10 + 7.42 VAT.
    const price = priceCart({ country: 'FR', lines: [formula(), treats], coupons: [] });
    expect(price.lines.map((line) => line.unit_price_incl_vat)).toEqual([2016, 420]);
    expect(price).toMatchObject({
      subtotal: 4452,
      vat: [{ rate: 2000, total_incl_vat: 4452, base_excl_vat: 3710, vat: 742 }],
      total_excl_vat: 3710,
      total_vat: 742,
      total: 4452,
    });
  });

  it('Germany, 7 % on food and 19 % on an accessory, one VAT line per rate', () => {
    // Sac 16.80 × 1.07 = 17.976 → 17.98, two 35.96: net 35.96 / 1.07 = 33.607 → 33.61, VAT 2.35.
    // Scoop 4.13 × 1.19 = 4.9147 → 4.91, two 9.82: net 9.82 / 1.19 = 8.252 → 8.25, VAT 1.57.
    const price = priceCart({ country: 'DE', lines: [formula(), scoop], coupons: [] });
    expect(price.lines.map((line) => [line.unit_price_incl_vat, line.total_incl_vat, line.vat_rate])).toEqual([
      [1798, 3596, 700],
      [491, 982, 1900],
    ]);
    expect(price).toMatchObject({
      subtotal: 4578,
      vat: [
        { rate: 700, total_incl_vat: 3596, base_excl_vat: 3361, vat: 235 },
        { rate: 1900, total_incl_vat: 982, base_excl_vat: 825, vat: 157 },
      ],
      total_excl_vat: 4186,
      total_vat: 392,
      total: 4578,
    });
  });

  it('rounds a sac of an odd weight once, then multiplies', () => {
    // 8.99 × 1.5 kg = 13.485 → 13.49 net; × 1.21 = 16.3229 → 16.32; six sacs 97.92.
    const price = priceCart({
      country: 'BE',
      lines: [formula({ priceExclVatCents: 899, unitGrams: 1500, quantity: 6 })],
      coupons: [],
    });
    expect(price.lines[0]).toMatchObject({ unit_price_incl_vat: 1632, total_incl_vat: 9792 });
    expect(Number.isInteger(price.total_vat)).toBe(true);
  });

  it('prices an empty cart at 0', () => {
    expect(priceCart({ country: 'BE', lines: [], coupons: [welcome15] })).toMatchObject({
      subtotal: 0,
      discounts: [{ code: 'WELCOME15', type: 'percentage', amount: 0 }],
      vat: [],
      total: 0,
    });
  });

  it('refuses a quantity or sac size that is not a whole number ≥ 1', () => {
    expect(() => priceCart({ country: 'BE', lines: [formula({ quantity: 0 })], coupons: [] })).toThrow(RangeError);
    expect(() => priceCart({ country: 'BE', lines: [formula({ unitGrams: null })], coupons: [] })).toThrow(RangeError);
    expect(() => priceCart({ country: 'BE', lines: [{ ...treats, quantity: 1.5 }], coupons: [] })).toThrow(RangeError);
  });
});

describe('priceCart: coupons', () => {
  it('percentage: 15 % of the subtotal (Belgium)', () => {
    // 15 % of 44.90 = 6.735 → 6.74; 38.16 left: net 31.537 → 31.54, VAT 6.62.
    const price = priceCart({ country: 'BE', lines: [formula(), treats], coupons: [welcome15] });
    expect(price).toMatchObject({
      subtotal: 4490,
      discounts: [{ code: 'WELCOME15', type: 'percentage', amount: 674 }],
      discount_total: 674,
      vat: [{ rate: 2100, total_incl_vat: 3816, base_excl_vat: 3154, vat: 662 }],
      total: 3816,
      total_vat: 662,
      total_excl_vat: 3154,
    });
  });

  it('percentage in Germany: the discount is spread over 7 % and 19 % in proportion', () => {
    // 15 % of 45.78 = 6.867 → 6.87. Shares: 687 × 3596 / 4578 = 539.63, 687 × 982 / 4578 = 147.37;
    // rounded down 539 + 147 = 686, the last cent to the larger fraction (7 %): 540 + 147.
    // 7 %: 35.96 − 5.40 = 30.56, net 28.561 → 28.56, VAT 2.00. 19 %: 9.82 − 1.47 = 8.35, net 7.017 → 7.02, VAT 1.33.
    const price = priceCart({ country: 'DE', lines: [formula(), scoop], coupons: [welcome15] });
    expect(price).toMatchObject({
      discounts: [{ code: 'WELCOME15', type: 'percentage', amount: 687 }],
      vat: [
        { rate: 700, total_incl_vat: 3056, base_excl_vat: 2856, vat: 200 },
        { rate: 1900, total_incl_vat: 835, base_excl_vat: 702, vat: 133 },
      ],
      total: 3891,
      total_vat: 333,
      total_excl_vat: 3558,
    });
  });

  it('fixed amounts add up, and never take the total below 0', () => {
    const price = priceCart({ country: 'BE', lines: [formula(), treats], coupons: [bedankt5, merci5] });
    expect(price).toMatchObject({
      discounts: [
        { code: 'BEDANKT5', type: 'fixed_amount', amount: 500 },
        { code: 'MERCI5', type: 'fixed_amount', amount: 500 },
      ],
      total: 3490,
    });
    // Treats alone, 4.24: the first € 5 takes all of it, the second nothing.
    const small = priceCart({ country: 'BE', lines: [treats], coupons: [bedankt5, merci5] });
    expect(small.discounts.map((discount) => discount.amount)).toEqual([424, 0]);
    expect(small).toMatchObject({ total: 0, total_vat: 0, total_excl_vat: 0, vat: [{ rate: 2100, vat: 0 }] });
  });

  it('free product: one scoop of two is free, and its discount stays at its own VAT rate (Germany)', () => {
    // Scoops 2 × 4.91; one free (4.91), so 4.91 paid at 19 %: net 4.126 → 4.13, VAT 0.78.
    const price = priceCart({ country: 'DE', lines: [formula(), scoop], coupons: [freeScoop] });
    expect(price.discounts).toEqual([{ code: 'FREESCOOP', type: 'free_product', amount: 491 }]);
    expect(price.vat).toEqual([
      { rate: 700, total_incl_vat: 3596, base_excl_vat: 3361, vat: 235 },
      { rate: 1900, total_incl_vat: 491, base_excl_vat: 413, vat: 78 },
    ]);
    expect(price.total).toBe(4087);
  });

  it('applies free products before the percentage and fixed amounts last, whatever the order entered', () => {
    // BE: formula 40.66 + scoops 2 × 5.00 = 50.66. Free scoop −5.00 → 45.66; 15 % = 6.849 → 6.85 → 38.81; −5.00 → 33.81.
    const price = priceCart({
      country: 'BE',
      lines: [formula(), scoop],
      coupons: [bedankt5, welcome15, freeScoop],
    });
    expect(price.lines[1]).toMatchObject({ unit_price_incl_vat: 500, total_incl_vat: 1000 });
    expect(price.discounts).toEqual([
      { code: 'FREESCOOP', type: 'free_product', amount: 500 },
      { code: 'WELCOME15', type: 'percentage', amount: 685 },
      { code: 'BEDANKT5', type: 'fixed_amount', amount: 500 },
    ]);
    expect(price).toMatchObject({ subtotal: 5066, discount_total: 1685, total: 3381 });
  });

  it('testbag code: one 1 kg trial sac per pet at € 4.95, extras at their price (Belgium)', () => {
    // Trial sac: 8.40 × 1 kg × 1.21 = 10.164 → 10.16, discount 5.21 → 4.95 per pet.
    // Two pets 9.90 + treats 4.24 = 14.14 paid: net 11.686 → 11.69, VAT 2.45.
    const price = priceCart({
      country: 'BE',
      lines: [formula(), formula({ animalId: 12, productId: 2, quantity: 3 }), treats],
      coupons: [tryBrokkie],
    });
    expect(price.lines.slice(0, 2)).toEqual([
      expect.objectContaining({ animal_id: 11, quantity: 1, unit_grams: 1000, unit_price_incl_vat: 1016, trial: true }),
      expect.objectContaining({ animal_id: 12, quantity: 1, unit_grams: 1000, unit_price_incl_vat: 1016, trial: true }),
    ]);
    expect(price.lines[2]).toMatchObject({ total_incl_vat: 424, trial: false });
    expect(price).toMatchObject({
      subtotal: 2456,
      discounts: [{ code: 'TRYBROKKIE', type: 'testbag', amount: 1042 }],
      vat: [{ rate: 2100, total_incl_vat: 1414, base_excl_vat: 1169, vat: 245 }],
      total: 1414,
    });
  });

  it('testbag flag without a code: the same trial price at 7 % in Germany, discount without a code', () => {
    // Trial sac 8.40 × 1.07 = 8.988 → 8.99, discount 4.04; 4.95 paid: net 4.626 → 4.63, VAT 0.32.
    const price = priceCart({ country: 'DE', lines: [formula()], coupons: [], testbag: true });
    expect(price).toMatchObject({
      discounts: [{ code: null, type: 'testbag', amount: 404 }],
      vat: [{ rate: 700, total_incl_vat: 495, base_excl_vat: 463, vat: 32 }],
      total: 495,
    });
  });

  it('testbag: a formula cheaper than the trial price keeps its own price', () => {
    // 4.00 × 1.21 = 4.84 < 4.95.
    const price = priceCart({ country: 'BE', lines: [formula({ priceExclVatCents: 400 })], coupons: [tryBrokkie] });
    expect(price).toMatchObject({ discounts: [{ code: 'TRYBROKKIE', type: 'testbag', amount: 0 }], total: 484 });
  });

  it('a free product and a trial box together', () => {
    const price = priceCart({ country: 'BE', lines: [formula(), scoop], coupons: [freeScoop], testbag: true });
    expect(price.discounts).toEqual([
      { code: null, type: 'testbag', amount: 521 },
      { code: 'FREESCOOP', type: 'free_product', amount: 500 },
    ]);
    expect(price.total).toBe(495 + 500);
  });
});

describe('splitProRata', () => {
  it('splits in whole cents that add up', () => {
    expect(splitProRata(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitProRata(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitProRata(687, [3596, 982])).toEqual([540, 147]);
    expect(splitProRata(0, [10, 20])).toEqual([0, 0]);
    expect(splitProRata(0, [0, 0])).toEqual([0, 0]);
    expect(() => splitProRata(31, [10, 20])).toThrow(RangeError);
    expect(() => splitProRata(5, [0, 0])).toThrow(RangeError);
  });
});

describe('pricePlanPerDelivery', () => {
  it('Belgium: 300 g a day for 4 weeks of a € 8.40/kg formula', () => {
    // 8.4 kg × 8.40 = 70.56 net; × 1.21 = 85.3776 → 85.38; a day 85.38 / 28 = 3.049 → 3.05.
    expect(
      pricePlanPerDelivery({ gramsPerDelivery: 8400, pricePerKgExclVatCents: 840, vatRateBasisPoints: 2100, days: 28 }),
    ).toEqual({ excl_vat: 7056, incl_vat: 8538, per_day_incl_vat: 305 });
  });

  it('Germany, 7 %: 60 g a day of a cat formula for 6 weeks', () => {
    // 2.52 kg × 9.90 = 24.948 → 24.95 net; × 1.07 = 26.6965 → 26.70; a day 26.70 / 42 = 0.6357 → 0.64.
    expect(
      pricePlanPerDelivery({ gramsPerDelivery: 2520, pricePerKgExclVatCents: 990, vatRateBasisPoints: 700, days: 42 }),
    ).toEqual({ excl_vat: 2495, incl_vat: 2670, per_day_incl_vat: 64 });
  });

  it('with the sacs given, matches what the cart charges for them', () => {
    const sacs = [{ sizeGrams: 1500, count: 6 }];
    const plan = pricePlanPerDelivery({
      gramsPerDelivery: 9000,
      pricePerKgExclVatCents: 899,
      vatRateBasisPoints: 2100,
      days: 28,
      sacs,
    });
    const cart = priceCart({
      country: 'BE',
      lines: [formula({ priceExclVatCents: 899, unitGrams: 1500, quantity: 6 })],
      coupons: [],
    });
    expect(plan.incl_vat).toBe(9792);
    expect(plan.incl_vat).toBe(cart.total);
    expect(plan.excl_vat).toBe(cart.total_excl_vat);
    // As one amount: 9 kg × 8.99 = 80.91 × 1.21 = 97.9011 → 97.90, two cents less.
    expect(
      pricePlanPerDelivery({ gramsPerDelivery: 9000, pricePerKgExclVatCents: 899, vatRateBasisPoints: 2100, days: 28 })
        .incl_vat,
    ).toBe(9790);
  });

  it('takes the sacs of the packaging rule as they come', () => {
    const packing = sacsForDelivery(300, 4);
    const plan = pricePlanPerDelivery({
      gramsPerDelivery: packing.totalGrams,
      pricePerKgExclVatCents: 840,
      vatRateBasisPoints: 2100,
      days: 28,
      sacs: packing.sacs,
    });
    const cart = priceCart({
      country: 'BE',
      lines: packing.sacs.map((sac) => formula({ unitGrams: sac.sizeGrams, quantity: sac.count })),
      coupons: [],
    });
    expect(plan.incl_vat).toBe(cart.total);
  });

  it('refuses sacs that do not hold the grams, and a plan of 0 days', () => {
    const base = { gramsPerDelivery: 9000, pricePerKgExclVatCents: 899, vatRateBasisPoints: 2100, days: 28 };
    expect(() => pricePlanPerDelivery({ ...base, sacs: [{ sizeGrams: 1500, count: 5 }] })).toThrow(RangeError);
    expect(() => pricePlanPerDelivery({ ...base, days: 0 })).toThrow(RangeError);
  });
});
