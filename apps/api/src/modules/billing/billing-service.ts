import type { Database } from '@brokkie/db/client';
import { findAddressOf } from '@brokkie/db/address-queries';
import {
  boxesToAdvanceFromOf,
  claimBillingEvent,
  insertScheduledBox,
  lastDeliveryAddressOf,
  openBoxOfSubscription,
  updateBilling,
} from '@brokkie/db/billing-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import type { DeliveryChanges, DeliveryRow } from '@brokkie/db/delivery-queries';
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
import { resourceUrl } from '@brokkie/contracts/resource';
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
import { assertChangeable, cutOffPassed } from './box-rules.ts';

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
  const country = (shown?.country ?? 'BE') as DeliveryCountry;
  const changeable = state === 'scheduled';
  const skippedFrom = shown?.skippedFromDate ?? null;
  return {
    recurring_delivery: resourceUrl('recurringdelivery', recurring.id),
    state,
    delivery: shown ? await describeDelivery(db, shown) : null,
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
