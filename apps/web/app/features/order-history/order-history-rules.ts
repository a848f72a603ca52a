// No zod here: the order history's cards and buttons read these; the page's data module (with the
// schemas it validates the API's answers with) loads on the page's first read in the browser
// (decision 0021).
import type { Delivery } from '@brokkie/contracts/delivery';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import type { ApiClient } from '../../lib/api-client.ts';

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

/** The invoice PDF of a paid delivery, fetched with the signed-in customer's token. */
export async function fetchInvoice(api: ApiClient, delivery: Pick<Delivery, 'url'>): Promise<Blob> {
  return api.get<Blob>(`${delivery.url}get_encoded_invoice/`, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}

/** A file name for the invoice: its number, without anything a file system would choke on. */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
