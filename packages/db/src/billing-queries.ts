import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AddressRow } from './address-queries.ts';
import { rowsOf, type Database } from './client.ts';
import { nextInvoiceNumber, type DeliveryRow, type NewDeliveryItem, type NewDeliveryRow } from './delivery-queries.ts';
import type { RecurringDeliveryRow, RecurringItemWithRefs } from './recurring-delivery-queries.ts';
import {
  addresses,
  animals,
  billingEvents,
  customers,
  deliveries,
  deliveryItems,
  invoiceNumberCounters,
  products,
  recurringDeliveries,
  recurringDeliveryItems,
} from './schema.ts';

/**
 * Data access of the recurring-billing scheduler (docs/billing.md). Every claim the scheduler
 * makes is safe with several API instances on one PostgreSQL: rows are taken with
 * `FOR UPDATE SKIP LOCKED` (an instance never waits for, nor repeats, another's work) and what
 * must happen once per delivery is claimed by the unique (delivery, kind) of `billing_event`.
 */

/** A recurring box still to come: changeable (scheduled) or frozen and not paid yet. */
export const openRecurringStatuses = ['scheduled', 'awaiting_payment'] as const;

/** A box that was paid (and maybe sent since). */
export const paidDeliveryStatuses = ['paid', 'shipped', 'delivered'] as const;

export type BillingChanges = Partial<
  Pick<
    DeliveryRow,
    'status' | 'deliveryDate' | 'cutOffAt' | 'skippedFromDate' | 'chargeAttempts' | 'chargeFailedAt' | 'nextChargeAt'
  >
>;

const recurringKind = eq(deliveries.kind, 'recurring');

/**
 * How the scheduler pages through what it finds: `after`, the key of the last row of the previous
 * batch (rows come in key order, so a row that failed is not taken again in the same run), and
 * `since`, when set, only rows changed since then (`updated_at`, index-backed) — an idle tick
 * then reads nothing; without it, everything (a full sweep).
 */
export interface BillingPage {
  limit: number;
  after?: number | undefined;
  since?: Date | undefined;
}

/** Subscriptions changed since `since`, or whose boxes did: the only ones a change can concern. */
function timestamp(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

function keyAfter(after: { cutOffAt: Date; id: number }): SQL {
  return sql`(${deliveries.cutOffAt}, ${deliveries.id}) > (${timestamp(after.cutOffAt)}, ${after.id}::int)`;
}

function subscriptionChangedSince(since: Date): SQL {
  return sql`${recurringDeliveries.id} in (
    select ${recurringDeliveries.id} from ${recurringDeliveries} where ${recurringDeliveries.updatedAt} > ${timestamp(since)}
    union
    select ${deliveries.recurringDeliveryId} from ${deliveries}
    where ${deliveries.updatedAt} > ${timestamp(since)} and ${deliveries.kind} = 'recurring' and ${deliveries.recurringDeliveryId} is not null)`;
}

function openBoxOf(recurringDeliveryId: typeof recurringDeliveries.id | number) {
  return and(
    eq(deliveries.recurringDeliveryId, recurringDeliveryId),
    recurringKind,
    inArray(deliveries.status, [...openRecurringStatuses]),
  );
}

// ─── Recurring deliveries ─────────────────────────────────────────────────────────────────────

/** Active subscriptions with a next date and no box to come yet: each needs its next box made. */
export async function subscriptionsWithoutNextBox(db: Database, page: BillingPage): Promise<number[]> {
  const rows = await db
    .select({ id: recurringDeliveries.id })
    .from(recurringDeliveries)
    .where(
      and(
        eq(recurringDeliveries.active, true),
        isNotNull(recurringDeliveries.nextDeliveryDate),
        page.after === undefined ? undefined : gt(recurringDeliveries.id, page.after),
        page.since === undefined ? undefined : subscriptionChangedSince(page.since),
        notExists(db.select({ one: sql`1` }).from(deliveries).where(openBoxOf(recurringDeliveries.id))),
      ),
    )
    .orderBy(asc(recurringDeliveries.id))
    .limit(page.limit);
  return rows.map((row) => row.id);
}

/**
 * The recurring delivery locked until the transaction ends, or undefined when another
 * transaction holds it (SKIP LOCKED: that one is busy with it; the next run tries again).
 */
export async function lockRecurringDeliveryIfFree(tx: Database, id: number): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await tx.select().from(recurringDeliveries).where(eq(recurringDeliveries.id, id)).for('update', { skipLocked: true });
  return row;
}

