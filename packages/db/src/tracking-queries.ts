import { and, asc, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { addresses, authUsers, consentRecords, countries, customers, deliveries, products, trackingEvents, trackingForwardAttempts } from './schema.ts';

export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type TrackingForwardAttemptRow = typeof trackingForwardAttempts.$inferSelect;

/** What a stored event says besides its keys: the validated request, never raw client JSON. */
export type TrackingPayload = Record<string, string | number | null>;

export interface NewTrackingEvent {
  channel: string;
  event: string;
  customerId: string;
  /** What the event counts once per: a customer id or a delivery id (§4). */
  subjectKey: string;
  payload: TrackingPayload;
}

/**
 * Stores the event unless (channel, event, subject) is already there: the unique index
 * `tracking_event_once_idx` decides, so two racing requests store one row. True when this call
 * stored it.
 */
export async function insertTrackingEventOnce(db: Database, values: NewTrackingEvent): Promise<boolean> {
  const rows = await db
    .insert(trackingEvents)
    .values(values)
    .onConflictDoNothing({ target: [trackingEvents.channel, trackingEvents.event, trackingEvents.subjectKey] })
    .returning({ id: trackingEvents.id });
  return rows.length > 0;
}

/** The stored events of a customer, oldest first (what a forwarder or support reads). */
export async function trackingEventsOf(db: Database, customerId: string): Promise<TrackingEventRow[]> {
  return db.select().from(trackingEvents).where(eq(trackingEvents.customerId, customerId)).orderBy(asc(trackingEvents.id));
}

// Ids beyond the integer column's range name no row; asking PostgreSQL would be an error, not "no".
const maxSerial = 2_147_483_647;
const isSerialId = (id: number) => Number.isInteger(id) && id >= 1 && id <= maxSerial;

export async function customerOwnsDelivery(db: Database, customerId: string, deliveryId: number): Promise<boolean> {
  if (!isSerialId(deliveryId)) return false;
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.customerId, customerId)));
  return row !== undefined;
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  if (!isSerialId(productId)) return false;
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

// ─── Forwarding (issue 14): the outbox of Meta, TikTok and Awin ─────────────────────────────────

