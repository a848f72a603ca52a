import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findProductsByIds } from '@brokkie/db/catalogue-queries';
import { findCouponsByCodes } from '@brokkie/db/coupon-queries';
import {
  findDeliveryItemOf,
  findDeliveryOf,
  findUnpaidFirstDelivery,
  itemsOfDeliveries,
  latestPaymentStatuses,
  lockDeliveryOf,
  pageDeliveryItemsOf,
  pageListedDeliveriesOf,
  replaceDeliveryItems,
  updateDelivery,
  type DeliveryChanges,
  type DeliveryItemRow,
  type DeliveryRow,
  type ListedDelivery,
} from '@brokkie/db/delivery-queries';
import { lockRecurringDelivery } from '@brokkie/db/recurring-delivery-queries';
import { defaultAddressesOf } from '@brokkie/db/billing-queries';
import { normaliseCouponCode } from '@brokkie/domain/coupons';
import { addDays, canDeliverOn, earliestDeliveryDate, toIsoDate, type IsoDate } from '@brokkie/domain/delivery-dates';
import { sumCents } from '@brokkie/domain/money';
import { splitProRata } from '@brokkie/domain/pricing';
import { isDeliveryCountry, vatInGross, type DeliveryCountry } from '@brokkie/domain/vat';
import {
  deliveryDateWindowWeeks,
  deliveryErrorCodes,
  deliveryMessageKeys,
  editableDeliveryStatuses,
  type Delivery,
  type DeliveryAddress,
  type DeliveryCoupon,
  type DeliveryItem,
  type DeliveryKind,
  type DeliveryStatus,
} from '@brokkie/contracts/delivery';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { pricingMessageKeys, type CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { assertChangeable, moveScheduledBox } from './box-rules.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { toCouponResource } from '../coupon/coupon-service.ts';
import { deliveryCountryFor } from '../pricing/pricing-service.ts';
import { priceFirstDelivery, sameItems, type FirstDeliveryPriceInput } from './delivery-pricing.ts';
import { copyOfAddress } from './checkout-workflow.ts';

// ─── Wire ────────────────────────────────────────────────────────────────────────────────────

export function toDeliveryItem(row: DeliveryItemRow): DeliveryItem {
  return {
    id: row.id,
    url: resourceUrl('deliveryitem', row.id),
    delivery: resourceUrl('delivery', row.deliveryId),
    // Only a formula line has a sac size.
    kind: row.unitGrams === null ? 'extra' : 'formula',
    animal: row.animalId === null ? null : resourceUrl('animal', row.animalId),
    product: resourceUrl('product', row.productId),
    amount: row.amount,
    unit_grams: row.unitGrams,
    unit_price_excl_vat: row.unitPriceExclVatCents,
    vat_rate: row.vatRate,
    total_incl_vat: row.totalInclVatCents,
  };
}

/** The priced cart stored with a delivery (`pricing`), if it has one. */
export function storedCart(row: Pick<DeliveryRow, 'pricing'>): CalculatePricesResponse | undefined {
  return (row.pricing as CalculatePricesResponse | null) ?? undefined;
}

/** The delivery address copied onto a delivery when it was submitted for payment (null before). */
export function storedDeliveryAddress(row: Pick<DeliveryRow, 'deliveryAddress'>): DeliveryAddress | null {
  return (row.deliveryAddress as DeliveryAddress | null) ?? null;
}

/** A delivery as the API sends it, from its row with its items and the status of its latest payment. */
export function toDelivery(row: ListedDelivery): Delivery {
  // The list reads only subtotal, testbag and discount_total of the stored cart (delivery-queries.ts).
  const cart = storedCart(row);
  const items = row.items;
  const subtotal = cart?.subtotal ?? sumCents(items.map((item) => item.totalInclVatCents));
  return {
    id: row.id,
    url: resourceUrl('delivery', row.id),
    kind: row.kind as DeliveryKind,
    status: row.status as DeliveryStatus,
    recurring_delivery: row.recurringDeliveryId === null ? null : resourceUrl('recurringdelivery', row.recurringDeliveryId),
    delivery_date: row.deliveryDate,
    country: row.country as DeliveryCountry,
    testbag: cart?.testbag ?? row.testbag,
    custom_amounts: row.customAmounts,
    subtotal,
    discount: cart?.discount_total ?? Math.max(0, subtotal - row.totalCents),
    price_excl_vat: row.priceExclVatCents,
    vat: row.vatCents,
    total: row.totalCents,
    couponcodes: row.couponCodes,
    delivery_address: storedDeliveryAddress(row),
    items: items.map(toDeliveryItem),
    payment_state: (row.latestPaymentStatus as PaymentStatus | null) ?? null,
    invoice_number: row.invoiceNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
  };
}

/**
 * Where each box not frozen yet (`scheduled`) goes: its customer's default delivery address as it
 * is now, the address the cut-off copies onto it (docs/billing.md). Choosing another default, or
 * changing the default address, moves the next box with it; a box without a default keeps what it has.
 */
async function withPlannedAddresses<Row extends Pick<DeliveryRow, 'status' | 'customerId' | 'deliveryAddress'>>(
  db: Database,
  rows: readonly Row[],
): Promise<Row[]> {
  const customerIds = [...new Set(rows.filter((row) => row.status === 'scheduled').map((row) => row.customerId))];
  if (customerIds.length === 0) return [...rows];
  const defaults = await defaultAddressesOf(db, customerIds);
  return rows.map((row) => {
    const address = row.status === 'scheduled' ? defaults.get(row.customerId) : undefined;
    return address ? { ...row, deliveryAddress: copyOfAddress(address) } : row;
  });
}

/** The deliveries as the API sends them, with their items and the state of their latest payment. */
export async function describeDeliveries(db: Database, rows: readonly DeliveryRow[]): Promise<Delivery[]> {
  const ids = rows.map((row) => row.id);
  const [items, states, planned] = await Promise.all([itemsOfDeliveries(db, ids), latestPaymentStatuses(db, ids), withPlannedAddresses(db, rows)]);
  return planned.map((row) =>
    toDelivery({
      ...row,
      items: items.filter((item) => item.deliveryId === row.id),
      latestPaymentStatus: states.get(row.id) ?? null,
    }),
  );
}

export async function describeDelivery(db: Database, row: DeliveryRow): Promise<Delivery> {
  const [described] = await describeDeliveries(db, [row]);
  if (!described) throw new Error('Delivery not described');
  return described;
}

/** GET /delivery/: a page of the customer's deliveries (the route finds the customer, `actingCustomerVersion`). */
export async function deliveryPageOf(db: Database, customerId: string, window: PageWindow): Promise<{ count: number; results: Delivery[] }> {
  const page = await pageListedDeliveriesOf(db, customerId, window);
  // The list's statement already reads a scheduled box's planned address.
  return { count: page.count, results: page.rows.map(toDelivery) };
}

/** The customer's delivery; another customer's does not exist for them (404). */
export async function ownDelivery(db: Database, customerId: string, id: number): Promise<DeliveryRow> {
  const row = await findDeliveryOf(db, customerId, id);
  if (!row) throw notFound();
  return row;
}

export async function deliveryItemPage(db: Database, customerId: string, window: PageWindow, deliveryId?: number) {
  const page = await pageDeliveryItemsOf(db, customerId, window, deliveryId);
  return { count: page.count, results: page.rows.map(toDeliveryItem) };
}

export async function deliveryItemById(db: Database, customerId: string, id: number): Promise<DeliveryItem> {
  const row = await findDeliveryItemOf(db, customerId, id);
  if (!row) throw notFound();
  return toDeliveryItem(row);
}

// ─── Changing an unpaid delivery ──────────────────────────────────────────────────────────────

export function isEditable(row: DeliveryRow): boolean {
  return (editableDeliveryStatuses as readonly string[]).includes(row.status);
}

export function notEditable(): ApiProblem {
  return new ApiProblem({ statusCode: 409, code: deliveryErrorCodes.notEditable, detail: { key: deliveryMessageKeys.notEditable } });
}

/**
 * Runs `work` in a transaction on the customer's delivery, locked. Locks are always taken in the
 * same order, the recurring delivery first, then the delivery, so that a change of the box and a
 * change of the delivery never wait for each other crosswise.
 */
export async function withLockedDelivery<T>(
  db: Database,
  customerId: string,
  deliveryId: number,
  work: (tx: Database, delivery: DeliveryRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const found = await findDeliveryOf(tx, customerId, deliveryId);
    if (!found) throw notFound();
    if (found.recurringDeliveryId !== null) await lockRecurringDelivery(tx, customerId);
    const delivery = await lockDeliveryOf(tx, customerId, deliveryId);
    if (!delivery) throw notFound();
    return work(tx, delivery);
  });
}

