import type { AppliedCoupon, CouponType, Discount, DiscountableLine } from './coupons.ts';
import { discountOf, trialBag } from './coupons.ts';
import type { Cents } from './money.ts';
import { multiplyCents, sumCents } from './money.ts';
import type { DeliveryCountry, VatCategory } from './vat.ts';
import { addVat, vatInGross, vatRateOf } from './vat.ts';

/**
 * Prices of a cart and of a meal plan, in integer cents (docs/pricing.md):
 * - Prices are stored excluding VAT (formulas per kg, extras per unit). A consumer sees prices
 *   including VAT: a unit's price is its net price plus the delivery country's VAT, rounded to
 *   the cent once; a line costs that unit price times the quantity, so what is shown adds up.
 * - Discounts reduce the amount incl. VAT. A discount on particular lines (trial bag, free
 *   product) stays with their VAT rate; a discount on the whole cart (percentage, fixed amount)
 *   is spread over the VAT rates in proportion to what is paid at each rate.
 * - VAT is then taken out of what is paid per rate (the amount incl. VAT is the price; the VAT in
 *   it is rounded once per rate). Nothing goes below 0.
 */

/**
 * What delivery adds to a box, in cents incl. VAT: nothing, in every country. Delivery is part of
 * every price (no cart has a delivery line), and the pages say so wherever a price is shown.
 */
export const deliveryChargeCents: Cents = 0;

export interface CartLineInput {
  kind: 'formula' | 'extra';
  productId: number;
  animalId?: number | null;
  /** Sacs of a formula, units of an extra: a whole number ≥ 1. */
  quantity: number;
  /** Sac size in grams; formulas only. */
  unitGrams?: number | null;
  /** Excl. VAT: per kg for a formula, per unit for an extra. */
  priceExclVatCents: Cents;
  vatCategory: VatCategory;
}

export interface CartInput {
  country: DeliveryCountry;
  lines: readonly CartLineInput[];
  /** Coupons that passed `checkCoupon` and `combineCoupons`, in the order they were entered. */
  coupons: readonly AppliedCoupon[];
  /** The first delivery is a trial bag (`trialBag`) per formula line, with or without a testbag code. */
  testbag?: boolean;
}

export interface PricedLine extends DiscountableLine {
  animal_id: number | null;
  /** Sac size of a formula line (the trial sac's size for a trial line); null for an extra. */
  unit_grams: number | null;
  /** VAT rate in basis points (2100 = 21 %). */
  vat_rate: number;
  /** Before discounts; the net part of `total_incl_vat`. */
  total_excl_vat: Cents;
}

export interface PricedDiscount {
  /** null for a trial bag asked for without a code. */
  code: string | null;
  type: CouponType;
  amount: Cents;
}

export interface VatAmount {
  /** Basis points. */
  rate: number;
  /** What is paid at this rate, after discounts. */
  total_incl_vat: Cents;
  base_excl_vat: Cents;
  vat: Cents;
}

