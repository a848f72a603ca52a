import { delivery as deliverySchema, handleOpenPaymentResponse, type Delivery } from '@brokkie/contracts/delivery';
import { payment as paymentSchema, type Payment, type PaymentStatus } from '@brokkie/contracts/payment';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

export type PurchaseState =
  /** The payment is settling at the provider: ask again. */
  | { kind: 'waiting'; delivery: Delivery }
  | { kind: 'paid'; delivery: Delivery }
  /** Failed, canceled or expired: nothing was charged; it can be paid again. */
  | { kind: 'unpaid'; delivery: Delivery; status: PaymentStatus }
  /** No purchase to speak of (no delivery named, no payment of a delivery): a general thank-you. */
  | { kind: 'none' };

const settling: ReadonlySet<PaymentStatus> = new Set(['open', 'pending', 'authorized']);

/** The delivery of `?delivery=12`, else the one of the customer's latest payment, else none. */
export async function purchaseDeliveryUrl(api: ApiClient, param: string | null): Promise<string | null> {
  if (param && /^[1-9]\d{0,9}$/.test(param)) return `/delivery/${param}/`;
  try {
    const latest = await api.get('/payment/latest/', { schema: paymentSchema });
    return latest.delivery;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Where the delivery's payment stands; the payment is brought up to date with the provider while open. */
export async function readPurchase(api: ApiClient, deliveryUrl: string, signal?: AbortSignal): Promise<PurchaseState> {
  const delivery = await api.get(deliveryUrl, { schema: deliverySchema, signal });
  let latest: Payment | null = null;
  try {
    latest = await api.get(`${deliveryUrl}latest_payment/`, { query: { checkout: 'true' }, schema: paymentSchema, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return purchaseState(delivery, latest);
}

export function purchaseState(delivery: Delivery, latest: Pick<Payment, 'status'> | null): PurchaseState {
  if (delivery.status === 'paid' || delivery.status === 'shipped' || delivery.status === 'delivered' || latest?.status === 'paid') {
    return { kind: 'paid', delivery };
  }
  if (!latest) return { kind: 'none' };
  if (settling.has(latest.status)) return { kind: 'waiting', delivery };
  return { kind: 'unpaid', delivery, status: latest.status };
}

/** What /dashboard/thank-you opens with: the purchase's delivery (null: none to speak of) and where its payment stands. */
export interface PurchaseData {
  deliveryUrl: string | null;
  state: PurchaseState;
}

/** The page's first read, by its route's loader; while the payment settles, the page asks again. */
export async function loadPurchase(api: ApiClient, param: string | null): Promise<PurchaseData> {
  const deliveryUrl = await purchaseDeliveryUrl(api, param);
  return { deliveryUrl, state: deliveryUrl ? await readPurchase(api, deliveryUrl) : { kind: 'none' } };
}

/** Starts a new payment of the delivery; answers where to send the payer (null: nothing to pay any more). */
export async function payAgain(api: ApiClient, delivery: Pick<Delivery, 'url'>, returnPath: string): Promise<string | null> {
  const started = await api.post(`${delivery.url}handle_open_payment/`, { redirect_url: returnPath }, { schema: handleOpenPaymentResponse });
  return started.checkout_url;
}
