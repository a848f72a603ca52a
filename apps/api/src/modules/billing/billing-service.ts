import type { Database } from '@brokkie/db/client';
import { findAddressOf } from '@brokkie/db/address-queries';
import {
  boxesToAdvanceFromOf,
  boxesToAdvanceFromOfSubscriptions,
  claimBillingEvent,
  claimBillingEvents,
  clearSkippedItemsOf,
  deleteScheduledBoxes,
  insertScheduledBox,
  insertScheduledBoxes,
  lastDeliveryAddressesOf,
  lastDeliveryAddressOf,
  latestDeliveryCountriesOf,
  openBoxOfSubscription,
  paidBoxToCome,
  replaceItemsOfBoxes,
  setNextDeliveryDates,
  updateBilling,
  writeBoxes,
  type BoxWrite,
} from '@brokkie/db/billing-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import type { DeliveryChanges, DeliveryRow, NewDeliveryItem } from '@brokkie/db/delivery-queries';
import {
  clearSkippedItems,
  findRecurringDeliveryById,
  itemsOfRecurringDelivery,
  lockRecurringDelivery,
  updateRecurringDelivery,
  type RecurringDeliveryRow,
} from '@brokkie/db/recurring-delivery-queries';
import {
  cutOffFor,
  isBeforeCutOff,
  isOfferedScheduledDate,
  offeredScheduledDates,
  schedulableDate,
} from '@brokkie/domain/billing-schedule';
import { todayIsoDate } from '@brokkie/domain/dates';
import { isDeliveryDay, type IsoDate } from '@brokkie/domain/delivery-dates';
import { priceCart } from '@brokkie/domain/pricing';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import {
  billingMessageKeys,
  type BillingState,
  type NextDelivery,
  type SubscriptionPreview,
  type SubscriptionPreviewQuery,
} from '@brokkie/contracts/billing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import { copyOfAddress, deliveryAfter } from '../delivery/checkout-workflow.ts';
import { boxLines, GramsPerDay, planItems } from '../delivery/delivery-box.ts';
import {
  currentCountryOf,
  describeDelivery,
  repriceFirstDelivery,
  storedCart,
  withLockedDelivery,
} from '../delivery/delivery-service.ts';
import { planRecurringDelivery, subscriptionCountryOf } from '../delivery/recurring-delivery-service.ts';
import { assertChangeable, cutOffPassed } from '../delivery/box-rules.ts';
import { BoxPricingBatch, type PricedBox } from './box-pricing.ts';

/**
 * The boxes of a subscription (docs/billing.md): made ahead of time from the recurring delivery
 * (`scheduled`), changeable until their cut-off, then frozen (`awaiting_payment`) and charged.
 * Every function here works inside a transaction holding the locks it needs: the recurring
 * delivery first, then the box (the lock order of docs/deliveries.md).
 */

// ─── Making, refreshing and freezing a box ──────────────────────────────────────────────────

/**
 * After a paid (or skipped) box the subscription moves on: its next date becomes that box's date
 * plus the interval, on a delivery day — once per box (the `advanced` claim), whoever gets there
 * first. Call it with the recurring delivery locked. Returns it as it now is, and the boxes done.
 */
export async function advanceSubscription(
  tx: Database,
  recurring: RecurringDeliveryRow,
): Promise<{ recurring: RecurringDeliveryRow; advanced: number[] }> {
  let current = recurring;
  const advanced: number[] = [];
  for (const box of await boxesToAdvanceFromOf(tx, recurring.id)) {
    if (!(await claimBillingEvent(tx, box.id, 'advanced'))) continue;
    advanced.push(box.id);
    const date = box.deliveryDate;
    if (date && (current.nextDeliveryDate === null || current.nextDeliveryDate <= date)) {
      const next = deliveryAfter(date, current.intervalWeeks, box.country as DeliveryCountry);
      current = await updateRecurringDelivery(tx, current.id, { nextDeliveryDate: next });
    }
  }
  return { recurring: current, advanced };
}