/** The recurring delivery of a customer's subscription, without locking it. */
export async function findRecurringDelivery(db: Database, id: number): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await db.select().from(recurringDeliveries).where(eq(recurringDeliveries.id, id));
  return row;
}

// ─── Deliveries ─────────────────────────────────────────────────────────────────────────────

/** The box to come of a subscription (scheduled, or frozen and not paid yet), if any. */
export async function openBoxOfSubscription(db: Database, recurringDeliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(openBoxOf(recurringDeliveryId))
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.id))
    .limit(1);
  return row;
}

/**
 * The customer's earliest paid box (first or recurring) that has not arrived yet: paid or shipped,
 * its delivery date `today` (Brussels) or later. Nothing marks a box delivered yet (docs/billing.md),
 * so a box whose date has passed counts as delivered.
 */
export async function paidBoxToCome(db: Database, customerId: string, today: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.customerId, customerId),
        inArray(deliveries.kind, ['first', 'recurring']),
        inArray(deliveries.status, ['paid', 'shipped']),
        isNotNull(deliveries.deliveryDate),
        sql`${deliveries.deliveryDate} >= ${today}`,
      ),
    )
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.id))
    .limit(1);
  return row;
}

/** The delivery locked until the transaction ends, or undefined when another transaction holds it. */
export async function lockDeliveryIfFree(tx: Database, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update', { skipLocked: true });
  return row;
}

/**
 * A new scheduled box; undefined when the subscription already has a recurring delivery on that
 * date (the unique index on recurring delivery and date decides, whatever races).
 */
export async function insertScheduledBox(tx: Database, values: NewDeliveryRow): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .insert(deliveries)
    .values({ ...values, kind: 'recurring', status: 'scheduled' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateBilling(db: Database, id: number, changes: BillingChanges): Promise<DeliveryRow> {
  const [row] = await db
    .update(deliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deliveries.id, id))
    .returning();
  if (!row) throw new Error(`Delivery ${id} disappeared`);
  return row;
}

/** Removes a scheduled box (never charged, nothing points at it). */
export async function deleteScheduledBox(tx: Database, id: number): Promise<void> {
  await tx.delete(deliveries).where(and(eq(deliveries.id, id), eq(deliveries.status, 'scheduled')));
}

/** Scheduled boxes whose subscription is paused (or gone): they are not to come any more. */
export async function scheduledBoxesOfInactiveSubscriptions(db: Database, page: BillingPage): Promise<DeliveryRow[]> {
  const rows = await db
    .select({ delivery: deliveries })
    .from(deliveries)
    .leftJoin(recurringDeliveries, eq(recurringDeliveries.id, deliveries.recurringDeliveryId))
    .where(
      and(
        recurringKind,
        eq(deliveries.status, 'scheduled'),
        page.after === undefined ? undefined : gt(deliveries.id, page.after),
        // A subscription is paused by changing it; one deleted leaves its boxes as they were,
        // which the full sweep finds.
        page.since === undefined
          ? or(isNull(recurringDeliveries.id), eq(recurringDeliveries.active, false))
          : sql`${deliveries.recurringDeliveryId} in (select ${recurringDeliveries.id} from ${recurringDeliveries}
              where ${recurringDeliveries.updatedAt} > ${timestamp(page.since)} and not ${recurringDeliveries.active})`,
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(page.limit);
  return rows.map((row) => row.delivery);
}

/** The kind of the upcoming-delivery mail claim of a box on `date` (a skipped box is announced again). */
export function upcomingMailKind(date: string | null): string {
  return `mail:delivery_upcoming:${date ?? ''}`;
}

/** Scheduled boxes whose cut-off is at most `horizon` away and whose upcoming mail has not gone. */
export async function boxesToAnnounce(
  db: Database,
  now: Date,
  horizon: Date,
  page: { limit: number; after?: { cutOffAt: Date; id: number } | undefined },
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        recurringKind,
        eq(deliveries.status, 'scheduled'),
        gt(deliveries.cutOffAt, now),
        lte(deliveries.cutOffAt, horizon),
        page.after === undefined ? undefined : keyAfter(page.after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(
              and(
                eq(billingEvents.deliveryId, deliveries.id),
                sql`${billingEvents.kind} = 'mail:delivery_upcoming:' || coalesce(${deliveries.deliveryDate}::text, '')`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(deliveries.cutOffAt), asc(deliveries.id))
    .limit(page.limit);
}

/** Scheduled boxes at or past their cut-off, by cut-off. */
export async function boxesAtCutOff(
  db: Database,
  now: Date,
  page: { limit: number; after?: { cutOffAt: Date; id: number } | undefined },
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        recurringKind,
        eq(deliveries.status, 'scheduled'),
        lte(deliveries.cutOffAt, now),
        page.after === undefined ? undefined : keyAfter(page.after),
      ),
    )
    .orderBy(asc(deliveries.cutOffAt), asc(deliveries.id))
    .limit(page.limit);
}

/**
 * Frozen boxes whose charge is due, claimed: each is locked (SKIP LOCKED) and its
 * `next_charge_at` pushed to `leaseUntil` before the transaction commits, so no other instance
 * takes it until this one is done with it (or has died: the lease runs out).
 */
export async function claimDueCharges(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(recurringKind, eq(deliveries.status, 'awaiting_payment'), lte(deliveries.nextChargeAt, now)))
      .orderBy(asc(deliveries.nextChargeAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(deliveries)
      .set({ nextChargeAt: leaseUntil, updatedAt: new Date() })
      .where(inArray(deliveries.id, due.map((row) => row.id)))
      .returning();
  });
}

/**
 * Changes a claimed box, if the claim is still this worker's (its lease unchanged): a worker
 * whose lease ran out must not overwrite what the one that took over decided.
 */
export async function updateClaimedBox(db: Database, id: number, lease: Date, changes: BillingChanges): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.nextChargeAt, lease)))
    .returning();
  return row;
}

