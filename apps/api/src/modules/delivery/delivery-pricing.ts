import { toPricedCart } from '../pricing/pricing-service.ts';
import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findProductsByIds } from '@brokkie/db/catalogue-queries';
import type { DeliveryItemRow, DeliveryRow, NewDeliveryItem } from '@brokkie/db/delivery-queries';
import { findRecurringDeliveryById, itemsOfRecurringDelivery } from '@brokkie/db/recurring-delivery-queries';
import type { Coupon } from '@brokkie/domain/coupons';
import { todayIsoDate } from '@brokkie/domain/dates';
import { priceCart, sacPriceExclVat, type CartLineInput, type CartPrice } from '@brokkie/domain/pricing';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { ApiProblem } from '../../lib/api-problem.ts';
import { couponCallerForCustomer, couponsForCart, type CouponCaller } from '../coupon/coupon-service.ts';
import { boxLines, extraLine, GramsPerDay, planItems } from './delivery-box.ts';

/** What a first delivery costs now, and what it holds. */
export interface PricedDelivery {
  country: DeliveryCountry;
  /** The codes applied, upper case, in the order entered. */
  couponCodes: string[];
  /** Stored as the delivery's `pricing`: the shape of POST /delivery/calculate_prices/. */
  cart: CalculatePricesResponse;
  items: NewDeliveryItem[];
}

export interface FirstDeliveryPriceInput {
  now: Date;
  country: DeliveryCountry;
  couponCodes: readonly string[];
  testbag: boolean;
  customAmounts: Readonly<Record<string, number>>;
  /**
   * strict: a code that cannot be used is a 400 on `coupon_codes` (what the customer typed, and
   * the last check before paying). lenient: such codes are left out (the box changed under them,
   * e.g. the free product's product was removed), so that the change of the box goes through.
   */
  coupons: 'strict' | 'lenient';
}

/**
 * Prices an unpaid first delivery from its recurring delivery's included items (formula sacs per
 * the pets' meal plans, trial sacs in a trial box, recurring extras), plus the extras of this
 * delivery only (`custom_amounts`), with its coupons, in the delivery country (packages/domain
 * pricing, docs/pricing.md).
 */
export async function priceFirstDelivery(
  db: Database,
  customer: CustomerRow,
  delivery: DeliveryRow,
  input: FirstDeliveryPriceInput,
): Promise<PricedDelivery> {
  const lines: CartLineInput[] = [];
  const recurring =
    delivery.recurringDeliveryId === null ? undefined : await findRecurringDeliveryById(db, customer.id, delivery.recurringDeliveryId);
  if (recurring) {
    const planned = await planItems(
      new GramsPerDay(db, todayIsoDate(input.now)),
      await itemsOfRecurringDelivery(db, recurring.id),
      recurring.intervalWeeks,
    );
    lines.push(...boxLines(planned, { testbag: input.testbag }));
  }
  const extras = Object.entries(input.customAmounts).filter(([, amount]) => amount > 0);
  const products = new Map((await findProductsByIds(db, extras.map(([id]) => Number(id)))).map((row) => [row.id, row]));
  for (const [id, amount] of extras) {
    const product = products.get(Number(id));
    // A product taken out of the catalogue since it was added is no longer sold.
    if (product?.active && product.kind === 'extra') lines.push(extraLine(product, amount));
  }

  const caller = await couponCallerForCustomer(db, customer.id);
  const coupons =
    input.coupons === 'strict'
      ? await cartCoupons(db, input.couponCodes, caller, lines, input)
      : await usableCoupons(db, input.couponCodes, caller, lines, input);
  const price = priceCart({ country: input.country, lines, coupons, testbag: input.testbag });
  return {
    country: input.country,
    couponCodes: coupons.map((coupon) => coupon.code),
    cart: toCart(delivery.id, price, input, coupons),
    items: deliveryItemsOf(price, lines),
  };
}

function cartCoupons(
  db: Database,
  codes: readonly string[],
  caller: CouponCaller,
  lines: readonly CartLineInput[],
  input: FirstDeliveryPriceInput,
): Promise<Coupon[]> {
  return couponsForCart(db, codes, {
    now: input.now,
    caller,
    testbag: input.testbag,
    productIds: lines.map((line) => line.productId),
    subtotalFor: (testbag) => priceCart({ country: input.country, lines, coupons: [], testbag }).subtotal,
  });
}

/** The codes that still apply, in order: each is kept when it applies together with those kept before it. */
async function usableCoupons(
  db: Database,
  codes: readonly string[],
  caller: CouponCaller,
  lines: readonly CartLineInput[],
  input: FirstDeliveryPriceInput,
): Promise<Coupon[]> {
  let kept: Coupon[] = [];
  for (const code of codes) {
    try {
      kept = await cartCoupons(db, [...kept.map((coupon) => coupon.code), code], caller, lines, input);
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.statusCode !== 400) throw error;
    }
  }
  return kept;
}

function toCart(
  deliveryId: number,
  price: CartPrice,
  input: FirstDeliveryPriceInput,
  coupons: readonly Coupon[],
): CalculatePricesResponse {
  return toPricedCart(price, { cartId: deliveryId, country: input.country, testbag: input.testbag, coupons, now: input.now });
}

/** A delivery's items from its priced cart: one per priced line, a formula at its sack's price. */
export function deliveryItemsOf(price: CartPrice, lines: readonly CartLineInput[]): NewDeliveryItem[] {
  return price.lines.map((line, index) => {
    const source = lines[index];
    if (!source) throw new Error('Priced lines out of step with the cart');
    return {
      animalId: line.animal_id,
      productId: line.product_id,
      amount: line.quantity,
      unitGrams: line.unit_grams,
      unitPriceExclVatCents:
        line.kind === 'formula' ? sacPriceExclVat(line.unit_grams ?? 0, source.priceExclVatCents) : source.priceExclVatCents,
      vatRate: line.vat_rate,
      totalInclVatCents: line.total_incl_vat,
    };
  });
}

type ComparableItem = Pick<
  NewDeliveryItem,
  'animalId' | 'productId' | 'amount' | 'unitGrams' | 'unitPriceExclVatCents' | 'vatRate' | 'totalInclVatCents'
>;

/** Whether a delivery's stored items are the ones just priced (then they need no rewrite). */
export function sameItems(stored: readonly DeliveryItemRow[], next: readonly NewDeliveryItem[]): boolean {
  const key = (item: ComparableItem) =>
    [item.animalId ?? null, item.productId, item.amount, item.unitGrams ?? null, item.unitPriceExclVatCents, item.vatRate, item.totalInclVatCents].join(':');
  return stored.length === next.length && stored.every((item, index) => key(item) === key(next[index] as ComparableItem));
}
