import { z } from 'zod';
import { redirectDocument } from 'react-router';
import { delivery as deliverySchema, handleOpenPaymentResponse, type Delivery } from '@brokkie/contracts/delivery';
import { payment as paymentSchema, type Payment, type PaymentStatus } from '@brokkie/contracts/payment';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

export type PurchaseState =
  /** The payment is settling at the provider: ask again. */
  | { kind: 'waiting'; delivery: Delivery }
  | { kind: 'paid'; delivery: Delivery }
  /** Failed, canceled or expired: nothing was charged; it can be paid again. */
  | { kind: 'unpaid'; delivery: Delivery; status: PaymentStatus }
  /** No payment to speak of: no delivery found, or one without a payment. */
  | { kind: 'none'; delivery?: Delivery };

const paidStatuses: ReadonlySet<Delivery['status']> = new Set(['paid', 'shipped', 'delivered']);
const settling: ReadonlySet<PaymentStatus> = new Set(['open', 'pending', 'authorized']);

export function isPaid(delivery: Pick<Delivery, 'status'>): boolean {
  return paidStatuses.has(delivery.status);
}

export function purchaseState(delivery: Delivery, latest: Pick<Payment, 'status'> | null): PurchaseState {
  if (isPaid(delivery) || latest?.status === 'paid') return { kind: 'paid', delivery };
  if (!latest) return { kind: 'none', delivery };
  if (settling.has(latest.status)) return { kind: 'waiting', delivery };
  return { kind: 'unpaid', delivery, status: latest.status };
}

/**
 * Where the delivery's payment stands. A delivery the API already holds as paid needs no more;
 * else its latest payment, which `checkout=true` brings up to date with the provider while open
 * (the payer is often back before the provider's webhook).
 */
export async function stateOf(api: ApiClient, delivery: Delivery, signal?: AbortSignal): Promise<PurchaseState> {
  if (isPaid(delivery)) return { kind: 'paid', delivery };
  let latest: Payment | null = null;
  try {
    latest = await api.get(`${delivery.url}latest_payment/`, { query: { checkout: 'true' }, schema: paymentSchema, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return purchaseState(delivery, latest);
}

/** The delivery read again and where its payment stands: one round of the page's polling. */
export async function readPurchase(api: ApiClient, deliveryUrl: string, signal?: AbortSignal): Promise<PurchaseState> {
  return stateOf(api, await api.get(deliveryUrl, { schema: deliverySchema, signal }), signal);
}

/** Starts a new payment of the delivery; answers where to send the payer (null: nothing to pay any more). */
export async function payAgain(api: ApiClient, delivery: Pick<Delivery, 'url'>, returnPath: string): Promise<string | null> {
  const started = await api.post(`${delivery.url}handle_open_payment/`, { redirect_url: returnPath }, { schema: handleOpenPaymentResponse });
  return started.checkout_url;
}

/** What the thank-you page submits: pay again a delivery whose payment did not go through. */
export const thankYouSubmission = z.object({ intent: z.literal('pay'), delivery: z.number().int().positive() });

export type ThankYouOutcome = ActionResult<{ payNotNeeded: true }>;

/**
 * The thank-you page's write: a new payment, and the payer goes to the provider's page (a
 * document redirect), back to this page (`returnPath`, without the query) for this delivery;
 * when nothing is left to pay the page looks again where the payment stands.
 */
export async function thankYouAction(api: ApiClient, submission: z.output<typeof thankYouSubmission>, returnPath: string): Promise<ThankYouOutcome | Response> {
  const delivery = { url: `/delivery/${submission.delivery}/` };
  const started = await attempt(() => payAgain(api, delivery, `${returnPath}?delivery=${submission.delivery}`));
  if (!started.ok) return started;
  return started.value ? redirectDocument(started.value) : { ok: true, value: { payNotNeeded: true } };
}