/** Recurring boxes paid or skipped after which the subscription has not moved on yet. */
export async function boxesToAdvanceFrom(db: Database, page: BillingPage): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        recurringKind,
        inArray(deliveries.status, [...paidDeliveryStatuses, 'skipped']),
        page.after === undefined ? undefined : gt(deliveries.id, page.after),
        page.since === undefined ? undefined : gt(deliveries.updatedAt, page.since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, 'advanced'))),
        ),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(page.limit);
}

/** The boxes of one subscription paid or skipped after which it has not moved on yet, by date. */
export async function boxesToAdvanceFromOf(db: Database, recurringDeliveryId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.recurringDeliveryId, recurringDeliveryId),
        recurringKind,
        inArray(deliveries.status, [...paidDeliveryStatuses, 'skipped']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, 'advanced'))),
        ),
      ),
    )
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.id));
}

/**
 * Recurring boxes paid whose confirmation has not gone out, once their subscription has moved on
 * (`advanced`: the confirmation names the next date).
 */
export async function paidBoxesToConfirm(db: Database, page: BillingPage): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        recurringKind,
        inArray(deliveries.status, [...paidDeliveryStatuses]),
        page.after === undefined ? undefined : gt(deliveries.id, page.after),
        page.since === undefined ? undefined : gt(deliveries.updatedAt, page.since),
        exists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, 'advanced'))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, 'mail:delivery_confirmed'))),
        ),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(page.limit);
}

function notMailed(db: Database, kind: string): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(billingEvents)
      .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, kind))),
  );
}

/**
 * First deliveries paid since `paidSince` whose order confirmation (`mail:order_confirmation`)
 * has not gone out. `paidSince` keeps deliveries paid long ago (before this e-mail existed) quiet.
 */
export async function paidFirstDeliveriesToConfirm(db: Database, paidSince: Date, page: BillingPage): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.kind, 'first'),
        inArray(deliveries.status, [...paidDeliveryStatuses]),
        gt(deliveries.paidAt, paidSince),
        page.after === undefined ? undefined : gt(deliveries.id, page.after),
        page.since === undefined ? undefined : gt(deliveries.updatedAt, page.since),
        notMailed(db, 'mail:order_confirmation'),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(page.limit);
}

/**
 * Paid boxes (first and recurring) for the given delivery days of each country (the days whose
 * dispatch has come) whose "on its way" e-mail (`mail:delivery_shipped`) has not gone out.
 */
