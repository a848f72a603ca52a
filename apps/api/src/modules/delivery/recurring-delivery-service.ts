import type { FastifyRequest } from 'fastify';
import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findAnimalsByIds } from '@brokkie/db/animal-queries';
import { findProductsByIds } from '@brokkie/db/catalogue-queries';
import { hasPaidFirstDelivery, latestDeliveryCountry } from '@brokkie/db/delivery-queries';
import {
  deleteRecurringItems,
  findRecurringDeliveryById,
  findRecurringDeliveryView,
  findRecurringDeliveryViewOfUser,
  findRecurringItemOf,
  insertRecurringItems,
  itemsOfRecurringDelivery,
  lockRecurringDelivery,
  updateRecurringDelivery,
  updateRecurringItem,
  type RecurringDeliveryRow,
  type RecurringDeliveryView,
} from '@brokkie/db/recurring-delivery-queries';
import { todayIsoDate } from '@brokkie/domain/dates';
import { earliestDeliveryDate } from '@brokkie/domain/delivery-dates';
import { priceCart } from '@brokkie/domain/pricing';
import { isDeliveryCountry, type DeliveryCountry } from '@brokkie/domain/vat';
import {
  deliveryErrorCodes,
  deliveryMessageKeys,
  type RecurringDelivery,
  type RecurringDeliveryItem,
  type RecurringDeliveryItemUpdate,
  type RecurringDeliveryUpdate,
  type UpsellingRequest,
} from '@brokkie/contracts/delivery';
import { pricingMessageKeys, referencedId } from '@brokkie/contracts/pricing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { ownPage } from '../customer/customer-service.ts';
import { deliveryCountryFor, deliveryCountryFrom } from '../pricing/pricing-service.ts';
import { boxLines, GramsPerDay, planItems, type PlannedItem } from './delivery-box.ts';
import { followRecurringChange } from './delivery-service.ts';

/**
 * The country a customer's subscription is priced for: the default delivery address's, else the
 * country of their latest delivery (the site's country when the first one was made), else BE.
 */
export async function subscriptionCountryOf(db: Database, customer: CustomerRow): Promise<DeliveryCountry> {
  const latest = await latestDeliveryCountry(db, customer.id);
  return deliveryCountryFor(db, customer, latest && isDeliveryCountry(latest) ? latest : undefined);
}

/** `subscriptionCountryOf` of the countries read with the recurring delivery. */
function subscriptionCountryFrom(view: Pick<RecurringDeliveryView, 'defaultAddressCountry' | 'latestDeliveryCountry'>): DeliveryCountry {
  const latest = view.latestDeliveryCountry;
  return deliveryCountryFrom(view.defaultAddressCountry, latest && isDeliveryCountry(latest) ? latest : undefined);
}

function toItem(entry: PlannedItem, country: DeliveryCountry): RecurringDeliveryItem {
  const { item } = entry.refs;
  return {
    id: item.id,
    url: resourceUrl('recurringdeliveryitem', item.id),
    recurring_delivery: resourceUrl('recurringdelivery', item.recurringDeliveryId),
    kind: entry.kind,
    animal: item.animalId === null ? null : resourceUrl('animal', item.animalId),
    product: resourceUrl('product', item.productId),
    amount: item.amount,
    skipped: item.skipped,
    included: entry.included,
    sacs: entry.sacs.map((sac) => ({ size_grams: sac.sizeGrams, amount: sac.count })),
    price_per_delivery: entry.lines.length === 0 ? 0 : priceCart({ country, lines: entry.lines, coupons: [] }).total,
  };
}

export interface RecurringPlan {
  row: RecurringDeliveryRow;
  country: DeliveryCountry;
  planned: PlannedItem[];
  /** One delivery of the included items, before coupons. */
  price: { inclVat: number; exclVat: number; perDay: number };
}

export async function planRecurringDelivery(db: Database, customer: CustomerRow, row: RecurringDeliveryRow, now: Date): Promise<RecurringPlan> {
  const planned = await planItems(new GramsPerDay(db, todayIsoDate(now)), await itemsOfRecurringDelivery(db, row.id), row.intervalWeeks);
  return priced(row, planned, await subscriptionCountryOf(db, customer));
}

/** `planRecurringDelivery` of what one statement read (`findRecurringDeliveryView`): no further query. */
async function planOfView(db: Database, view: RecurringDeliveryView, now: Date): Promise<RecurringPlan> {
  const planned = await planItems(new GramsPerDay(db, todayIsoDate(now), view.breeds), view.items, view.row.intervalWeeks);
  return priced(view.row, planned, subscriptionCountryFrom(view));
}