/** The country an unpaid delivery goes to: the default delivery address's, else the one it has. */
export async function currentCountryOf(db: Database, customer: CustomerRow, delivery: DeliveryRow): Promise<DeliveryCountry> {
  return deliveryCountryFor(db, customer, isDeliveryCountry(delivery.country) ? delivery.country : undefined);
}

export interface RepriceOptions extends Partial<Pick<FirstDeliveryPriceInput, 'couponCodes' | 'customAmounts' | 'testbag' | 'country'>> {
  now: Date;
  coupons: FirstDeliveryPriceInput['coupons'];
  /** Other columns to change in the same write. */
  changes?: DeliveryChanges;
}

/**
 * Prices an unpaid first delivery again (its box, coupons and country may have changed) and
 * stores the result: totals, the priced cart, the applied codes, the items. A delivery date that
 * can no longer be kept (it passed, or the country changed) moves to the earliest one.
 */
export async function repriceFirstDelivery(
  tx: Database,
  customer: CustomerRow,
  delivery: DeliveryRow,
  options: RepriceOptions,
): Promise<DeliveryRow> {
  const country = options.country ?? (await currentCountryOf(tx, customer, delivery));
  const priced = await priceFirstDelivery(tx, customer, delivery, {
    now: options.now,
    country,
    couponCodes: options.couponCodes ?? delivery.couponCodes,
    customAmounts: options.customAmounts ?? delivery.customAmounts,
    testbag: options.testbag ?? delivery.testbag,
    coupons: options.coupons,
  });
  const changes: DeliveryChanges = {
    country: priced.country,
    couponCodes: priced.couponCodes,
    priceExclVatCents: priced.cart.total_excl_vat,
    vatCents: priced.cart.total_vat,
    totalCents: priced.cart.total,
    pricing: priced.cart as unknown as Record<string, unknown>,
    ...(options.customAmounts ? { customAmounts: options.customAmounts } : {}),
    ...(options.testbag !== undefined ? { testbag: options.testbag } : {}),
    ...options.changes,
  };
  const date = changes.deliveryDate ?? delivery.deliveryDate;
  if (!date || !canDeliverOn(date, options.now, priced.country)) {
    changes.deliveryDate = earliestDeliveryDate(options.now, priced.country);
  }
  const updated = await updateDelivery(tx, delivery.id, changes);
  if (!sameItems(await itemsOfDeliveries(tx, [delivery.id]), priced.items)) {
    await replaceDeliveryItems(tx, delivery.id, priced.items);
  }
  return updated;
}

