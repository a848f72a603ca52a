import { trackingChannels, trackingPath, type TrackingChannel } from '@brokkie/contracts/tracking-channels';

/**
 * The funnel's conversion events (§7 "Tracking"), sent to our own API. Each fires once per
 * customer or delivery (§4): once sent, the value 'fired' is kept in local storage under a key of
 * the event name plus the id, and the event is not sent again from this browser. The API also
 * stores each event once, so another browser or a cleared storage cannot count it twice either.
 */

/** The value §4 keeps under an event's key. */
export const firedValue = 'fired';

export interface TrackingEvent {
  channel: TrackingChannel;
  /** The endpoint's event, e.g. purchase, trial_purchase, sale. */
  event: string;
}

/**
 * The event name of the storage key: the channel's path and the event ('fb-conversions/purchase'),
 * so that Meta's and TikTok's purchase of the same delivery are two events.
 */
export function trackingEventName(event: TrackingEvent): string {
  return `${trackingChannels[event.channel]}/${event.event}`;
}

/** `fb-conversions/purchase12`: the event name plus the customer or delivery id (§4). */
export function firedKey(event: TrackingEvent, id: string | number): string {
  return `${trackingEventName(event)}${id}`;
}

type FiredStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): FiredStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): then only the API's own once-check holds.
    return undefined;
  }
}

export function hasFired(event: TrackingEvent, id: string | number, storage: FiredStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(firedKey(event, id)) === firedValue;
  } catch {
    return false;
  }
}

function markFired(event: TrackingEvent, id: string | number, storage: FiredStorage | undefined): void {
  try {
    storage?.setItem(firedKey(event, id), firedValue);
  } catch {
    // A full or blocked storage only means the API's once-check decides next time.
  }
}

// Two renders of one page (React's development double effects, a quick reload) may ask at once.
const inFlight = new Set<string>();

export type FireResult = 'sent' | 'already_fired' | 'failed';

/**
 * POSTs the event to our API unless it already fired for `id` in this browser. It is marked as
 * fired only after the API stored it (or said it had it already), so a failed call is tried
 * again on the next visit. Failures are only logged (§8: tracking failures are only logged).
 */
/** What fireOnce needs of the API client (`useApiClient()` has it). */
export interface TrackingPoster {
  post(path: string, body?: unknown): Promise<unknown>;
}

export async function fireOnce(
  api: TrackingPoster,
  event: TrackingEvent,
  id: string | number,
  body?: unknown,
  storage: FiredStorage | undefined = browserStorage(),
): Promise<FireResult> {
  const key = firedKey(event, id);
  if (hasFired(event, id, storage) || inFlight.has(key)) return 'already_fired';
  inFlight.add(key);
  try {
    await api.post(trackingPath(event), body);
    markFired(event, id, storage);
    return 'sent';
  } catch (error) {
    console.error(`[tracking] ${trackingEventName(event)} for ${id} not sent`, error);
    return 'failed';
  } finally {
    inFlight.delete(key);
  }
}

/** A cookie's value (§9: awc, ttclid), or '' when the browser has none. */
export function cookieValue(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}
