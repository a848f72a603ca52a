import { z } from 'zod';
import { deliveryList, handleOpenPaymentResponse, type Delivery } from '@brokkie/contracts/delivery';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { redirectDocument } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { lineProductPage, lineProductsByUrl, type BoxNames } from '../../lib/box-contents.ts';

/** Deliveries are fetched with limit 1000 (§9). */
const listLimit = 1000;

/**
 * A draft is a box still being put together in the funnel (no order yet, no frozen lines), so the
 * history leaves it out; every other status is something the customer ordered.
 */
export function isOrdered(delivery: Pick<Delivery, 'status'>): boolean {
  return delivery.status !== 'draft';
}

/** Newest first: by delivery date (a box without a date by its creation), then by id. */
export function newestFirst(a: Delivery, b: Delivery): number {
  const dayOf = (delivery: Delivery) => delivery.delivery_date ?? delivery.created.slice(0, 10);
  return dayOf(b).localeCompare(dayOf(a)) || b.created.localeCompare(a.created) || b.id - a.id;
}

const payableStates: ReadonlySet<PaymentStatus> = new Set(['open', 'failed', 'canceled', 'expired']);

/**
 * Whether the customer can pay the delivery now: it awaits payment and its last payment is still
 * open at the provider or ended without money (a failed recurring charge, an abandoned checkout).
 * A pending or authorized payment is on its way and must not be doubled.
 */
export function hasOpenPayment(delivery: Pick<Delivery, 'status' | 'payment_state'>): boolean {
  return delivery.status === 'awaiting_payment' && (delivery.payment_state === null || payableStates.has(delivery.payment_state));
}

/** Whether an invoice PDF exists: a number is given when the delivery is paid. */
export function hasInvoice(delivery: Pick<Delivery, 'invoice_number' | 'status'>): boolean {
  return delivery.invoice_number !== null && delivery.status !== 'draft';
}

export interface OrderHistory {
  deliveries: Delivery[];
  names: BoxNames;
}

const namedPage = z.object({ results: z.array(z.object({ url: z.string(), name: z.string() })) });
const toMap = (page: z.infer<typeof namedPage> | undefined) => Object.fromEntries((page?.results ?? []).map((entry) => [entry.url, entry.name]));

function settled<T>(result: PromiseSettledResult<T>, what: string): T | undefined {
  if (result.status === 'fulfilled') return result.value;
  // Names and pictures only label the lines: the history still shows amounts and prices without them.
  console.error(`[order-history] ${what} not loaded`, result.reason);
  return undefined;
}

/** The customer's ordered deliveries, newest first, and the products (named and drawn) and pets of their lines. */
export async function loadOrderHistory(api: ApiClient): Promise<OrderHistory> {
  const [page, products, animals] = await Promise.allSettled([
    api.get('/delivery/', { query: { limit: listLimit }, schema: deliveryList }),
    api.get('/product/', { query: { limit: listLimit }, schema: lineProductPage }),
    api.get('/animal/', { query: { all: true, limit: listLimit }, schema: namedPage }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  return {
    deliveries: page.value.results.filter(isOrdered).sort(newestFirst),
    names: { products: lineProductsByUrl(settled(products, 'products')), animals: toMap(settled(animals, 'pet names')) },
  };
}

/** What the order history's page submits: pay an open box. */
export const orderHistorySubmission = z.object({ intent: z.literal('pay'), delivery: z.number().int().positive() });

export type OrderHistoryOutcome = ActionResult<{ payNotNeeded: true }>;

/**
 * The order history's write: the payment of an open box starts and the payer goes to the payment
 * provider's page (a document redirect: it is not a page of this app), coming back to the
 * dashboard's thank-you page; when nothing is left to pay (paid meanwhile) the page says so.
 */
export async function orderHistoryAction(
  api: ApiClient,
  submission: z.output<typeof orderHistorySubmission>,
  thankYouPath: string,
): Promise<OrderHistoryOutcome | Response> {
  const delivery = { id: submission.delivery, url: `/delivery/${submission.delivery}/` };
  const started = await attempt(() => startPayment(api, delivery, `${thankYouPath}?delivery=${delivery.id}`));
  if (!started.ok) return started;
  return started.value ? redirectDocument(started.value) : { ok: true, value: { payNotNeeded: true } };
}

/**
 * Starts (or resumes) the payment of an open delivery and answers where to send the payer. The
 * payer comes back to the dashboard's thank-you page, which waits for the result of this delivery.
 */
export async function startPayment(api: ApiClient, delivery: Pick<Delivery, 'url' | 'id'>, returnPath: string): Promise<string | null> {
  const started = await api.post(`${delivery.url}handle_open_payment/`, { redirect_url: returnPath }, { schema: handleOpenPaymentResponse });
  return started.checkout_url;
}

/** The invoice PDF of a paid delivery, fetched with the signed-in customer's token. */
export async function fetchInvoice(api: ApiClient, delivery: Pick<Delivery, 'url'>): Promise<Blob> {
  return api.get<Blob>(`${delivery.url}get_encoded_invoice/`, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}

/** A file name for the invoice: its number, without anything a file system would choke on. */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