/**
 * Makes the next box of a subscription (its recurring delivery locked by the caller) on the
 * recurring delivery's next date, or the first date after it with enough time to change it
 * (`schedulableDate`); the next date follows. A paid box the subscription has not moved on from
 * yet is accounted for first (`advanced`), so the new box never lands on the old date. No box
 * when there is nothing to make (inactive) or a box of that date exists already.
 */
export async function makeNextBox(
  tx: Database,
  customer: CustomerRow,
  locked: RecurringDeliveryRow,
  now: Date,
): Promise<{ box: DeliveryRow | undefined; advanced: number[] }> {
  const { recurring, advanced } = await advanceSubscription(tx, locked);
  if (!recurring.active || !recurring.nextDeliveryDate) return { box: undefined, advanced };
  const country = await subscriptionCountryOf(tx, customer);
  const date = schedulableDate(recurring.nextDeliveryDate, now, country);
  if (date !== recurring.nextDeliveryDate) await updateRecurringDelivery(tx, recurring.id, { nextDeliveryDate: date });
  const box = await insertScheduledBox(tx, {
    customerId: customer.id,
    recurringDeliveryId: recurring.id,
    kind: 'recurring',
    deliveryDate: date,
    country,
    cutOffAt: cutOffFor(date, country),
  });
  if (!box) return { box: undefined, advanced };
  return { box: await repriceFirstDelivery(tx, customer, box, { now, coupons: 'lenient', country }), advanced };
}

/**
 * Prices a scheduled box as it stands now (the pets' plans, paused pets, skipped items, the
 * default address's country) and stores it. When its date can no longer be kept in that country
 * (the customer moved abroad), it moves to the first date that can, and the subscription follows.
 */
export async function refreshScheduledBox(tx: Database, customer: CustomerRow, box: DeliveryRow, now: Date): Promise<DeliveryRow> {
  const country = await currentCountryOf(tx, customer, box);
  const current = box.deliveryDate ?? todayIsoDate(now);
  const date = isDeliveryDay(current, country) && isBeforeCutOff(current, country, now) ? current : schedulableDate(current, now, country);
  const priced = await repriceFirstDelivery(tx, customer, box, { now, coupons: 'lenient', country, changes: { deliveryDate: date } });
  const cutOffAt = cutOffFor(date, country);
  if (date === box.deliveryDate && cutOffAt.getTime() === box.cutOffAt?.getTime()) return priced;
  if (date !== box.deliveryDate && box.recurringDeliveryId !== null) {
    await updateRecurringDelivery(tx, box.recurringDeliveryId, { nextDeliveryDate: date });
  }
  return updateBilling(tx, box.id, { cutOffAt, ...(date === box.deliveryDate ? {} : { skippedFromDate: null }) });
}

export type FrozenBox = { box: DeliveryRow; outcome: 'to_charge' | 'empty' };

/**
 * The cut-off: the box is priced a last time and frozen (awaiting_payment) with the address it
 * goes to, and its charge is due at once. A box with nothing in it (every pet paused, every item
 * skipped) is not sent: `skipped`. Either way the items skipped for this box are back in.
 */
export async function freezeBox(
  tx: Database,
  customer: CustomerRow,
  recurring: RecurringDeliveryRow,
  box: DeliveryRow,
  now: Date,
): Promise<FrozenBox> {
  const country = await currentCountryOf(tx, customer, box);
  const address = customer.defaultDeliveryAddressId === null ? undefined : await findAddressOf(tx, customer.id, customer.defaultDeliveryAddressId);
  const changes: DeliveryChanges = { status: 'awaiting_payment' };
  if (address) {
    changes.addressId = address.id;
    changes.deliveryAddress = copyOfAddress(address);
  } else {
    // The default address was deleted since: the box goes where the last one went.
    changes.deliveryAddress = (await lastDeliveryAddressOf(tx, customer.id)) ?? null;
  }
  const frozen = await repriceFirstDelivery(tx, customer, box, { now, coupons: 'lenient', country, changes });
  await clearSkippedItems(tx, recurring.id);
  const empty = (storedCart(frozen)?.lines.length ?? 0) === 0 || frozen.totalCents <= 0 || frozen.deliveryAddress === null;
  if (empty) return { box: await updateBilling(tx, box.id, { status: 'skipped', nextChargeAt: null }), outcome: 'empty' };
  return {
    box: await updateBilling(tx, box.id, { chargeAttempts: 0, chargeFailedAt: null, nextChargeAt: now }),
    outcome: 'to_charge',
  };
}