function priced(row: RecurringDeliveryRow, planned: PlannedItem[], country: DeliveryCountry): RecurringPlan {
  const lines = boxLines(planned, { testbag: false });
  const price = lines.length === 0 ? { total: 0, total_excl_vat: 0 } : priceCart({ country, lines, coupons: [] });
  return {
    row,
    country,
    planned,
    price: { inclVat: price.total, exclVat: price.total_excl_vat, perDay: Math.round(price.total / (row.intervalWeeks * 7)) },
  };
}

export function toRecurringDelivery(plan: RecurringPlan): RecurringDelivery {
  const { row } = plan;
  return {
    id: row.id,
    url: resourceUrl('recurringdelivery', row.id),
    interval_weeks: row.intervalWeeks,
    next_delivery_date: row.nextDeliveryDate,
    active: row.active,
    country: plan.country,
    recurringdeliveryitem_set: plan.planned.map((entry) => toItem(entry, plan.country)),
    price_per_delivery: plan.price.inclVat,
    price_per_delivery_excl_vat: plan.price.exclVat,
    price_per_day: plan.price.perDay,
    created: row.createdAt.toISOString(),
  };
}

export async function describeRecurringDelivery(db: Database, customer: CustomerRow, row: RecurringDeliveryRow, now: Date): Promise<RecurringDelivery> {
  return toRecurringDelivery(await planRecurringDelivery(db, customer, row, now));
}

/**
 * GET /recurringdelivery/: the recurring delivery of the customer the request acts for (a customer
 * has at most one), read in one statement (`ownPage`: by the caller's user id when acting as
 * themselves).
 */
export async function recurringDeliveryPage(
  db: Database,
  request: FastifyRequest,
  window: PageWindow,
  now: Date,
): Promise<{ count: number; results: RecurringDelivery[] }> {
  const pageOf = async (view: RecurringDeliveryView | undefined) => {
    const views = view ? [view] : [];
    const page = views.slice(window.offset, window.offset + window.limit);
    return { count: views.length, results: await Promise.all(page.map(async (entry) => toRecurringDelivery(await planOfView(db, entry, now)))) };
  };
  return ownPage(db, request, {
    // Without a recurring delivery (or a customer) the general path answers: the empty page, or actingCustomer's refusal.
    ofUser: async (userId) => {
      const view = await findRecurringDeliveryViewOfUser(db, userId);
      return view && pageOf(view);
    },
    ofCustomer: async (customerId) => pageOf(await findRecurringDeliveryView(db, customerId)),
  });
}

export async function ownRecurringDelivery(db: Database, customerId: string, id: number): Promise<RecurringDeliveryRow> {
  const row = await findRecurringDeliveryById(db, customerId, id);
  if (!row) throw notFound();
  return row;
}

/** GET /recurringdeliveryitem/: the items of the customer's recurring delivery, by id. */
export async function recurringItemPage(db: Database, customer: CustomerRow, window: PageWindow, now: Date) {
  const view = await findRecurringDeliveryView(db, customer.id);
  if (!view) return { count: 0, results: [] };
  const plan = await planOfView(db, view, now);
  const items = plan.planned.map((entry) => toItem(entry, plan.country));
  return { count: items.length, results: items.slice(window.offset, window.offset + window.limit) };
}

export async function recurringItemById(db: Database, customer: CustomerRow, id: number, now: Date): Promise<RecurringDeliveryItem> {
  const item = await findRecurringItemOf(db, customer.id, id);
  const row = item && (await findRecurringDeliveryById(db, customer.id, item.recurringDeliveryId));
  if (!row) throw notFound();
  const plan = await planRecurringDelivery(db, customer, row, now);
  const entry = plan.planned.find((candidate) => candidate.refs.item.id === id);
  if (!entry) throw notFound();
  return toItem(entry, plan.country);
}

/**
 * PATCH /recurringdelivery/{id}/. A new interval plans every pet's formula sacs again for it.
 * Pausing (active false) is always allowed; resuming needs a paid first delivery (the subscription
 * started, with a mandate to charge), and the next delivery date moves to the earliest possible
 * one when it passed meanwhile.
 */
export async function changeRecurringDelivery(
  db: Database,
  customer: CustomerRow,
  id: number,
  body: RecurringDeliveryUpdate,
  now: Date,
): Promise<RecurringDeliveryRow> {
  return db.transaction(async (tx) => {
    let row = await lockRecurringDelivery(tx, customer.id, id);
    if (!row) throw notFound();
    if (body.interval_weeks !== undefined && body.interval_weeks !== row.intervalWeeks) {
      const grams = new GramsPerDay(tx, todayIsoDate(now));
      for (const { item, product, animal } of await itemsOfRecurringDelivery(tx, row.id)) {
        if (product.kind !== 'formula' || !animal) continue;
        await updateRecurringItem(tx, item.id, { amount: await grams.plannedSacs(animal, product, body.interval_weeks) });
      }
      row = await updateRecurringDelivery(tx, row.id, { intervalWeeks: body.interval_weeks });
    }
    if (body.active === false && row.active) row = await updateRecurringDelivery(tx, row.id, { active: false });
    if (body.active === true && !row.active) {
      if (!(await hasPaidFirstDelivery(tx, customer.id))) {
        throw new ApiProblem({
          statusCode: 409,
          code: deliveryErrorCodes.subscriptionNotStarted,
          detail: { key: deliveryMessageKeys.subscriptionNotStarted },
        });
      }
      const earliest = earliestDeliveryDate(now, await subscriptionCountryOf(tx, customer));
      const next = row.nextDeliveryDate && row.nextDeliveryDate >= earliest ? row.nextDeliveryDate : earliest;
      row = await updateRecurringDelivery(tx, row.id, { active: true, nextDeliveryDate: next });
    }
    await followRecurringChange(tx, customer, now);
    return row;
  });
}

