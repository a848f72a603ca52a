import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastQueue } from '../../app/components/toast.tsx';
import { hasOpenPayment, invoiceFileName, newestFirst } from '../../app/features/order-history/order-history-rules.ts';
import * as route from '../../app/routes/dashboard-order-history.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';
import { extra, paidDelivery, payment, product, stubLocation } from '../support/fixtures.ts';

afterEach(() => {
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const names = {
  'GET /product/': () => page([product(1, { name: 'Chicken & Rice Adult' }), extra(40, 'Dental sticks', 424, { category: 'dental' })]),
  'GET /animal/': () => page([{ url: '/animal/5/', name: 'Rex' }]),
};

function renderPage() {
  return renderRoute(route, { path: '/en/dashboard/order-history' });
}

describe('the order history', { timeout: 20_000 }, () => {
  it('lists the ordered boxes newest first with state, payment, lines, coupons and totals incl. VAT', async () => {
    const older = paidDelivery({ id: 3, url: '/delivery/3/', delivery_date: '2026-05-05', invoice_number: 'BRK-2026-000002', kind: 'first' });
    const newer = paidDelivery({
      id: 9,
      url: '/delivery/9/',
      kind: 'recurring',
      status: 'shipped',
      delivery_date: '2026-06-30',
      couponcodes: [],
      discount: 0,
      total: 4562,
    });
    const draft = paidDelivery({ id: 11, url: '/delivery/11/', status: 'draft', delivery_date: '2026-08-01', payment_state: null, invoice_number: null });
    const api = fakeApi({ 'GET /delivery/': () => page([older, draft, newer]), ...names });
    renderPage();

    const list = await screen.findByRole('list', { name: '2 orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Box', 'Your first box']);
    expect(api.calls.find((call) => call.path.startsWith('/delivery/'))?.path).toBe('/delivery/?limit=1000');

    const first = cards[1]!;
    expect(within(first).getByText('Being prepared')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('Rex')).toBeInTheDocument();
    expect(within(first).getByText('Chicken & Rice Adult · 2 bags of 2 kg')).toBeInTheDocument();
    expect(within(first).getByText('1 × Dental sticks')).toBeInTheDocument();
    // Each line shows its product's picture, decorative beside the name: the formula's bag, the dental sticks' pouch.
    expect(within(first).getByText('Chicken & Rice Adult · 2 bags of 2 kg').closest('li')!.querySelector('svg[data-shape="bag"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(first).getByText('1 × Dental sticks').closest('li')!.querySelector('svg[data-shape="pouch"]')).toBeInTheDocument();
    expect(within(first).getByText('Discount (WELCOME15)')).toBeInTheDocument();
    expect(within(first).getByText('−€6.84')).toBeInTheDocument();
    const total = within(first).getByText('Total incl. VAT').parentElement!;
    expect(total).toHaveTextContent('€38.78');
    expect(within(first).getByText('of which VAT').parentElement).toHaveTextContent('€2.20');
    expect(within(cards[0]!).getByText('On its way')).toBeInTheDocument();
  });

  it('offers to pay an open payment and sends the payer to the provider, back to the dashboard thank-you page', async () => {
    const assign = stubLocation();
    const unpaid = paidDelivery({ status: 'awaiting_payment', payment_state: 'failed', invoice_number: null, paid_at: null, kind: 'recurring' });
    const api = fakeApi({
      'GET /delivery/': () => page([unpaid]),
      ...names,
      'POST /delivery/7/handle_open_payment/': () => ({
        status: 200,
        body: { checkout_url: 'https://pay.example/tr_1', payment: payment({ status: 'open', checkout_url: 'https://pay.example/tr_1' }), delivery: unpaid },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Payment failed')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Download invoice/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/tr_1'));
    const pay = api.calls.find((call) => call.method === 'POST');
    expect(pay?.path).toBe('/delivery/7/handle_open_payment/');
    expect(pay?.body).toEqual({ redirect_url: '/en/dashboard/thank-you?delivery=7' });
  });

  it('shows why a payment could not be started', async () => {
    const assign = stubLocation();
    const unpaid = paidDelivery({ status: 'awaiting_payment', payment_state: 'open', invoice_number: null, paid_at: null });
    fakeApi({
      'GET /delivery/': () => page([unpaid]),
      ...names,
      'POST /delivery/7/handle_open_payment/': () => ({
        status: 409,
        body: { detail: 'A payment of this delivery is still in progress.', code: 'payment_in_progress' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('A payment of this delivery is still in progress.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('downloads the invoice PDF with the customer’s token as <invoice number>.pdf', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const api = fakeApi({
      'GET /delivery/': () => page([paidDelivery()]),
      ...names,
      'GET /delivery/7/get_encoded_invoice/': () => ({ status: 200, raw: pdf, contentType: 'application/pdf' }),
    });
    // jsdom has no object URLs; this file's own URL gets them (each test file runs in its own realm).
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download invoice BRK-2026-000012' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:invoice', download: 'BRK-2026-000012.pdf' }]));
    const call = api.calls.find((entry) => entry.path === '/delivery/7/get_encoded_invoice/');
    expect(call?.headers.get('Accept')).toBe('application/pdf');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('says so when there are no orders yet, and when they cannot be loaded', async () => {
    fakeApi({ 'GET /delivery/': () => page([]), ...names });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    cleanup();

    fakeApi({ 'GET /delivery/': () => ({ status: 500, body: { detail: 'Boom', code: 'internal_error' } }), ...names });
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('order history rules', () => {
  it('can pay a box awaiting payment unless its payment is on its way', () => {
    expect(hasOpenPayment({ status: 'awaiting_payment', payment_state: 'failed' })).toBe(true);
    expect(hasOpenPayment({ status: 'awaiting_payment', payment_state: 'expired' })).toBe(true);
    expect(hasOpenPayment({ status: 'awaiting_payment', payment_state: 'open' })).toBe(true);
    expect(hasOpenPayment({ status: 'awaiting_payment', payment_state: 'pending' })).toBe(false);
    expect(hasOpenPayment({ status: 'paid', payment_state: 'paid' })).toBe(false);
  });

  it('sorts by delivery date, newest first, and names the file after the invoice', () => {
    const a = paidDelivery({ id: 1, delivery_date: '2026-01-10' });
    const b = paidDelivery({ id: 2, delivery_date: '2026-03-10' });
    const c = paidDelivery({ id: 3, delivery_date: null, created: '2026-02-01T00:00:00Z' });
    expect([a, b, c].sort(newestFirst).map((d) => d.id)).toEqual([2, 3, 1]);
    expect(invoiceFileName('BRK-2026-000012')).toBe('BRK-2026-000012.pdf');
  });
});