// ─── The same for a batch of the scheduler ──────────────────────────────────────────────────
// One transaction a batch, holding the locks of every subscription and box in it, with a few
// statements for the whole batch (box-pricing.ts reads what pricing needs). The rules are the
// ones above, item by item; an item whose own work throws is left out (`onError`) and the others
// go on.

/** A subscription of a batch, locked by the caller, with its customer. */
export interface LockedSubscription {
  recurring: RecurringDeliveryRow;
  customer: CustomerRow;
}

/** A box of a batch, locked by the caller after its subscription, with its customer. */
export interface LockedBox extends LockedSubscription {
  box: DeliveryRow;
}

export type BatchErrorHandler = (id: number, error: unknown) => void;

/**
 * `advanceSubscription` of each locked subscription: the paid and skipped boxes it has not moved
 * on from are claimed (`advanced`) and its next date follows them. Returns the subscriptions as
 * they now are, and the boxes done.
 */
export async function advanceSubscriptions(
  tx: Database,
  locked: readonly RecurringDeliveryRow[],
): Promise<{ subscriptions: Map<number, RecurringDeliveryRow>; advanced: number[] }> {
  const subscriptions = new Map(locked.map((row) => [row.id, row]));
  const boxes = await boxesToAdvanceFromOfSubscriptions(tx, [...subscriptions.keys()]);
  const claimed = await claimBillingEvents(
    tx,
    boxes.map((box) => ({ deliveryId: box.id, kind: 'advanced' })),
  );
  const advanced: number[] = [];
  const moved = new Set<number>();
  // By subscription, then date: each box moves its subscription on from its own date.
  for (const box of boxes) {
    const current = box.recurringDeliveryId === null ? undefined : subscriptions.get(box.recurringDeliveryId);
    if (!current || !claimed.has(box.id)) continue;
    advanced.push(box.id);
    const date = box.deliveryDate;
    if (date && (current.nextDeliveryDate === null || current.nextDeliveryDate <= date)) {
      subscriptions.set(current.id, { ...current, nextDeliveryDate: deliveryAfter(date, current.intervalWeeks, box.country as DeliveryCountry) });
      moved.add(current.id);
    }
  }
  const updatedAt = new Date();
  await setNextDeliveryDates(
    tx,
    [...moved].map((id) => ({ id, nextDeliveryDate: subscriptions.get(id)?.nextDeliveryDate ?? null })),
    updatedAt,
  );
  for (const id of moved) {
    const row = subscriptions.get(id);
    if (row) subscriptions.set(id, { ...row, updatedAt });
  }
  return { subscriptions, advanced };
}

/**
 * `makeNextBox` of each locked subscription (active, with a next date and no box to come,
 * checked by the caller under the lock): moved on first, then its next box made on the next date
 * (or the first one with time to change it) and priced. Returns the boxes made, by subscription,
 * and the boxes moved on from.
 */