/**
 * POST /recurringdelivery/{id}/upselling/: sets the recurring extras named (per product and pet),
 * 0 removing one; extras not named stay. Products must be extras of the shop, for the pet's kind
 * of animal when a pet is given.
 */
export async function setUpselling(db: Database, customer: CustomerRow, id: number, body: UpsellingRequest, now: Date): Promise<RecurringDeliveryRow> {
  return db.transaction(async (tx) => {
    const row = await lockRecurringDelivery(tx, customer.id, id);
    if (!row) throw notFound();
    const requested = body.recurringdeliveryitem_set.map((entry) => ({
      productId: referencedId(entry.product),
      animalId: entry.animal === undefined || entry.animal === null ? null : referencedId(entry.animal),
      amount: entry.amount,
    }));
    const products = new Map(
      (
        await findProductsByIds(
          tx,
          requested.map((entry) => entry.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const pets = new Map(
      (
        await findAnimalsByIds(
          tx,
          customer.id,
          requested.flatMap((entry) => (entry.animalId === null ? [] : [entry.animalId])),
        )
      ).map((pet) => [pet.id, pet]),
    );
    const fields: Record<string, MessageRef[]> = {};
    const seen = new Set<string>();
    requested.forEach((entry, index) => {
      const at = `recurringdeliveryitem_set.${index}`;
      const key = `${entry.productId}:${entry.animalId}`;
      if (seen.has(key)) fields[at] = [{ key: deliveryMessageKeys.duplicateItem }];
      seen.add(key);
      const product = products.get(entry.productId);
      const pet = entry.animalId === null ? undefined : pets.get(entry.animalId);
      if (entry.animalId !== null && !pet) fields[`${at}.animal`] = [{ key: deliveryMessageKeys.unknownAnimal }];
      // Removing an extra works whatever became of its product.
      if (entry.amount === 0) return;
      if (!product || !product.active) fields[`${at}.product`] = [{ key: pricingMessageKeys.unknownProduct }];
      else if (product.kind !== 'extra') fields[`${at}.product`] = [{ key: pricingMessageKeys.notAnExtra }];
      else if (pet && product.animalType !== 'both' && product.animalType !== pet.type) {
        fields[`${at}.product`] = [{ key: pricingMessageKeys.formulaNotForAnimal }];
      }
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const extras = (await itemsOfRecurringDelivery(tx, row.id)).filter((entry) => entry.product.kind === 'extra');
    const removed: number[] = [];
    const added = [];
    for (const entry of requested) {
      const matching = extras.filter((e) => e.item.productId === entry.productId && e.item.animalId === entry.animalId);
      const [current, ...duplicates] = matching;
      removed.push(...duplicates.map((e) => e.item.id));
      if (entry.amount === 0) {
        if (current) removed.push(current.item.id);
      } else if (current) {
        if (current.item.amount !== entry.amount) await updateRecurringItem(tx, current.item.id, { amount: entry.amount });
      } else {
        added.push({ recurringDeliveryId: row.id, productId: entry.productId, animalId: entry.animalId, amount: entry.amount });
      }
    }
    await deleteRecurringItems(tx, removed);
    await insertRecurringItems(tx, added);
    await followRecurringChange(tx, customer, now);
    return row;
  });
}

/** PATCH /recurringdeliveryitem/{id}/: amount (sacs of a formula, units of an extra) and skipped. */
export async function changeRecurringItem(db: Database, customer: CustomerRow, id: number, body: RecurringDeliveryItemUpdate, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findRecurringItemOf(tx, customer.id, id);
    if (!found) throw notFound();
    await lockRecurringDelivery(tx, customer.id, found.recurringDeliveryId);
    const item = await findRecurringItemOf(tx, customer.id, id);
    if (!item) throw notFound();
    const changes: { amount?: number; skipped?: boolean } = {};
    if (body.amount !== undefined) changes.amount = body.amount;
    if (body.skipped !== undefined) changes.skipped = body.skipped;
    if (Object.keys(changes).length === 0) return;
    await updateRecurringItem(tx, item.id, changes);
    await followRecurringChange(tx, customer, now);
  });
}