/**
 * After a change of the recurring delivery (items, interval): its unpaid first delivery follows.
 * Call it in the transaction that changed the recurring delivery, which holds its lock.
 */
export async function followRecurringChange(tx: Database, customer: CustomerRow, now: Date): Promise<void> {
  const unpaid = await findUnpaidFirstDelivery(tx, customer.id);
  if (!unpaid) return;
  const delivery = await lockDeliveryOf(tx, customer.id, unpaid.id);
  if (delivery && isEditable(delivery)) await repriceFirstDelivery(tx, customer, delivery, { now, coupons: 'lenient' });
}

/** Only a first delivery is priced from the recurring delivery; the others keep what they were made with. */
function assertRepriceable(delivery: DeliveryRow): void {
  if (!isEditable(delivery) || delivery.kind !== 'first') throw notEditable();
}

function renameField(error: unknown, from: string, to: string): unknown {
  if (error instanceof ApiProblem && error.fields?.[from]) return validationFailed({ [to]: error.fields[from] });
  return error;
}

/** POST set_coupons/: the delivery's codes become `codes` (400 on `codes` when one cannot be used). */
export async function setCoupons(
  db: Database,
  customer: CustomerRow,
  deliveryId: number,
  codes: readonly string[],
  now: Date,
): Promise<DeliveryRow> {
  return changeCoupons(db, customer, deliveryId, now, 'codes', () => codes.map(normaliseCouponCode));
}

/** POST add_coupon/. */
export async function addCoupon(db: Database, customer: CustomerRow, deliveryId: number, code: string, now: Date) {
  const added = normaliseCouponCode(code);
  return changeCoupons(db, customer, deliveryId, now, 'code', (current) => [...current.filter((c) => c !== added), added]);
}