export async function makeNextBoxes(
  tx: Database,
  locked: readonly LockedSubscription[],
  now: Date,
  onError: BatchErrorHandler,
): Promise<{ made: Map<number, DeliveryRow>; advanced: number[] }> {
  const { subscriptions, advanced } = await advanceSubscriptions(
    tx,
    locked.map((entry) => entry.recurring),
  );
  const customers = new Map(locked.map((entry) => [entry.recurring.id, entry.customer]));
  const due = [...subscriptions.values()].filter((row) => row.active && row.nextDeliveryDate !== null);
  const pricing = await BoxPricingBatch.load(tx, {
    boxes: [],
    customerIds: due.flatMap((row) => customers.get(row.id)?.id ?? []),
    subscriptionIds: due.map((row) => row.id),
    storedItemsOf: [],
    now,
  });
  // `subscriptionCountryOf`: the default address's country, else the latest delivery's.
  const withoutAddressCountry = due.flatMap((row) => {
    const customer = customers.get(row.id);
    return customer && !pricing.defaultAddressOf(customer) ? [customer.id] : [];
  });
  const latestCountries = await latestDeliveryCountriesOf(tx, withoutAddressCountry);

  const planned: Array<{ recurring: RecurringDeliveryRow; customer: CustomerRow; country: DeliveryCountry; date: IsoDate }> = [];
  for (const recurring of due) {
    const customer = customers.get(recurring.id);
    if (!customer || !recurring.nextDeliveryDate) continue;
    try {
      const country = pricing.countryFor(customer, latestCountries.get(customer.id));
      planned.push({ recurring, customer, country, date: schedulableDate(recurring.nextDeliveryDate, now, country) });
    } catch (error) {
      onError(recurring.id, error);
    }
  }
  const inserted = await insertScheduledBoxes(
    tx,
    planned.map((entry) => ({
      customerId: entry.customer.id,
      recurringDeliveryId: entry.recurring.id,
      kind: 'recurring',
      deliveryDate: entry.date,
      country: entry.country,
      cutOffAt: cutOffFor(entry.date, entry.country),
    })),
  );
  const byRecurring = new Map(planned.map((entry) => [entry.recurring.id, entry]));
  const writes: BoxWrite[] = [];
  const items: Array<{ deliveryId: number; items: NewDeliveryItem[] }> = [];
  const made = new Map<number, DeliveryRow>();
  for (const box of inserted) {
    const entry = box.recurringDeliveryId === null ? undefined : byRecurring.get(box.recurringDeliveryId);
    if (!entry) continue;
    try {
      const priced = await pricing.price(box, entry.customer, { ...entry.recurring, nextDeliveryDate: entry.date }, entry.country, now);
      writes.push(boxWrite(box, priced, {}));
      if (priced.items) items.push({ deliveryId: box.id, items: priced.items });
      made.set(entry.recurring.id, box);
    } catch (error) {
      // Not priced, not made: the next run makes it again.
      onError(entry.recurring.id, error);
    }
  }
  const unpriced = inserted.filter((box) => box.recurringDeliveryId === null || !made.has(box.recurringDeliveryId));
  await deleteScheduledBoxes(tx, unpriced.map((box) => box.id));
  // The subscription's next date follows (also when a box of that date existed already).
  const failed = new Set(unpriced.flatMap((box) => box.recurringDeliveryId ?? []));
  await setNextDeliveryDates(
    tx,
    planned
      .filter((entry) => !failed.has(entry.recurring.id) && entry.date !== entry.recurring.nextDeliveryDate)
      .map((entry) => ({ id: entry.recurring.id, nextDeliveryDate: entry.date })),
  );
  await writeBoxes(tx, writes);
  await replaceItemsOfBoxes(tx, items);
  return { made, advanced };
}

/**
 * `freezeBox` of each locked box (scheduled and at its cut-off, its subscription active, checked
 * by the caller under the locks). Returns the outcome of each box frozen.
 */
