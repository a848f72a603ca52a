import { and, asc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { deliveries, products, trackingEvents } from './schema.ts';

export type TrackingEventRow = typeof trackingEvents.$inferSelect;

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
  return db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.customerId, customerId))
    .orderBy(asc(trackingEvents.id));
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
