/**
 * Pure rules of the forwarding of conversion events to Meta, TikTok and Awin (docs/tracking.md
 * "Forwarding"): the id that deduplicates a server event with the browser pixel's, each network's
 * event names, the retry schedule, and how e-mail addresses and phone numbers are normalised
 * before they are hashed. No hashing here: the browser imports this file (the pixel sends the
 * same event id), and the API hashes with node:crypto.
 */

/**
 * The event id sent with an event, for deduplication: `<event>-<subject key>` (`purchase-123`,
 * `lead-hid_AbCd1234`), the same key that makes an event fire once per customer or delivery. A
 * browser pixel that sends the same id for the same conversion (Meta `eventID`, TikTok
 * `event_id`) has it counted once. The channel is not part of it: each network deduplicates its
 * own events only.
 */
export function trackingEventId(event: string, subjectKey: string): string {
  return `${event}-${subjectKey}`;
}

/**
 * Meta's name of each of our events: the standard events where one fits (Meta optimises
 * campaigns on those), custom names for the rest, so that a shop order or an insurance lead
 * never counts as a subscription's purchase or sign-up.
 */
export const metaEventNames: Record<string, string> = {
  lead: 'Lead',
  add_to_cart: 'AddToCart',
  view_content: 'ViewContent',
  purchase: 'Purchase',
  trial_purchase: 'TrialPurchase',
  shop_lead: 'ShopLead',
  shop_add_to_cart: 'ShopAddToCart',
  shop_purchase: 'ShopPurchase',
  insurance_lead: 'InsuranceLead',
  insurance_corona_direct_lead: 'InsuranceCoronaDirectLead',
};

/**
 * TikTok's name of each of our events: its standard events (an account made is
 * `CompleteRegistration`, a paid box `CompletePayment`), custom names for the rest.
 */
export const tiktokEventNames: Record<string, string> = {
  lead: 'CompleteRegistration',
  add_to_cart: 'AddToCart',
  view_content: 'ViewContent',
  purchase: 'CompletePayment',
  trial_purchase: 'TrialPurchase',
  shop_lead: 'ShopLead',
  shop_add_to_cart: 'ShopAddToCart',
  shop_purchase: 'ShopPurchase',
  insurance_lead: 'InsuranceLead',
  insurance_corona_direct_lead: 'InsuranceCoronaDirectLead',
};

/** `shop_add_to_cart` → `ShopAddToCart`: the name of an event no table above knows. */
export function pascalEventName(event: string): string {
  return event
    .split(/[_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/**
 * How long the forwarder waits after each failed attempt that may succeed later (no answer, a
 * 5xx, 429): 1 min, 5 min, 30 min, 2 h, 12 h. After the attempt that follows the last wait the
 * event is `failed`: six attempts in about 15 hours, well inside the 7 days Meta still accepts an
 * event's time.
 */
export const forwardRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;

/** When to try again after failed attempt number `attempts` (1 = the first); null: give up. */
export function nextForwardAttemptAt(attempts: number, now: Date): Date | null {
  const delay = forwardRetryDelaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** A network's answer that is worth trying again: none at all, too many requests, a timeout, a server error. */
export function isRetryableStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

/** The e-mail address as the networks hash it: trimmed and lower-cased. Empty when there is none. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The telephone code (without +) of each country we deliver to (§9). */
export const countryCallingCodes: Record<string, string> = { BE: '32', NL: '31', FR: '33', DE: '49' };
const defaultCallingCode = '32';

/**
 * The phone number as the networks hash it: digits only, with the country code, no leading zeros
 * or +. `+32 470 12 34 56` and `0032 470…` keep their code; a national number (`0470 12 34 56`)
 * gets the code of `country` (Belgium's when unknown) instead of its leading 0; digits without
 * either are taken as already international. Empty when there are no digits.
 */
export function normalisePhone(phone: string, country: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  // A national number of a customer whose country is not known yet (no address): Belgium's, the
  // shop's default country (§9), is the likeliest.
  if (digits.startsWith('0')) return `${countryCallingCodes[country.toUpperCase()] ?? defaultCallingCode}${digits.slice(1)}`;
  return digits;
}