export async function freezeBoxes(
  tx: Database,
  locked: readonly LockedBox[],
  now: Date,
  onError: BatchErrorHandler,
): Promise<Array<{ id: number; outcome: FrozenBox['outcome'] }>> {
  const batch = locked.filter((entry) => !BoxPricingBatch.needsSinglePricing(entry.box));
  const frozen: Array<{ id: number; outcome: FrozenBox['outcome'] }> = [];
  for (const entry of locked.filter((entry) => BoxPricingBatch.needsSinglePricing(entry.box))) {
    try {
      // Its own savepoint: a box that fails leaves the batch as it was.
      const result = await tx.transaction((savepoint) => freezeBox(savepoint, entry.customer, entry.recurring, entry.box, now));
      frozen.push({ id: entry.box.id, outcome: result.outcome });
    } catch (error) {
      onError(entry.box.id, error);
    }
  }
  const pricing = await BoxPricingBatch.load(tx, {
    boxes: batch.map((entry) => entry.box),
    customerIds: batch.map((entry) => entry.customer.id),
    subscriptionIds: batch.map((entry) => entry.recurring.id),
    storedItemsOf: batch.map((entry) => entry.box.id),
    now,
  });
  const withoutAddress = batch.flatMap((entry) => (pricing.defaultAddressOf(entry.customer) ? [] : [entry.customer.id]));
  const lastAddresses = await lastDeliveryAddressesOf(tx, withoutAddress);
  const writes: BoxWrite[] = [];
  const items: Array<{ deliveryId: number; items: NewDeliveryItem[] }> = [];
  for (const { box, customer, recurring } of batch) {
    try {
      const country = pricing.countryFor(customer, box.country);
      const address = pricing.defaultAddressOf(customer);
      // The default address was deleted since: the box goes where the last one went.
      const deliveryAddress = address ? (copyOfAddress(address) as Record<string, string>) : (lastAddresses.get(customer.id) ?? null);
      const priced = await pricing.price(box, customer, recurring, country, now);
      const empty = priced.pricing.lines.length === 0 || priced.totalCents <= 0 || deliveryAddress === null;
      writes.push(
        boxWrite(box, priced, {
          addressId: address?.id ?? box.addressId,
          deliveryAddress,
          ...(empty
            ? { status: 'skipped', nextChargeAt: null }
            : { status: 'awaiting_payment', chargeAttempts: 0, chargeFailedAt: null, nextChargeAt: now }),
        }),
      );
      if (priced.items) items.push({ deliveryId: box.id, items: priced.items });
      frozen.push({ id: box.id, outcome: empty ? 'empty' : 'to_charge' });
    } catch (error) {
      onError(box.id, error);
    }
  }
  await writeBoxes(tx, writes);
  await replaceItemsOfBoxes(tx, items);
  const written = new Set(writes.map((write) => write.id));
  await clearSkippedItemsOf(tx, [...new Set(batch.filter((entry) => written.has(entry.box.id)).map((entry) => entry.recurring.id))]);
  return frozen;
}

/** The row a batch writes for a priced box, with the other changes of the step. */
function boxWrite(box: DeliveryRow, priced: PricedBox, changes: Partial<BoxWrite>): BoxWrite {
  return {
    id: box.id,
    status: box.status,
    addressId: box.addressId,
    deliveryAddress: box.deliveryAddress,
    chargeAttempts: box.chargeAttempts,
    chargeFailedAt: box.chargeFailedAt,
    nextChargeAt: box.nextChargeAt,
    couponCodes: [],
    country: priced.country,
    deliveryDate: priced.deliveryDate,
    priceExclVatCents: priced.priceExclVatCents,
    vatCents: priced.vatCents,
    totalCents: priced.totalCents,
    pricing: priced.pricing as unknown as Record<string, unknown>,
    ...changes,
  };
}

// ─── The customer's changes ─────────────────────────────────────────────────────────────────

/**
 * POST {delivery}skip/: the box moves one interval on (to a delivery day), remembering the date it
 * had, so that unskip/ can bring it back. Before the cut-off only (409 cut_off_passed); skipping a
 * skipped box changes nothing (a double click never skips two).
 */
export async function skipBox(db: Database, customer: CustomerRow, deliveryId: number, now: Date): Promise<DeliveryRow> {
  return withLockedDelivery(db, customer.id, deliveryId, async (tx, box) => {
    assertChangeable(box, now);
    if (box.skippedFromDate !== null || !box.deliveryDate || box.recurringDeliveryId === null) return box;
    const recurring = await lockRecurringDelivery(tx, customer.id, box.recurringDeliveryId);
    if (!recurring) throw notFound();
    const country = box.country as DeliveryCountry;
    const date = deliveryAfter(box.deliveryDate, recurring.intervalWeeks, country);
    await updateRecurringDelivery(tx, recurring.id, { nextDeliveryDate: date });
    return updateBilling(tx, box.id, { deliveryDate: date, cutOffAt: cutOffFor(date, country), skippedFromDate: box.deliveryDate });
  });
}

/**
 * POST {delivery}unskip/: a skipped box goes back to the date it had, while that date's cut-off is
 * still ahead (else 409 cut_off_passed). A box that is not skipped stays as it is.
 */
