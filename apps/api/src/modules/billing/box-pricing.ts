import type { Database } from '@brokkie/db/client';
import type { AddressRow } from '@brokkie/db/address-queries';
import { defaultAddressesOf, itemsOfSubscriptions } from '@brokkie/db/billing-queries';
import { findProductsByIds, type ProductRow } from '@brokkie/db/catalogue-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { itemsOfDeliveries, type DeliveryItemRow, type DeliveryRow, type NewDeliveryItem } from '@brokkie/db/delivery-queries';
import type { RecurringDeliveryRow, RecurringItemWithRefs } from '@brokkie/db/recurring-delivery-queries';
import { todayIsoDate } from '@brokkie/domain/dates';
import { canDeliverOn, earliestDeliveryDate, type IsoDate } from '@brokkie/domain/delivery-dates';
import { priceCart, type CartLineInput } from '@brokkie/domain/pricing';
import { isDeliveryCountry, type DeliveryCountry } from '@brokkie/domain/vat';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { boxLines, extraLine, GramsPerDay, planItems } from '../delivery/delivery-box.ts';
import { deliveryItemsOf, sameItems } from '../delivery/delivery-pricing.ts';
import { toPricedCart } from '../pricing/pricing-service.ts';

/**
 * The pricing of a batch of the scheduler's boxes, as `repriceFirstDelivery` prices one box, from
 * what is read for the whole batch at once (the subscriptions' items with their products and
 * pets, the customers' default addresses, the extras' products, the boxes' stored items): a few
 * statements a batch instead of a dozen a box. The rules are the delivery module's own building
 * blocks (planItems, boxLines, extraLine, priceCart, toPricedCart); what this file repeats of
 * `priceFirstDelivery` and `repriceFirstDelivery` (the cart's lines as delivery items, the
 * columns written, the date kept or moved) is held equal to them by
 * apps/api/test/modules/billing/box-pricing.test.ts.
 *
 * Boxes with coupon codes are not priced here (`needsSinglePricing`): recurring boxes have none
 * (codes are for first deliveries), and checking codes takes the coupon module's own reads.
 */
export class BoxPricingBatch {
  private constructor(
    private readonly grams: GramsPerDay,
    private readonly items: Map<number, RecurringItemWithRefs[]>,
    private readonly addresses: Map<string, AddressRow>,
    private readonly extras: Map<number, ProductRow>,
    private readonly stored: Map<number, DeliveryItemRow[]>,
  ) {}

  /**
   * Reads what pricing `boxes` takes. `subscriptions` are the boxes' recurring deliveries;
   * `storedItemsOf`, the boxes whose current items must be compared with the priced ones
   * (new boxes have none).
   */
  static async load(
    db: Database,
    input: {
      boxes: readonly DeliveryRow[];
      customerIds: readonly string[];
      subscriptionIds: readonly number[];
      storedItemsOf: readonly number[];
      now: Date;
    },
  ): Promise<BoxPricingBatch> {
    const extraIds = [...new Set(input.boxes.flatMap((box) => extraEntries(box).map(([id]) => id)))];
    const items = await itemsOfSubscriptions(db, input.subscriptionIds);
    const addresses = await defaultAddressesOf(db, input.customerIds);
    const extras = new Map((await findProductsByIds(db, extraIds)).map((row) => [row.id, row]));
    const stored = groupBy(await itemsOfDeliveries(db, input.storedItemsOf), (item) => item.deliveryId);
    return new BoxPricingBatch(new GramsPerDay(db, todayIsoDate(input.now)), items, addresses, extras, stored);
  }

  /** Boxes this batch does not price: `repriceFirstDelivery` must. */
  static needsSinglePricing(box: DeliveryRow): boolean {
    return box.couponCodes.length > 0;
  }

  /** The customer's default delivery address, when it is still theirs (`findAddressOf`). */
  defaultAddressOf(customer: CustomerRow): AddressRow | undefined {
    const address = this.addresses.get(customer.id);
    return address && address.id === customer.defaultDeliveryAddressId ? address : undefined;
  }

  /** `deliveryCountryFor`: the default delivery address's country, else the one asked for, else BE. */
  countryFor(customer: CustomerRow, requested: string | undefined): DeliveryCountry {
    const fromAddress = this.defaultAddressOf(customer)?.country;
    if (fromAddress && isDeliveryCountry(fromAddress)) return fromAddress;
    return requested && isDeliveryCountry(requested) ? requested : 'BE';
  }

  /**
   * The box priced now in `country` (`priceFirstDelivery` without coupons) and what
   * `repriceFirstDelivery` would write: the columns, the date (kept when it can still be
   * delivered on, else the earliest one) and the items (undefined: the stored ones are the same).
   */
  async price(
    box: DeliveryRow,
    customer: CustomerRow,
    recurring: RecurringDeliveryRow | undefined,
    country: DeliveryCountry,
    now: Date,
    deliveryDate: IsoDate | null = box.deliveryDate,
  ): Promise<PricedBox> {
    const lines: CartLineInput[] = [];
    // As `findRecurringDeliveryById`: only the customer's own subscription fills the box.
    if (recurring && recurring.customerId === customer.id) {
      const planned = await planItems(this.grams, this.items.get(recurring.id) ?? [], recurring.intervalWeeks);
      lines.push(...boxLines(planned, { testbag: box.testbag }));
    }
    for (const [id, amount] of extraEntries(box)) {
      const product = this.extras.get(id);
      // A product taken out of the catalogue since it was added is no longer sold.
      if (product?.active && product.kind === 'extra') lines.push(extraLine(product, amount));
    }
    const price = priceCart({ country, lines, coupons: [], testbag: box.testbag });
    const cart = toPricedCart(price, { cartId: box.id, country, testbag: box.testbag, coupons: [], now });
    const items = deliveryItemsOf(price, lines);
    return {
      country,
      deliveryDate: deliveryDate && canDeliverOn(deliveryDate, now, country) ? deliveryDate : earliestDeliveryDate(now, country),
      priceExclVatCents: cart.total_excl_vat,
      vatCents: cart.total_vat,
      totalCents: cart.total,
      pricing: cart,
      items: sameItems(this.stored.get(box.id) ?? [], items) ? undefined : items,
    };
  }
}

export interface PricedBox {
  country: DeliveryCountry;
  deliveryDate: IsoDate;
  priceExclVatCents: number;
  vatCents: number;
  totalCents: number;
  pricing: CalculatePricesResponse;
  /** The box's new items; undefined when the stored ones are the same. */
  items: NewDeliveryItem[] | undefined;
}

/** The extras of this box only (`custom_amounts`) that are in it. */
function extraEntries(box: DeliveryRow): Array<[number, number]> {
  return Object.entries(box.customAmounts).flatMap(([id, amount]) => (amount > 0 ? [[Number(id), amount] as [number, number]] : []));
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