export type ForwardStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * Pending events whose next attempt has come, claimed for this worker until `leaseUntil`: locked
 * with SKIP LOCKED (another worker's claim in progress is passed over, never waited for) and
 * their `claimed_until` set before the transaction commits, so that no other worker takes them
 * until this one has settled them, or has died and the lease ran out. `now` is the time the run
 * works as of (due attempts); `claimedAt` the real clock the leases run on.
 */
export async function claimDueTrackingEvents(db: Database, now: Date, claimedAt: Date, leaseUntil: Date, limit: number): Promise<TrackingEventRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: trackingEvents.id })
      .from(trackingEvents)
      .where(
        and(
          eq(trackingEvents.forwardStatus, 'pending'),
          lte(trackingEvents.nextAttemptAt, now),
          or(isNull(trackingEvents.claimedUntil), lt(trackingEvents.claimedUntil, claimedAt)),
        ),
      )
      .orderBy(asc(trackingEvents.nextAttemptAt), asc(trackingEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(trackingEvents)
      .set({ claimedUntil: leaseUntil })
      .where(
        inArray(
          trackingEvents.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** One attempt as `tracking_forward_attempt` keeps it: what was (or would have been) sent, and the answer. */
export interface ForwardAttemptRecord {
  attemptedAt: Date;
  status: number | null;
  ok: boolean;
  request: Record<string, unknown>;
  response: string;
}

export interface ForwardSettlement {
  forwardStatus: ForwardStatus;
  forwardAttempts: number;
  nextAttemptAt?: Date;
  forwardedAt?: Date | null;
}

/**
 * Records an attempt and settles a claimed event, in one transaction. The attempt is recorded
 * whatever happens (a request that left is part of the record); the event changes only while the
 * claim is still this worker's (`claimed_until` = its lease), so a worker whose lease ran out
 * never overwrites what the one that took over decided. True when the event was settled.
 */
export async function settleTrackingEvent(
  db: Database,
  eventId: number,
  lease: Date,
  settlement: ForwardSettlement,
  attempt: ForwardAttemptRecord | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (attempt) await tx.insert(trackingForwardAttempts).values({ eventId, ...attempt });
    const rows = await tx
      .update(trackingEvents)
      .set({ ...settlement, claimedUntil: null })
      .where(and(eq(trackingEvents.id, eventId), eq(trackingEvents.claimedUntil, lease)))
      .returning({ id: trackingEvents.id });
    return rows.length > 0;
  });
}

/** What the forwarder knows of an event's customer: whether it may send, and what identifies them (unhashed). */
export interface ForwardingCustomer {
  id: string;
  erased: boolean;
  /** The choice in force (the newest consent record) allows marketing; false without any record. */
  marketingConsent: boolean;
  /** Empty for an anonymous account (its address is a placeholder, not the person's). */
  email: string;
  /** The customer's phone, else their default delivery address's; empty when neither has one. */
  phone: string;
  /** BE, NL, FR or DE: the default delivery address's country, else the preferred one, else ''. */
  country: string;
}

/**
 * The customers of a batch of events, by id, in two statements whatever the batch's size: the
 * customer with their sign-in e-mail, default address and preferred country; then the newest
 * consent record of each (the choice in force, `consent_record_customer_id_idx`).
 */
export async function forwardingCustomersOf(db: Database, ids: readonly string[]): Promise<Map<string, ForwardingCustomer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      erasedAt: customers.erasedAt,
      phone: customers.phone,
      email: authUsers.email,
      isAnonymous: authUsers.isAnonymous,
      addressPhone: addresses.phone,
      addressCountry: addresses.country,
      preferredCountry: countries.shortName,
    })
    .from(customers)
    .innerJoin(authUsers, eq(authUsers.id, customers.userId))
    .leftJoin(addresses, eq(addresses.id, customers.defaultDeliveryAddressId))
    .leftJoin(countries, eq(countries.id, customers.preferedCountryId))
    .where(inArray(customers.id, unique));
  const consents = await db
    .selectDistinctOn([consentRecords.customerId], { customerId: consentRecords.customerId, marketing: consentRecords.marketing })
    .from(consentRecords)
    .where(inArray(consentRecords.customerId, unique))
    .orderBy(consentRecords.customerId, desc(consentRecords.createdAt), desc(consentRecords.id));
  const marketing = new Map(consents.map((row) => [row.customerId, row.marketing]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        erased: row.erasedAt !== null,
        marketingConsent: marketing.get(row.id) ?? false,
        email: row.isAnonymous ? '' : row.email,
        phone: row.phone || (row.addressPhone ?? ''),
        country: row.addressCountry ?? row.preferredCountry ?? '',
      },
    ]),
  );
}

export interface ForwardingDelivery {
  id: number;
  totalCents: number;
  country: string;
}

/** The deliveries per-delivery events name, by id: a purchase's value is its total. */
export async function forwardingDeliveriesOf(db: Database, ids: readonly number[]): Promise<Map<number, ForwardingDelivery>> {
  const unique = [...new Set(ids)].filter(isSerialId);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveries.id, totalCents: deliveries.totalCents, country: deliveries.country })
    .from(deliveries)
    .where(inArray(deliveries.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface TrackingEventWithAttempts extends TrackingEventRow {
  attempts: TrackingForwardAttemptRow[];
}

/** The newest events with every attempt of each, oldest attempt first (the development page). */
export async function latestTrackingEvents(db: Database, limit: number): Promise<TrackingEventWithAttempts[]> {
  const events = await db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(limit);
  if (events.length === 0) return [];
  const attempts = await db
    .select()
    .from(trackingForwardAttempts)
    .where(
      inArray(
        trackingForwardAttempts.eventId,
        events.map((event) => event.id),
      ),
    )
    .orderBy(asc(trackingForwardAttempts.id));
  return events.map((event) => ({ ...event, attempts: attempts.filter((attempt) => attempt.eventId === event.id) }));
}

/** The attempts recorded for one event, oldest first. */
export async function forwardAttemptsOf(db: Database, eventId: number): Promise<TrackingForwardAttemptRow[]> {
  return db.select().from(trackingForwardAttempts).where(eq(trackingForwardAttempts.eventId, eventId)).orderBy(asc(trackingForwardAttempts.id));
}