export async function unskipBox(db: Database, customer: CustomerRow, deliveryId: number, now: Date): Promise<DeliveryRow> {
  return withLockedDelivery(db, customer.id, deliveryId, async (tx, box) => {
    assertChangeable(box, now);
    const original = box.skippedFromDate;
    if (original === null) return box;
    const country = box.country as DeliveryCountry;
    if (!isBeforeCutOff(original, country, now)) throw cutOffPassed();
    if (box.recurringDeliveryId !== null) await updateRecurringDelivery(tx, box.recurringDeliveryId, { nextDeliveryDate: original });
    return updateBilling(tx, box.id, { deliveryDate: original, cutOffAt: cutOffFor(original, country), skippedFromDate: null });
  });
}

// ─── What the dashboard shows ───────────────────────────────────────────────────────────────

function stateOf(box: DeliveryRow | undefined, recurring: RecurringDeliveryRow, now: Date): BillingState {
  if (!box) return 'inactive';
  if (box.status === 'scheduled') {
    if (!recurring.active) return 'inactive';
    return box.cutOffAt && now.getTime() >= box.cutOffAt.getTime() ? 'charging' : 'scheduled';
  }
  if (box.chargeFailedAt === null) return 'charging';
  return box.nextChargeAt === null ? 'payment_failed' : 'retrying';
}

/**
 * GET /recurringdelivery/{id}/next_delivery/: the subscription's next box with its cut-off. It is
 * made here when the scheduler has not made it yet, and a scheduled box is priced again, so the
 * dashboard shows what the cut-off will charge. `persist: false` (staff reading through
 * customer_override) changes nothing.
 */
export async function nextDeliveryOf(
  db: Database,
  customer: CustomerRow,
  recurringDeliveryId: number,
  now: Date,
  options: { persist: boolean },
): Promise<NextDelivery> {
  const found = await db.transaction(async (tx) => {
    // Staff reading through customer_override change nothing, and lock nothing either.
    const locked = options.persist
      ? await lockRecurringDelivery(tx, customer.id, recurringDeliveryId)
      : await findRecurringDeliveryById(tx, customer.id, recurringDeliveryId);
    if (!locked) throw notFound();
    const open = await openBoxOfSubscription(tx, locked.id);
    if (open || !options.persist) return { recurring: locked, box: open, made: false };
    return { recurring: locked, box: (await makeNextBox(tx, customer, locked, now)).box, made: true };
  });
  let { recurring, box } = found;
  if (!found.made && box?.status === 'scheduled' && recurring.active && options.persist && isBeforeCutOffAt(box, now)) {
    box = await withLockedDelivery(db, customer.id, box.id, (tx, locked) =>
      locked.status === 'scheduled' && isBeforeCutOffAt(locked, now) ? refreshScheduledBox(tx, customer, locked, now) : Promise.resolve(locked),
    );
    recurring = (await findRecurringDeliveryById(db, customer.id, recurringDeliveryId)) ?? recurring;
  }
  const state = stateOf(box, recurring, now);
  const shown = state === 'inactive' ? undefined : box;
  // A paid box still to arrive (the first box, right after the first payment) is shown before the
  // box to come, whatever the subscription's state: it is paid and on its way.
  const paid = await paidBoxToCome(db, customer.id, todayIsoDate(now));
  const country = (shown?.country ?? 'BE') as DeliveryCountry;
  const changeable = state === 'scheduled';
  const skippedFrom = shown?.skippedFromDate ?? null;
  return {
    recurring_delivery: resourceUrl('recurringdelivery', recurring.id),
    state,
    delivery: shown ? await describeDelivery(db, shown) : null,
    paid_delivery: paid ? await describeDelivery(db, paid) : null,
    cut_off_at: shown?.cutOffAt?.toISOString() ?? null,
    changeable,
    skipped: skippedFrom !== null,
    skipped_from_date: skippedFrom,
    undo_skip_until: skippedFrom ? cutOffFor(skippedFrom, country).toISOString() : null,
    delivery_dates: changeable ? offeredScheduledDates(now, country) : [],
    following_delivery_date: shown?.deliveryDate ? deliveryAfter(shown.deliveryDate, recurring.intervalWeeks, country) : null,
    charge_attempts: shown?.chargeAttempts ?? 0,
    next_charge_at: state === 'charging' || state === 'retrying' ? (shown?.nextChargeAt?.toISOString() ?? null) : null,
  };
}