/** POST remove_coupon/: a code the delivery does not have changes nothing. */
export async function removeCoupon(db: Database, customer: CustomerRow, deliveryId: number, code: string, now: Date) {
  const removed = normaliseCouponCode(code);
  return changeCoupons(db, customer, deliveryId, now, 'code', (current) => current.filter((c) => c !== removed));
}

async function changeCoupons(
  db: Database,
  customer: CustomerRow,
  deliveryId: number,
  now: Date,
  field: string,
  next: (current: string[]) => string[],
): Promise<DeliveryRow> {
  return withLockedDelivery(db, customer.id, deliveryId, async (tx, delivery) => {
    assertRepriceable(delivery);
    try {
      return await repriceFirstDelivery(tx, customer, delivery, {
        now,
        coupons: 'strict',
        couponCodes: [...new Set(next(delivery.couponCodes))],
      });
    } catch (error) {
      throw renameField(error, 'coupon_codes', field);
    }
  });
}

/**
 * PATCH /delivery/{id}/: the extras of this delivery only (`custom_amounts`: product id → units,
 * 0 removes one, products not named stay). Products must be extras the shop offers.
 */
export async function setCustomAmounts(
  db: Database,
  customer: CustomerRow,
  deliveryId: number,
  amounts: Readonly<Record<string, number>>,
  now: Date,
): Promise<DeliveryRow> {
  return withLockedDelivery(db, customer.id, deliveryId, async (tx, delivery) => {
    // Extras once: in the unpaid first box, or in the subscription's next box until its cut-off.
    if (delivery.kind === 'recurring') assertChangeable(delivery, now);
    else assertRepriceable(delivery);
    const wanted = Object.entries(amounts).filter(([, amount]) => amount > 0);
    const products = new Map((await findProductsByIds(tx, wanted.map(([id]) => Number(id)))).map((row) => [row.id, row]));
    const fields: Record<string, MessageRef[]> = {};
    for (const [id] of wanted) {
      const product = products.get(Number(id));
      if (!product?.active) fields[`custom_amounts.${id}`] = [{ key: pricingMessageKeys.unknownProduct }];
      else if (product.kind !== 'extra') fields[`custom_amounts.${id}`] = [{ key: pricingMessageKeys.notAnExtra }];
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const merged: Record<string, number> = { ...delivery.customAmounts };
    for (const [id, amount] of Object.entries(amounts)) {
      if (amount > 0) merged[id] = amount;
      else delete merged[id];
    }
    return repriceFirstDelivery(tx, customer, delivery, { now, coupons: 'lenient', customAmounts: merged });
  });
}

/** The delivery days a customer may choose now: from the earliest date, for six weeks. */
export function offeredDeliveryDates(now: Date, country: DeliveryCountry): { earliest: IsoDate; last: IsoDate } {
  const earliest = earliestDeliveryDate(now, country);
  return { earliest, last: addDays(earliest, deliveryDateWindowWeeks * 7 - 1) };
}

/** Whether `date` is one of the delivery dates offered now for `country`. */
export function isOfferedDate(date: IsoDate, now: Date, country: DeliveryCountry): boolean {
  return canDeliverOn(date, now, country) && date <= offeredDeliveryDates(now, country).last;
}

/** POST date/: the day (Brussels) of `timestamp` (seconds) must be an offered delivery date. */
export async function setDeliveryDate(
  db: Database,
  customer: CustomerRow,
  deliveryId: number,
  timestampSeconds: number,
  now: Date,
): Promise<DeliveryRow> {
  return withLockedDelivery(db, customer.id, deliveryId, async (tx, delivery) => {
    const date = toIsoDate(new Date(timestampSeconds * 1000));
    // A box of the subscription moves until its cut-off (docs/billing.md).
    if (delivery.kind === 'recurring') return moveScheduledBox(tx, delivery, date, now);
    if (!isEditable(delivery)) throw notEditable();
    const country = await currentCountryOf(tx, customer, delivery);
    if (!isOfferedDate(date, now, country)) {
      throw validationFailed({ date_timestamp: [{ key: deliveryMessageKeys.invalidDate }] });
    }
    return updateDelivery(tx, delivery.id, { deliveryDate: date });
  });
}

/** GET coupon_code/: the delivery's coupons with the discount each gives. */
export async function deliveryCoupons(db: Database, customerId: string, deliveryId: number): Promise<DeliveryCoupon[]> {
  const delivery = await ownDelivery(db, customerId, deliveryId);
  const discounts = storedCart(delivery)?.discounts ?? [];
  const coupons = await findCouponsByCodes(db, delivery.couponCodes);
  const listed: DeliveryCoupon[] = discounts.map((discount) => {
    const row = discount.code === null ? undefined : coupons.get(discount.code);
    return { code: discount.code, type: discount.type, amount: discount.amount, coupon: row ? toCouponResource(row) : null };
  });
  // A code of a delivery priced elsewhere (without a stored cart) is still listed, without an amount.
  for (const code of delivery.couponCodes) {
    const row = coupons.get(code);
    if (row && !listed.some((entry) => entry.code === code)) {
      listed.push({ code, type: toCouponResource(row).type, amount: 0, coupon: toCouponResource(row) });
    }
  }
  return listed;
}

/**
 * The priced cart of a delivery. An unpaid first delivery is priced again from the current
 * state first (its pets' plans, the default address's country, the codes that still apply) and
 * the result stored, unless `persist` is false (staff looking through customer_override).
 * Others answer with the cart they were priced with.
 */
export async function currentCart(
  db: Database,
  customer: CustomerRow,
  deliveryId: number,
  options: { now: Date; persist: boolean },
): Promise<{ delivery: DeliveryRow; cart: CalculatePricesResponse }> {
  const found = await ownDelivery(db, customer.id, deliveryId);
  if (found.kind === 'first' && isEditable(found)) {
    if (options.persist) {
      const delivery = await withLockedDelivery(db, customer.id, deliveryId, async (tx, locked) =>
        locked.kind === 'first' && isEditable(locked)
          ? repriceFirstDelivery(tx, customer, locked, { now: options.now, coupons: 'lenient' })
          : locked,
      );
      return { delivery, cart: storedCart(delivery) ?? (await cartOfItems(db, delivery, options.now)) };
    }
    const priced = await priceFirstDelivery(db, customer, found, {
      now: options.now,
      country: await currentCountryOf(db, customer, found),
      couponCodes: found.couponCodes,
      customAmounts: found.customAmounts,
      testbag: found.testbag,
      coupons: 'lenient',
    });
    return { delivery: found, cart: priced.cart };
  }
  return { delivery: found, cart: storedCart(found) ?? (await cartOfItems(db, found, options.now)) };
}

/**
 * The cart of a delivery made without a stored priced cart (by another process), from its items
 * and totals: a discount is spread over the VAT rates as pricing spreads a cart-wide one.
 */
async function cartOfItems(db: Database, delivery: DeliveryRow, now: Date): Promise<CalculatePricesResponse> {
  const items = await itemsOfDeliveries(db, [delivery.id]);
  const subtotal = sumCents(items.map((item) => item.totalInclVatCents));
  const country = delivery.country as DeliveryCountry;
  const discount = Math.min(subtotal, Math.max(0, subtotal - delivery.totalCents));
  const rates = [...new Set(items.map((item) => item.vatRate))].sort((a, b) => a - b);
  const grossByRate = rates.map((rate) => sumCents(items.filter((item) => item.vatRate === rate).map((item) => item.totalInclVatCents)));
  const discountByRate = splitProRata(discount, grossByRate);
  const vat = rates.map((rate, index) => {
    const paid = (grossByRate[index] ?? 0) - (discountByRate[index] ?? 0);
    const inVat = vatInGross(paid, rate);
    return { rate, total_incl_vat: paid, base_excl_vat: paid - inVat, vat: inVat };
  });
  return {
    cart_id: delivery.id,
    country,
    testbag: delivery.testbag,
    coupon_codes: delivery.couponCodes,
    lines: items.map((item) => ({
      kind: item.unitGrams === null ? ('extra' as const) : ('formula' as const),
      product: resourceUrl('product', item.productId),
      animal: item.animalId === null ? null : resourceUrl('animal', item.animalId),
      quantity: item.amount,
      unit_grams: item.unitGrams,
      unit_price_incl_vat: Math.round(item.totalInclVatCents / item.amount),
      total_incl_vat: item.totalInclVatCents,
      total_excl_vat: item.totalInclVatCents - vatInGross(item.totalInclVatCents, item.vatRate),
      vat_rate: item.vatRate,
      trial: false,
    })),
    subtotal,
    discounts: [],
    discount_total: discount,
    vat,
    total_excl_vat: delivery.priceExclVatCents,
    total_vat: delivery.vatCents,
    total: delivery.totalCents,
    earliest_delivery_date: earliestDeliveryDate(now, country),
  };
}