export async function paidBoxesDispatched(
  db: Database,
  days: ReadonlyArray<{ country: string; dates: readonly string[] }>,
  page: BillingPage,
): Promise<DeliveryRow[]> {
  const due = days.filter((day) => day.dates.length > 0);
  if (due.length === 0) return [];
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.kind, ['first', 'recurring']),
        inArray(deliveries.status, [...paidDeliveryStatuses]),
        or(...due.map((day) => and(eq(deliveries.country, day.country), inArray(deliveries.deliveryDate, [...day.dates])))),
        page.after === undefined ? undefined : gt(deliveries.id, page.after),
        notMailed(db, 'mail:delivery_shipped'),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(page.limit);
}

/**
 * Whether the subscription started with a trial box and none of its own boxes has been paid yet:
 * its next box is the one the trial turns into.
 */
export async function isRightAfterTrial(db: Database, recurringDeliveryId: number): Promise<boolean> {
  const [trial] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.recurringDeliveryId, recurringDeliveryId),
        eq(deliveries.kind, 'first'),
        eq(deliveries.testbag, true),
        inArray(deliveries.status, [...paidDeliveryStatuses]),
      ),
    )
    .limit(1);
  if (!trial) return false;
  const [paidBox] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.recurringDeliveryId, recurringDeliveryId), recurringKind, inArray(deliveries.status, [...paidDeliveryStatuses])))
    .limit(1);
  return !paidBox;
}

/** The names of pets, by id (the e-mails list a box's contents per pet). */
export async function animalNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: animals.id, name: animals.name })
    .from(animals)
    .where(inArray(animals.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The address the customer's most recent box went to (a copy), if any. */
export async function lastDeliveryAddressOf(db: Database, customerId: string): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select({ address: deliveries.deliveryAddress })
    .from(deliveries)
    .where(and(eq(deliveries.customerId, customerId), isNotNull(deliveries.deliveryAddress)))
    .orderBy(desc(deliveries.id))
    .limit(1);
  return row?.address ?? undefined;
}

// ─── Once-only events ───────────────────────────────────────────────────────────────────────

/** Claims `kind` for the delivery: true for the one caller that got it, false for every other. */
export async function claimBillingEvent(db: Database, deliveryId: number, kind: string): Promise<boolean> {
  const rows = await db.insert(billingEvents).values({ deliveryId, kind }).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Gives a claim back (the e-mail could not be sent: a later run tries again). */
export async function releaseBillingEvent(db: Database, deliveryId: number, kind: string): Promise<void> {
  await db.delete(billingEvents).where(and(eq(billingEvents.deliveryId, deliveryId), eq(billingEvents.kind, kind)));
}

export async function billingEventsOf(db: Database, deliveryId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: billingEvents.kind })
    .from(billingEvents)
    .where(eq(billingEvents.deliveryId, deliveryId))
    .orderBy(asc(billingEvents.id));
  return rows.map((row) => row.kind);
}

// ─── Batches ────────────────────────────────────────────────────────────────────────────────
// The scheduler works on a batch of boxes with a few statements, whatever the batch's size:
// ids travel as one array parameter (`= any($1)`), rows to write as one jsonb parameter read
// back with `jsonb_to_recordset`. A statement per box would cost a round trip (and its socket
// write) per box; at ten thousand boxes a run, those round trips were the run.

function intArray(values: readonly number[]): SQL {
  return sql`${sql.param([...values])}::int[]`;
}

function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/** The subscriptions no other transaction holds, locked until the transaction ends (SKIP LOCKED). */
export async function lockSubscriptionsIfFree(tx: Database, ids: readonly number[]): Promise<Map<number, RecurringDeliveryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(recurringDeliveries)
    .where(sql`${recurringDeliveries.id} = any(${intArray(ids)})`)
    .orderBy(asc(recurringDeliveries.id))
    .for('update', { skipLocked: true });
  return new Map(rows.map((row) => [row.id, row]));
}

/** What confirming a paid box needs of it (`BillingMailer`, the scheduler's confirmations). */
export type BoxToConfirm = Pick<
  DeliveryRow,
  'id' | 'customerId' | 'recurringDeliveryId' | 'status' | 'country' | 'deliveryDate' | 'totalCents' | 'invoiceNumber'
>;