function isBeforeCutOffAt(box: DeliveryRow, now: Date): boolean {
  return box.cutOffAt !== null && now.getTime() < box.cutOffAt.getTime();
}

// ─── GET /recurringdelivery/{id}/preview/ ─────────────────────────────────────────────────────

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What a change of the subscription would do, before anything is saved: a new interval re-plans
 * every pet's sacs for it (as PATCH /recurringdelivery/{id}/ does) and applies from the box after
 * the next one; a new date moves the next box (as date/ does, 400 on `date` when not on offer,
 * 409 after the cut-off). Prices are one box of the included items, before coupons.
 */
export async function previewChange(
  db: Database,
  customer: CustomerRow,
  recurringDeliveryId: number,
  query: SubscriptionPreviewQuery,
  now: Date,
): Promise<SubscriptionPreview> {
  const recurring = await findRecurringDeliveryById(db, customer.id, recurringDeliveryId);
  if (!recurring) throw notFound();
  const plan = await planRecurringDelivery(db, customer, recurring, now);
  const country = plan.country;
  const box = await openBoxOfSubscription(db, recurring.id);
  const currentDate = box?.deliveryDate ?? recurring.nextDeliveryDate;

  if (query.date !== undefined) {
    if (box && box.status !== 'scheduled') throw cutOffPassed();
    if (box && !isBeforeCutOffAt(box, now)) throw cutOffPassed();
    if (!isOfferedScheduledDate(query.date, now, country)) throw validationFailed({ date: [{ key: billingMessageKeys.invalidDate }] });
  }
  const interval = query.interval_weeks ?? recurring.intervalWeeks;
  const proposedDate = query.date ?? currentDate;

  let proposedPrice = plan.price;
  if (interval !== recurring.intervalWeeks) {
    const grams = new GramsPerDay(db, todayIsoDate(now));
    const items = await Promise.all(
      (await itemsOfRecurringDelivery(db, recurring.id)).map(async (refs) =>
        refs.product.kind === 'formula' && refs.animal
          ? { ...refs, item: { ...refs.item, amount: await grams.plannedSacs(refs.animal, refs.product, interval) } }
          : refs,
      ),
    );
    const lines = boxLines(await planItems(grams, items, interval), { testbag: false });
    const price = lines.length === 0 ? { total: 0, total_excl_vat: 0 } : priceCart({ country, lines, coupons: [] });
    proposedPrice = { inclVat: price.total, exclVat: price.total_excl_vat, perDay: Math.round(price.total / (interval * 7)) };
  }

  const figures = (date: IsoDate | null, weeks: number, price: typeof plan.price, cutOff: Date | null) => ({
    interval_weeks: weeks,
    next_delivery_date: date,
    cut_off_at: cutOff?.toISOString() ?? null,
    following_delivery_date: date ? deliveryAfter(date, weeks, country) : null,
    price_per_delivery: price.inclVat,
    price_per_delivery_excl_vat: price.exclVat,
    price_per_day: price.perDay,
  });
  const currentCutOff = box?.cutOffAt ?? (currentDate ? cutOffFor(currentDate, country) : null);
  const current = figures(currentDate, recurring.intervalWeeks, plan.price, currentCutOff);
  const proposed = figures(
    proposedDate,
    interval,
    proposedPrice,
    query.date !== undefined ? cutOffFor(query.date, country) : currentCutOff,
  );
  return {
    current,
    proposed,
    difference: {
      price_per_delivery: proposed.price_per_delivery - current.price_per_delivery,
      price_per_day: proposed.price_per_day - current.price_per_day,
      days_moved: currentDate && proposedDate ? daysBetween(currentDate, proposedDate) : 0,
    },
  };
}
