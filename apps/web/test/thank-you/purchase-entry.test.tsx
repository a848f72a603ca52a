import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaseState } from '../../app/features/thank-you/purchase-state.ts';
import * as route from '../../app/routes/dashboard-thank-you.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';
import { deliveryItem, extra, paidDelivery, payment, stubLocation } from '../support/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 10_000 };

describe('/dashboard/thank-you', { timeout: 30_000 }, () => {
  it('confirms the paid purchase with its contents and says what happens next, with the way back', async () => {
    // Back from the provider before its webhook: the delivery still waits, its payment (brought up to date) is paid.
    const extras = paidDelivery({
      id: 12,
      url: '/delivery/12/',
      kind: 'shop',
      status: 'awaiting_payment',
      total: 1299,
      delivery_date: '2026-06-16',
      items: [deliveryItem({ id: 31, kind: 'extra', animal: null, product: '/product/20/', amount: 1, unit_grams: null, total_incl_vat: 1299 })],
    });
    const api = fakeApi({
      'GET /delivery/12/': () => ({ status: 200, body: extras }),
      'GET /delivery/12/latest_payment/': () => ({ status: 200, body: payment({ delivery: '/delivery/12/' }) }),
      'GET /product/': () => page([extra(20, 'Chews', 1299, { category: 'chews' })]),
    });
    renderRoute(route, { path: '/en/dashboard/thank-you?delivery=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, slow)).toBeInTheDocument();
    expect(screen.getByText('We received your payment of €12.99.')).toBeInTheDocument();
    const contents = screen.getByRole('region', { name: 'Your order' });
    expect(contents).toHaveTextContent('1 × Chews');
    expect(within(contents).getByText('1 × Chews').closest('li')!.querySelector('svg[data-shape="chews"]')).toHaveAttribute('aria-hidden', 'true');
    expect(contents).toHaveTextContent(/Paid\s*€12\.99/);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('We deliver it on Tuesday 16 June.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to my dashboard/ })).toHaveAttribute('href', '/en/dashboard');
    expect(screen.getByRole('link', { name: /My orders/ })).toHaveAttribute('href', '/en/dashboard/order-history');
    expect(api.calls.map((call) => call.path)).toContain('/delivery/12/latest_payment/?checkout=true');
  });

  it('waits while the bank confirms, then confirms', async () => {
    let status: 'open' | 'paid' = 'open';
    fakeApi({
      'GET /delivery/12/': () => ({
        status: 200,
        body: paidDelivery({ id: 12, url: '/delivery/12/', status: status === 'paid' ? 'paid' : 'awaiting_payment' }),
      }),
      'GET /delivery/12/latest_payment/': () => ({ status: 200, body: payment({ status }) }),
    });
    renderRoute(route, { path: '/en/dashboard/thank-you?delivery=12' });
    expect(await screen.findByText(/Your bank is confirming the payment/, {}, slow)).toBeInTheDocument();
    status = 'paid';
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, slow)).toBeInTheDocument();
  });

  it('says nothing was charged after a failed payment and offers to pay again', async () => {
    const assign = stubLocation();
    const unpaid = paidDelivery({ id: 12, url: '/delivery/12/', status: 'awaiting_payment', total: 1299, payment_state: 'failed' });
    const api = fakeApi({
      'GET /delivery/12/': () => ({ status: 200, body: unpaid }),
      'GET /delivery/12/latest_payment/': () => ({ status: 200, body: payment({ status: 'failed' }) }),
      'POST /delivery/12/handle_open_payment/': () => ({
        status: 200,
        body: { checkout_url: 'https://pay.example/again', payment: payment({ status: 'open' }), delivery: unpaid },
      }),
    });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/dashboard/thank-you?delivery=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }, slow)).toBeInTheDocument();
    expect(screen.getByText('The payment was refused.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €12.99 again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/again'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ redirect_url: '/en/dashboard/thank-you?delivery=12' });
  });

  it('thanks in general when no purchase is named and the latest payment has none', async () => {
    fakeApi({ 'GET /payment/latest/': () => ({ status: 404, body: { detail: 'Not found.', code: 'not_found' } }) });
    renderRoute(route, { path: '/en/dashboard/thank-you' });
    expect(await screen.findByText('Thank you for your order.', {}, slow)).toBeInTheDocument();
  });

  it('offers to try again when the purchase could not be read', async () => {
    const user = userEvent.setup();
    let down = true;
    fakeApi({
      'GET /delivery/12/': () =>
        down ? { status: 503, body: { detail: 'Down', code: 'service_unavailable' } } : { status: 200, body: paidDelivery({ id: 12, url: '/delivery/12/' }) },
      'GET /delivery/12/latest_payment/': () => ({ status: 200, body: payment() }),
    });
    renderRoute(route, { path: '/en/dashboard/thank-you?delivery=12' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This page could not be loaded just now');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, slow)).toBeInTheDocument();
  });
});

describe('purchase state', () => {
  it('reads paid from the delivery or its payment, waiting while open, unpaid after a final failure', () => {
    expect(purchaseState(paidDelivery({ status: 'paid' }), null).kind).toBe('paid');
    expect(purchaseState(paidDelivery({ status: 'awaiting_payment' }), payment({ status: 'pending' })).kind).toBe('waiting');
    expect(purchaseState(paidDelivery({ status: 'awaiting_payment' }), payment({ status: 'expired' }))).toMatchObject({ kind: 'unpaid', status: 'expired' });
    expect(purchaseState(paidDelivery({ status: 'awaiting_payment' }), null).kind).toBe('none');
  });
});
