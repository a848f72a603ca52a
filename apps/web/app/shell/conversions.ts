import type { Delivery } from '@brokkie/contracts/delivery';
import { isTrackingCountry } from '@brokkie/domain/attribution';
import { extractCustomerId } from '@brokkie/domain/customer-id';
import { centsToDecimalString, currency } from '@brokkie/domain/money';
import { authStore, useAuth } from './auth-store.ts';
import { latestShellData } from './client-shell-state.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { hasConsent } from './consent.ts';
import { ensureConsentRecorded } from './consent-sync.ts';
import { cookieValue, fireOnce, type TrackingEvent, type TrackingPoster } from './tracking.ts';

/**
 * The conversions of §7, one moment at a time (issue 14): what each moment sends to which network,
 * and the one way to send it. A moment is sent only with the visitor's marketing consent and for
 * a tracking country (§9), once per customer or delivery (shell/tracking.ts and the API's own
 * once-rule); staff looking at a customer's screens (customer_override) send nothing.
 */

/** A cart line of the dashboard shop: the product, how many, the unit price including VAT in cents. */
export interface CartLine {
  product: string;
  amount: number;
  price: number;
}

export type ConversionMoment =
  /** An account was created (sign-up). */
  | { kind: 'lead'; customerId: string }
  /** The first meal plan was shown. */
  | { kind: 'view_content'; customerId: string }
  /** A meal plan was chosen into the cart (the first box made). */
  | { kind: 'add_to_cart'; customerId: string }
  /** The dashboard shop was opened. */
  | { kind: 'shop_lead'; customerId: string }
  /** Something was put in the dashboard shop's cart. */
  | { kind: 'shop_add_to_cart'; customerId: string; line: CartLine }
  /** The first box was paid (a trial box is a trial purchase), with the Awin sale. */
  | { kind: 'purchase'; delivery: Pick<Delivery, 'id' | 'testbag' | 'total' | 'couponcodes'> }
  /** A purchase made in the dashboard was paid. */
  | { kind: 'shop_purchase'; delivery: Pick<Delivery, 'id'> }
  /** An insurance lead (Belgium, issue 15): counted once per lead; the offer decides which. */
  | { kind: 'insurance_lead' | 'insurance_corona_direct_lead'; customerId: string; leadId: number };

/** What the page knows of the visit: the TikTok click id, the Awin click cookie and the address. */
export interface Visit {
  ttclid: string;
  awc: string;
  url: string;
}

export interface ConversionCall {
  event: TrackingEvent;
  /** The customer, delivery or insurance lead it counts once for (§4). */
  id: string | number;
  body?: Record<string, unknown>;
}

/** The calls of a moment (§7), in the order they are sent. */
export function conversionCalls(moment: ConversionMoment, visit: Visit): ConversionCall[] {
  const page = { ttclid: visit.ttclid || null, url: visit.url };
  switch (moment.kind) {
    case 'lead':
    case 'add_to_cart':
    case 'shop_lead':
      return [
        { event: { channel: 'meta', event: moment.kind }, id: moment.customerId },
        { event: { channel: 'tiktok', event: moment.kind }, id: moment.customerId, body: page },
      ];
    case 'view_content':
      return [{ event: { channel: 'tiktok', event: 'view_content' }, id: moment.customerId, body: page }];
    case 'shop_add_to_cart':
      return [
        { event: { channel: 'meta', event: 'shop_add_to_cart' }, id: moment.customerId, body: { ...moment.line } },
        { event: { channel: 'tiktok', event: 'shop_add_to_cart' }, id: moment.customerId, body: { ...page, ...moment.line } },
      ];
    case 'purchase': {
      const { delivery } = moment;
      const event = delivery.testbag ? 'trial_purchase' : 'purchase';
      return [
        { event: { channel: 'meta', event }, id: delivery.id, body: { delivery_id: delivery.id } },
        { event: { channel: 'tiktok', event }, id: delivery.id, body: { delivery_id: delivery.id, ...page } },
        {
          event: { channel: 'awin', event: 'sale' },
          id: delivery.id,
          body: { orderRef: delivery.id, amount: centsToDecimalString(delivery.total), currency, cks: visit.awc || null, vc: delivery.couponcodes.join(',') },
        },
      ];
    }
    case 'shop_purchase':
      return [
        { event: { channel: 'meta', event: 'shop_purchase' }, id: moment.delivery.id, body: { delivery_id: moment.delivery.id } },
        { event: { channel: 'tiktok', event: 'shop_purchase' }, id: moment.delivery.id, body: { delivery_id: moment.delivery.id, ...page } },
      ];
    case 'insurance_lead':
    case 'insurance_corona_direct_lead':
      return [
        { event: { channel: 'meta', event: moment.kind }, id: moment.leadId, body: { customer_id: moment.customerId } },
        { event: { channel: 'tiktok', event: moment.kind }, id: moment.leadId, body: page },
      ];
  }
}

/** The visit as this page sees it (§9 cookies awc and ttclid). */
export function currentVisit(): Visit {
  return { ttclid: cookieValue('ttclid'), awc: cookieValue('awc'), url: window.location.href };
}

/**
 * Whether conversions may be sent from this page now: in the browser, with marketing consent, for
 * a tracking country, and not by staff acting for a customer.
 */
export function mayTrack(country: string | null | undefined = latestShellData()?.country?.short_name): boolean {
  if (typeof window === 'undefined') return false;
  if (new URLSearchParams(window.location.search).has('customer_override')) return false;
  return hasConsent('marketing') && isTrackingCountry(country);
}

/**
 * Sends the moment's calls that did not fire yet. Never throws and never waits for the page:
 * tracking failures are only logged (§8).
 */
export function trackConversion(api: TrackingPoster & Partial<Pick<ApiClient, 'get'>>, moment: ConversionMoment): void {
  if (!mayTrack()) return;
  const calls = conversionCalls(moment, currentVisit());
  // The API forwards a conversion only for a customer whose recorded consent allows it: the
  // browser's choice is recorded first (a visitor chose before having an account).
  const recorded = api.get ? ensureConsentRecorded(api as ApiClient) : Promise.resolve();
  void recorded.then(() => {
    for (const call of calls) void fireOnce(api, call.event, call.id, call.body);
  });
}

/** The signed-in customer's id, for a moment counted per customer (outside React: an action). */
export function signedInCustomerId(): string | undefined {
  const customer = authStore.getState().customer;
  return customer ? extractCustomerId(customer.url) : undefined;
}

/** The signed-in customer's id, for a moment counted per customer (in a component). */
export function useSignedInCustomerId(): string | undefined {
  const { customer } = useAuth();
  return customer ? extractCustomerId(customer.url) : undefined;
}
