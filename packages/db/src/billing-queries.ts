import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { DeliveryRow, NewDeliveryRow } from './delivery-queries.ts';
import type { RecurringDeliveryRow } from './recurring-delivery-queries.ts';
import { billingEvents, deliveries, recurringDeliveries } from './schema.ts';

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
