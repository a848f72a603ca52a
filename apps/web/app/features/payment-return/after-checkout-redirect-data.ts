import { redirect } from 'react-router';
import { deliveryList } from '@brokkie/contracts/delivery';
import { payment as paymentSchema, type PaymentStatus } from '@brokkie/contracts/payment';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { localizePath, splitLocalePath } from '@brokkie/domain/locales';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { decide, type PaymentDecision } from './payment-polling.ts';

/** What /after-checkout-redirect shows when the payment has not settled (a settled one is a redirect). */
export type AfterCheckoutData =
  /** Open or pending at the provider: the page waits and asks again. */
  | { kind: 'waiting'; deliveryUrl: string }
  /** No first delivery, or no payment of it: the checkout is where the customer belongs. */
  | { kind: 'no_payment' };

/** The delivery of `?delivery=12`, else the customer's newest first delivery, else null. */
export async function deliveryUrlFor(api: ApiClient, param: string | null): Promise<string | null> {
  if (param && /^[1-9]\d{0,9}$/.test(param)) return `/delivery/${param}/`;
  const page = await api.get('/delivery/', { query: { limit: 1000 }, schema: deliveryList });
  const newest = page.results.filter((delivery) => delivery.kind === 'first').sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
  return newest?.url ?? null;
}

/** The status of the delivery's latest payment, brought up to date with the provider (404: none). */
export async function latestPaymentStatus(api: ApiClient, deliveryUrl: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const latest = await api.get(`${deliveryUrl}latest_payment/`, { query: { checkout: 'true', is_shop: 'false' }, schema: paymentSchema, signal });
  return latest.status;
}

/** Where a settled payment sends the payer (without the locale): paid → the thank-you page, else back to the checkout, which says why. */
export function settledPath(decision: Exclude<PaymentDecision, { kind: 'waiting' }>, deliveryUrl: string): string {
  if (decision.kind === 'problem') return `/checkout?payment=${decision.status}`;
  const id = idFromResourceUrl(deliveryUrl);
  return id === undefined ? '/thank-you' : `/thank-you?delivery=${id}`;
}

/**
 * The page's first read, by its route's loader: a payment that has settled already redirects
 * (on the server when the payer comes back from the provider, so no waiting page flashes by).
 */
export async function loadAfterCheckout(api: ApiClient, url: URL): Promise<AfterCheckoutData> {
  const deliveryUrl = await deliveryUrlFor(api, url.searchParams.get('delivery'));
  if (!deliveryUrl) return { kind: 'no_payment' };
  let status: PaymentStatus;
  try {
    status = await latestPaymentStatus(api, deliveryUrl);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'no_payment' };
    throw error;
  }
  const decision = decide(status);
  if (decision.kind !== 'waiting') throw redirect(localizePath(settledPath(decision, deliveryUrl), splitLocalePath(url.pathname).locale));
  return { kind: 'waiting', deliveryUrl };
}