export interface CartPrice {
  lines: PricedLine[];
  /** Sum of the lines incl. VAT, before discounts. */
  subtotal: Cents;
  discounts: PricedDiscount[];
  discount_total: Cents;
  /** One entry per VAT rate in the cart, lowest rate first. */
  vat: VatAmount[];
  total_excl_vat: Cents;
  total_vat: Cents;
  /** To pay, incl. VAT. */
  total: Cents;
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} must be a whole number ≥ 1: ${value}`);
}

/** Net price of a sac of `grams` of a formula priced `pricePerKgExclVat` (rounded to the cent). */
export function sacPriceExclVat(grams: number, pricePerKgExclVat: Cents): Cents {
  assertCount(grams, 'Sac grams');
  return multiplyCents(pricePerKgExclVat, grams / 1000);
}

function priceLine(line: CartLineInput, country: DeliveryCountry, testbag: boolean): PricedLine {
  const rate = vatRateOf(country, line.vatCategory);
  const trial = testbag && line.kind === 'formula';
  let quantity = line.quantity;
  let unitGrams: number | null = null;
  let unitExclVat: Cents;
  if (line.kind === 'formula') {
    unitGrams = trial ? trialBag.grams : (line.unitGrams ?? 0);
    if (trial) quantity = 1;
    unitExclVat = sacPriceExclVat(unitGrams, line.priceExclVatCents);
  } else {
    unitExclVat = line.priceExclVatCents;
  }
  assertCount(quantity, 'Quantity');
  const unitInclVat = addVat(unitExclVat, rate);
  const totalInclVat = unitInclVat * quantity;
  return {
    kind: line.kind,
    product_id: line.productId,
    animal_id: line.animalId ?? null,
    quantity,
    unit_grams: unitGrams,
    unit_price_incl_vat: unitInclVat,
    total_incl_vat: totalInclVat,
    total_excl_vat: totalInclVat - vatInGross(totalInclVat, rate),
    vat_rate: rate,
    trial,
  };
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents that add up to `amount`
 * (largest remainder: the cents left by rounding down go to the largest fractions, earliest first).
 */
export function splitProRata(amount: Cents, weights: readonly Cents[]): Cents[] {
  const total = sumCents(weights);
  if (amount > total) throw new RangeError(`Cannot spread ${amount} over ${total}`);
  if (amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - sumCents(shares);
  const order = weights.map((weight, index) => ({ index, fraction: (amount * weight) % total })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

// Trial bag first (it sets the price of the trial lines), then free products, then the
// percentage on what is still to pay, then fixed amounts (never multiplied by a percentage).
const applicationOrder: Record<CouponType, number> = { testbag: 0, free_product: 1, percentage: 2, fixed_amount: 3 };

export function priceCart(input: CartInput): CartPrice {
  const testbag = input.testbag === true || input.coupons.some((coupon) => coupon.type === 'testbag');
  const lines = input.lines.map((line) => priceLine(line, input.country, testbag));
  const subtotal = sumCents(lines.map((line) => line.total_incl_vat));

  const coupons: { code: string | null; coupon: AppliedCoupon }[] = input.coupons.map((coupon) => ({
    code: coupon.code,
    coupon,
  }));
  if (testbag && !input.coupons.some((coupon) => coupon.type === 'testbag')) {
    coupons.push({ code: null, coupon: { code: '', type: 'testbag', value: 0, productIds: [] } });
  }
  coupons.sort((a, b) => applicationOrder[a.coupon.type] - applicationOrder[b.coupon.type]);

  const lineRemaining = lines.map((line) => line.total_incl_vat);
  let remaining = subtotal;
  let cartWide = 0;
  const discounts: PricedDiscount[] = [];
  for (const { code, coupon } of coupons) {
    const discount: Discount = discountOf(coupon, { lines, lineRemaining, remaining });
    if (discount.perLine) {
      discount.perLine.forEach((amount, index) => {
        lineRemaining[index] = (lineRemaining[index] ?? 0) - amount;
      });
    } else {
      cartWide += discount.amount;
    }
    remaining -= discount.amount;
    discounts.push({ code, type: coupon.type, amount: discount.amount });
  }

  const rates = [...new Set(lines.map((line) => line.vat_rate))].sort((a, b) => a - b);
  const grossByRate = rates.map((rate) => sumCents(lines.flatMap((line, index) => (line.vat_rate === rate ? [lineRemaining[index] ?? 0] : []))));
  const cartWideByRate = splitProRata(cartWide, grossByRate);
  const vat = rates.map((rate, index): VatAmount => {
    const paid = (grossByRate[index] ?? 0) - (cartWideByRate[index] ?? 0);
    const vatAmount = vatInGross(paid, rate);
    return { rate, total_incl_vat: paid, base_excl_vat: paid - vatAmount, vat: vatAmount };
  });
  const total = sumCents(vat.map((entry) => entry.total_incl_vat));
  const totalVat = sumCents(vat.map((entry) => entry.vat));
  return {
    lines,
    subtotal,
    discounts,
    discount_total: subtotal - total,
    vat,
    total_excl_vat: total - totalVat,
    total_vat: totalVat,
    total,
  };
}

export interface PlanPriceInput {
  /** Grams of the formula in one delivery (all sacs together). */
  gramsPerDelivery: number;
  pricePerKgExclVatCents: Cents;
  vatRateBasisPoints: number;
  /** Days one delivery lasts (interval in weeks × 7). */
  days: number;
  /**
   * The sacs the grams come in (`sacsForDelivery(...).sacs` of packaging.ts). When given, the price
   * is the sum of the sacs' prices, exactly what POST /delivery/calculate_prices/ charges for them;
   * without, the grams are priced as one amount (at most a cent per sac away from that).
   */
  sacs?: readonly { sizeGrams: number; count: number }[];
}

export interface PlanPrice {
  excl_vat: Cents;
  incl_vat: Cents;
  /** incl_vat / days, rounded half up: what a day of food costs, for display. */
  per_day_incl_vat: Cents;
}

/** The price of one delivery of a pet's meal plan (POST /pricings/). */
export function pricePlanPerDelivery(input: PlanPriceInput): PlanPrice {
  assertCount(input.days, 'Days');
  if (!Number.isSafeInteger(input.gramsPerDelivery) || input.gramsPerDelivery < 0) {
    throw new RangeError(`Grams per delivery must be a whole number ≥ 0: ${input.gramsPerDelivery}`);
  }
  const rate = input.vatRateBasisPoints;
  let inclVat: Cents;
  if (input.sacs) {
    const grams = sumCents(input.sacs.map((sac) => sac.sizeGrams * sac.count));
    if (grams !== input.gramsPerDelivery) {
      throw new RangeError(`Sacs hold ${grams} g, not the ${input.gramsPerDelivery} g per delivery`);
    }
    inclVat = sumCents(input.sacs.map((sac) => addVat(sacPriceExclVat(sac.sizeGrams, input.pricePerKgExclVatCents), rate) * sac.count));
  } else {
    inclVat = addVat(multiplyCents(input.pricePerKgExclVatCents, input.gramsPerDelivery / 1000), rate);
  }
  return {
    excl_vat: inclVat - vatInGross(inclVat, rate),
    incl_vat: inclVat,
    per_day_incl_vat: Math.round(inclVat / input.days),
  };
}
