import { createHash } from 'node:crypto';
import type { ForwardingCustomer, ForwardingDelivery, TrackingEventRow } from '@brokkie/db/tracking-queries';
import type { TrackingChannel } from '@brokkie/contracts/tracking-channels';

/** Everything an adapter may put in its network's request, read for it by the forwarder. */
export interface ForwardInput {
  event: TrackingEventRow;
  /** `<event>-<subject key>`: deduplicates with the browser pixel (trackingEventId). */
  eventId: string;
  customer: ForwardingCustomer;
  /** The delivery a per-delivery event is about (purchases); undefined for the others. */
  delivery: ForwardingDelivery | undefined;
  /** The web app's public origin (PUBLIC_URL): the page of events that carry none. */
  publicUrl: string;
}

/** One HTTP request to a network. */
export interface ForwardRequest {
  method: 'GET' | 'POST';
  /** With the credentials a network wants in the address (Meta's access token). */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /**
   * What `tracking_forward_attempt` keeps of it: the same request without credentials (tokens
   * are secrets, and the record is shown on the development page and in a customer's export).
   */
  record: Record<string, unknown>;
}

/**
 * One network behind one interface: the forwarder claims, sends, records and retries; an
 * adapter only knows its network's request and how its network says "accepted".
 */
export interface ForwardAdapter {
  channel: TrackingChannel;
  /** False without credentials: the request is built (for the record) and never sent. */
  configured: boolean;
  request(input: ForwardInput): ForwardRequest;
  /** Whether a 2xx answer's body says the event was taken (TikTok answers 200 with an error code). */
  accepted(body: string): boolean;
}

/** Lower-case hex SHA-256, as Meta and TikTok want personal data; undefined for nothing to hash. */
export function sha256(value: string): string | undefined {
  return value === '' ? undefined : createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Unix seconds of the moment the event happened (stored), whatever its retries. */
export function eventTime(event: TrackingEventRow): number {
  return Math.floor(event.createdAt.getTime() / 1000);
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The event's value in cents, where it has one: an Awin sale's amount, a purchase's delivery
 * total (what was paid, VAT included), a cart line's unit price times amount. Undefined for
 * leads and page views.
 */
export function valueCentsOf(input: ForwardInput): number | undefined {
  const payload = input.event.payload;
  // An Awin sale carries the amount the web app reported (Awin's commission base), not the total.
  const amountCents = numberOf(payload.amount_cents);
  if (amountCents !== undefined) return amountCents;
  if (input.delivery) return input.delivery.totalCents;
  const price = numberOf(payload.price);
  const amount = numberOf(payload.amount);
  return price !== undefined && amount !== undefined ? price * amount : undefined;
}

/** The payload's text field, or undefined when absent or empty. */
export function payloadText(event: TrackingEventRow, field: string): string | undefined {
  const value = event.payload[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