/** The paid boxes of `ids`, by id, with what their confirmation needs (not their stored cart). */
export async function paidBoxesOf(db: Database, ids: readonly number[]): Promise<BoxToConfirm[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: deliveries.id,
      customerId: deliveries.customerId,
      recurringDeliveryId: deliveries.recurringDeliveryId,
      status: deliveries.status,
      country: deliveries.country,
      deliveryDate: deliveries.deliveryDate,
      totalCents: deliveries.totalCents,
      invoiceNumber: deliveries.invoiceNumber,
    })
    .from(deliveries)
    .where(and(sql`${deliveries.id} = any(${intArray(ids)})`, inArray(deliveries.status, [...paidDeliveryStatuses])))
    .orderBy(asc(deliveries.id));
}

/** The subscriptions of `ids` that exist, by id, without locking them. */
export async function findSubscriptions(db: Database, ids: readonly number[]): Promise<Map<number, RecurringDeliveryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(recurringDeliveries).where(sql`${recurringDeliveries.id} = any(${intArray([...new Set(ids)])})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The deliveries no other transaction holds, locked until the transaction ends (SKIP LOCKED). */
export async function lockBoxesIfFree(tx: Database, ids: readonly number[]): Promise<Map<number, DeliveryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(deliveries)
    .where(sql`${deliveries.id} = any(${intArray(ids)})`)
    .orderBy(asc(deliveries.id))
    .for('update', { skipLocked: true });
  return new Map(rows.map((row) => [row.id, row]));
}

/** The subscriptions of `ids` that have a box to come (scheduled, or frozen and not paid yet). */
export async function subscriptionsWithOpenBox(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: deliveries.recurringDeliveryId })
    .from(deliveries)
    .where(
      and(
        sql`${deliveries.recurringDeliveryId} = any(${intArray(ids)})`,
        recurringKind,
        inArray(deliveries.status, [...openRecurringStatuses]),
      ),
    );
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** Of each customer, the default delivery address (when it is still theirs), by customer. */
export async function defaultAddressesOf(db: Database, customerIds: readonly string[]): Promise<Map<string, AddressRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ address: addresses })
    .from(customers)
    .innerJoin(addresses, and(eq(addresses.id, customers.defaultDeliveryAddressId), eq(addresses.customerId, customers.id)))
    .where(sql`${customers.id} = any(${textArray(customerIds)})`);
  return new Map(rows.map((row) => [row.address.customerId, row.address]));
}

/** The address each customer's most recent box went to (a copy), as `lastDeliveryAddressOf`. */
export async function lastDeliveryAddressesOf(db: Database, customerIds: readonly string[]): Promise<Map<string, Record<string, string>>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deliveries.customerId], { customerId: deliveries.customerId, address: deliveries.deliveryAddress })
    .from(deliveries)
    .where(and(sql`${deliveries.customerId} = any(${textArray(customerIds)})`, isNotNull(deliveries.deliveryAddress)))
    .orderBy(deliveries.customerId, desc(deliveries.id));
  return new Map(rows.flatMap((row) => (row.address ? [[row.customerId, row.address] as const] : [])));
}

/** The country of each customer's most recent delivery, as `latestDeliveryCountry`. */
export async function latestDeliveryCountriesOf(db: Database, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([deliveries.customerId], { customerId: deliveries.customerId, country: deliveries.country })
    .from(deliveries)
    .where(sql`${deliveries.customerId} = any(${textArray(customerIds)})`)
    .orderBy(deliveries.customerId, desc(deliveries.id));
  return new Map(rows.map((row) => [row.customerId, row.country]));
}

/**
 * The items of each subscription with their products and pets, by id (as `itemsOfRecurringDelivery`).
 * The products, a handful for any number of items, are read once, not with every item.
 */
export async function itemsOfSubscriptions(db: Database, ids: readonly number[]): Promise<Map<number, RecurringItemWithRefs[]>> {
  const items = new Map<number, RecurringItemWithRefs[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return items;
  const rows = await db
    .select({ item: recurringDeliveryItems, animal: animals })
    .from(recurringDeliveryItems)
    .leftJoin(animals, eq(animals.id, recurringDeliveryItems.animalId))
    .where(sql`${recurringDeliveryItems.recurringDeliveryId} = any(${intArray(ids)})`)
    .orderBy(asc(recurringDeliveryItems.id));
  const productIds = [...new Set(rows.map((row) => row.item.productId))];
  const found = productIds.length === 0 ? [] : await db.select().from(products).where(sql`${products.id} = any(${intArray(productIds)})`);
  const byId = new Map(found.map((product) => [product.id, product]));
  for (const { item, animal } of rows) {
    // As the inner join of `itemsOfRecurringDelivery`: an item's product always exists (foreign key).
    const product = byId.get(item.productId);
    if (product) items.get(item.recurringDeliveryId)?.push({ item, product, animal });
  }
  return items;
}

/** Every skipped item of these subscriptions is back in (`clearSkippedItems` of each). */
export async function clearSkippedItemsOf(tx: Database, recurringDeliveryIds: readonly number[]): Promise<void> {
  if (recurringDeliveryIds.length === 0) return;
  await tx
    .update(recurringDeliveryItems)
    .set({ skipped: false })
    .where(and(sql`${recurringDeliveryItems.recurringDeliveryId} = any(${intArray(recurringDeliveryIds)})`, eq(recurringDeliveryItems.skipped, true)));
}

/** A box as a batch writes it: every column given (the caller holds the row and knows the rest). */
export interface BoxWrite {
  id: number;
  status: string;
  deliveryDate: string | null;
  country: string;
  addressId: number | null;
  deliveryAddress: Record<string, string> | null;
  couponCodes: string[];
  priceExclVatCents: number;
  vatCents: number;
  totalCents: number;
  pricing: Record<string, unknown> | null;
  chargeAttempts: number;
  chargeFailedAt: Date | null;
  nextChargeAt: Date | null;
}

/** Writes the boxes (priced, frozen, …) in one statement; returns the ids written. */
export async function writeBoxes(tx: Database, boxes: readonly BoxWrite[], updatedAt = new Date()): Promise<number[]> {
  if (boxes.length === 0) return [];
  const rows = boxes.map((box) => ({
    id: box.id,
    status: box.status,
    delivery_date: box.deliveryDate,
    country: box.country,
    address_id: box.addressId,
    delivery_address: box.deliveryAddress,
    coupon_codes: box.couponCodes,
    price_excl_vat_cents: box.priceExclVatCents,
    vat_cents: box.vatCents,
    total_cents: box.totalCents,
    pricing: box.pricing,
    charge_attempts: box.chargeAttempts,
    charge_failed_at: box.chargeFailedAt?.toISOString() ?? null,
    next_charge_at: box.nextChargeAt?.toISOString() ?? null,
  }));
  const result = await tx.execute(sql`update ${deliveries} as d set
      status = v.status, delivery_date = v.delivery_date, country = v.country, address_id = v.address_id,
      delivery_address = v.delivery_address, coupon_codes = v.coupon_codes,
      price_excl_vat_cents = v.price_excl_vat_cents, vat_cents = v.vat_cents, total_cents = v.total_cents,
      pricing = v.pricing, charge_attempts = v.charge_attempts, charge_failed_at = v.charge_failed_at,
      next_charge_at = v.next_charge_at, updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${jsonRows(rows)}) as v(id int, status text, delivery_date date, country text, address_id int,
      delivery_address jsonb, coupon_codes jsonb, price_excl_vat_cents int, vat_cents int, total_cents int, pricing jsonb,
      charge_attempts int, charge_failed_at timestamptz, next_charge_at timestamptz)
    where d.id = v.id
    returning d.id`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** The items of these deliveries become the ones given (`replaceDeliveryItems` of each), in order. */
export async function replaceItemsOfBoxes(
  tx: Database,
  boxes: ReadonlyArray<{ deliveryId: number; items: readonly NewDeliveryItem[] }>,
): Promise<void> {
  if (boxes.length === 0) return;
  await tx.delete(deliveryItems).where(sql`${deliveryItems.deliveryId} = any(${intArray(boxes.map((box) => box.deliveryId))})`);
  const rows = boxes.flatMap((box) =>
    box.items.map((item) => ({
      delivery_id: box.deliveryId,
      animal_id: item.animalId ?? null,
      product_id: item.productId,
      amount: item.amount,
      unit_grams: item.unitGrams ?? null,
      unit_price_excl_vat_cents: item.unitPriceExclVatCents,
      vat_rate: item.vatRate,
      total_incl_vat_cents: item.totalInclVatCents,
    })),
  );
  if (rows.length === 0) return;
  // Ids in the order given (`n`): a box's items are read back by id.
  await tx.execute(sql`insert into ${deliveryItems}
      (delivery_id, animal_id, product_id, amount, unit_grams, unit_price_excl_vat_cents, vat_rate, total_incl_vat_cents)
    select v.delivery_id, v.animal_id, v.product_id, v.amount, v.unit_grams, v.unit_price_excl_vat_cents, v.vat_rate, v.total_incl_vat_cents
    from jsonb_to_recordset(${jsonRows(rows.map((row, n) => ({ ...row, n })))}) as v(delivery_id int, animal_id int, product_id int,
      amount int, unit_grams int, unit_price_excl_vat_cents int, vat_rate int, total_incl_vat_cents int, n int)
    order by v.n`);
}

/**
 * New scheduled boxes; a subscription that already has a recurring delivery on that date gets
 * none (the unique index decides, as in `insertScheduledBox`). Returns the boxes made.
 */
export async function insertScheduledBoxes(tx: Database, boxes: readonly NewDeliveryRow[]): Promise<DeliveryRow[]> {
  if (boxes.length === 0) return [];
  return tx
    .insert(deliveries)
    .values(boxes.map((values) => ({ ...values, kind: 'recurring', status: 'scheduled' })))
    .onConflictDoNothing()
    .returning();
}

/** Removes scheduled boxes (never charged, nothing points at them). */
export async function deleteScheduledBoxes(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(deliveries).where(and(sql`${deliveries.id} = any(${intArray(ids)})`, eq(deliveries.status, 'scheduled')));
}

/** The subscriptions' next delivery dates become the ones given. */
export async function setNextDeliveryDates(
  tx: Database,
  changes: ReadonlyArray<{ id: number; nextDeliveryDate: string | null }>,
  updatedAt = new Date(),
): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((change) => ({ id: change.id, next_delivery_date: change.nextDeliveryDate }));
  await tx.execute(sql`update ${recurringDeliveries} as r
    set next_delivery_date = v.next_delivery_date, updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${jsonRows(rows)}) as v(id int, next_delivery_date date)
    where r.id = v.id`);
}

/** What moving a subscription on needs of a box it moves on from. */
export type BoxToAdvanceFrom = Pick<DeliveryRow, 'id' | 'recurringDeliveryId' | 'deliveryDate' | 'country'>;

/** The boxes of these subscriptions paid or skipped after which they have not moved on yet, by date. */
export async function boxesToAdvanceFromOfSubscriptions(db: Database, ids: readonly number[]): Promise<BoxToAdvanceFrom[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: deliveries.id,
      recurringDeliveryId: deliveries.recurringDeliveryId,
      deliveryDate: deliveries.deliveryDate,
      country: deliveries.country,
    })
    .from(deliveries)
    .where(
      and(
        sql`${deliveries.recurringDeliveryId} = any(${intArray(ids)})`,
        recurringKind,
        inArray(deliveries.status, [...paidDeliveryStatuses, 'skipped']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(billingEvents)
            .where(and(eq(billingEvents.deliveryId, deliveries.id), eq(billingEvents.kind, 'advanced'))),
        ),
      ),
    )
    .orderBy(asc(deliveries.recurringDeliveryId), asc(deliveries.deliveryDate), asc(deliveries.id));
}

/** Claims each (delivery, kind), as `claimBillingEvent`; returns the deliveries whose claim this caller got. */
export async function claimBillingEvents(db: Database, claims: ReadonlyArray<{ deliveryId: number; kind: string }>): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  const rows = claims.map((claim) => ({ delivery_id: claim.deliveryId, kind: claim.kind }));
  const result = await db.execute(sql`insert into ${billingEvents} (delivery_id, kind)
    select v.delivery_id, v.kind from jsonb_to_recordset(${jsonRows(rows)}) as v(delivery_id int, kind text)
    on conflict do nothing
    returning delivery_id`);
  return new Set(rowsOf<{ delivery_id: number }>(result).map((row) => row.delivery_id));
}

/** A change of a claimed box's charge; a column left undefined stays as it is. */
export interface ClaimedBoxChange {
  id: number;
  chargeAttempts?: number;
  chargeFailedAt?: Date | null;
  nextChargeAt?: Date | null;
}

/**
 * Changes claimed boxes, each only while its claim is still this worker's (`updateClaimedBox`
 * of each); returns the ids changed.
 */
export async function updateClaimedBoxes(
  db: Database,
  lease: Date,
  changes: readonly ClaimedBoxChange[],
  updatedAt = new Date(),
): Promise<Set<number>> {
  if (changes.length === 0) return new Set();
  const rows = changes.map((change) => ({
    id: change.id,
    set_attempts: change.chargeAttempts !== undefined,
    charge_attempts: change.chargeAttempts ?? 0,
    set_failed_at: change.chargeFailedAt !== undefined,
    charge_failed_at: change.chargeFailedAt?.toISOString() ?? null,
    set_next_charge_at: change.nextChargeAt !== undefined,
    next_charge_at: change.nextChargeAt?.toISOString() ?? null,
  }));
  const result = await db.execute(sql`update ${deliveries} as d set
      charge_attempts = case when v.set_attempts then v.charge_attempts else d.charge_attempts end,
      charge_failed_at = case when v.set_failed_at then v.charge_failed_at else d.charge_failed_at end,
      next_charge_at = case when v.set_next_charge_at then v.next_charge_at else d.next_charge_at end,
      updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${jsonRows(rows)}) as v(id int, set_attempts boolean, charge_attempts int,
      set_failed_at boolean, charge_failed_at timestamptz, set_next_charge_at boolean, next_charge_at timestamptz)
    where d.id = v.id and d.next_charge_at = ${lease.toISOString()}::timestamptz
    returning d.id`);
  return new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
}

// ─── Settling a batch of paid boxes ─────────────────────────────────────────────────────────
// What `settlePaidDelivery` (apps/api delivery-settlement.ts) does to one delivery, for the
// payments a billing batch settles together: a few statements for the batch, not five a box.

/**
 * These deliveries but first ones (whose settlement locks their subscription first), locked until
 * the transaction ends, in id order (SELECT … FOR UPDATE; waited for, as `lockDelivery` does).
 */
export async function lockDeliveriesToSettle(tx: Database, ids: readonly number[]): Promise<Map<number, DeliveryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(deliveries)
    .where(and(sql`${deliveries.id} = any(${intArray(ids)})`, sql`${deliveries.kind} <> 'first'`))
    .orderBy(asc(deliveries.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The next `count` invoice numbers of `year`, in order (`nextInvoiceNumber` of each): the first
 * as one alone (it makes the year's counter when there is none, and locks its row), the others
 * by one more step of the counter, whose row this transaction now holds.
 */
export async function nextInvoiceNumbers(tx: Database, prefix: string, year: number, count: number): Promise<string[]> {
  if (count === 0) return [];
  const first = await nextInvoiceNumber(tx, prefix, year);
  if (count === 1) return [first];
  const stem = `${prefix}-${year}-`;
  const start = Number(first.slice(stem.length));
  const [row] = await tx
    .update(invoiceNumberCounters)
    .set({ lastNumber: sql`${invoiceNumberCounters.lastNumber} + ${count - 1}` })
    .where(and(eq(invoiceNumberCounters.prefix, prefix), eq(invoiceNumberCounters.year, year)))
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (row?.lastNumber !== start + count - 1) throw new Error(`Invoice numbers of ${year} moved while this transaction held them`);
  return Array.from({ length: count }, (_, n) => `${stem}${String(start + n).padStart(6, '0')}`);
}

export interface DeliveryPaid {
  id: number;
  paidAt: Date;
  invoiceNumber: string;
  invoiceParty: Record<string, unknown> | null;
}

/** These deliveries become paid, with their payment time, invoice number and invoice party (`updateDelivery` of each). */
export async function markDeliveriesPaid(tx: Database, paid: readonly DeliveryPaid[], updatedAt = new Date()): Promise<void> {
  if (paid.length === 0) return;
  const rows = paid.map((delivery) => ({
    id: delivery.id,
    paid_at: delivery.paidAt.toISOString(),
    invoice_number: delivery.invoiceNumber,
    invoice_party: delivery.invoiceParty,
  }));
  await tx.execute(sql`update ${deliveries} as d set
      status = 'paid', paid_at = v.paid_at, invoice_number = v.invoice_number, invoice_party = v.invoice_party,
      updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${jsonRows(rows)}) as v(id int, paid_at timestamptz, invoice_number text, invoice_party jsonb)
    where d.id = v.id`);
}
