import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayNowSummary } from '@brokkie/contracts/billing';
import { pollIntervalMs } from '../../app/features/payment-return/payment-polling.ts';
import * as afterCheckout from '../../app/routes/after-checkout-redirect.tsx';
import * as payNow from '../../app/routes/pay-now.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { deliveryFixture, paymentFixture } from '../checkout/checkout-fixtures.ts';
import { fakeApi } from '../support/fake-api.ts';
import { stubLocation } from '../support/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = stubLocation();
});

const reached = () => screen.getByTestId('reached');
const slow = { timeout: 10_000 };

/** What the route's loader answers for `path`: its data, or the redirect it throws. */
async function afterCheckoutLoader(path: string): Promise<unknown> {
  try {
    return await afterCheckout.clientLoader({ request: new Request(new URL(path, 'http://localhost')), params: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('/after-checkout-redirect', { timeout: 30_000 }, () => {
  it('goes on to the thank-you page when the payment is paid', async () => {
    const api = fakeApi({ 'GET /delivery/41/latest_payment/': () => ({ status: 200, body: paymentFixture({ status: 'paid' }) }) });
    renderRoute(afterCheckout, { path: '/en/after-checkout-redirect?delivery=41' });
    await waitFor(() => expect(reached()).toHaveTextContent('/en/thank-you'), slow);
    expect(api.calls[0]?.path).toBe('/delivery/41/latest_payment/?checkout=true&is_shop=false');
    const answer = await afterCheckoutLoader('/en/after-checkout-redirect?delivery=41');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/en/thank-you?delivery=41');
  });

  it.each(['failed', 'canceled', 'expired'] as const)('goes back to the checkout with ?payment=%s', async (status) => {
    fakeApi({ 'GET /delivery/41/latest_payment/': () => ({ status: 200, body: paymentFixture({ status }) }) });
    renderRoute(afterCheckout, { path: '/en/after-checkout-redirect?delivery=41' });
    await waitFor(() => expect(reached()).toHaveTextContent('/en/checkout'), slow);
    expect(((await afterCheckoutLoader('/en/after-checkout-redirect?delivery=41')) as Response).headers.get('Location')).toBe(`/en/checkout?payment=${status}`);
  });

  it('shows a waiting state while the payment is open, on the newest first delivery when none is named, then goes on when it is paid', async () => {
    let status: 'open' | 'paid' = 'open';
    const api = fakeApi({
      'GET /delivery/?limit=1000': () => ({
        status: 200,
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [deliveryFixture({ id: 12, url: '/delivery/12/', created: '2026-01-01T00:00:00Z' }), deliveryFixture()],
        },
      }),
      'GET /delivery/41/latest_payment/': () => ({ status: 200, body: paymentFixture({ status }) }),
    });
    renderRoute(afterCheckout, { path: '/en/after-checkout-redirect' });
    expect(await screen.findByText(/Your bank is still confirming the payment/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checking your payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    status = 'paid';
    await waitFor(() => expect(reached()).toHaveTextContent('/en/thank-you'), { timeout: pollIntervalMs * 3 });
    expect(api.calls.filter((call) => call.path.startsWith('/delivery/41/latest_payment/'))).toHaveLength(2);
  });

  it('sends the customer to the checkout when there is no payment yet', async () => {
    fakeApi({});
    renderRoute(afterCheckout, { path: '/en/after-checkout-redirect?delivery=41' });
    expect(await screen.findByRole('heading', { name: 'No payment found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  it('offers to try again when the payment could not be read', async () => {
    const user = userEvent.setup({ delay: null });
    let down = true;
    fakeApi({
      'GET /delivery/41/latest_payment/': () =>
        down ? { status: 503, body: { detail: 'Down', code: 'service_unavailable' } } : { status: 200, body: paymentFixture({ status: 'open' }) },
    });
    renderRoute(afterCheckout, { path: '/en/after-checkout-redirect?delivery=41' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This page could not be loaded just now');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your payment' }, slow)).toBeInTheDocument();
  });
});

function summary(overrides: Partial<PayNowSummary> = {}): PayNowSummary {
  return {
    delivery_id: 41,
    delivery_date: '2026-12-22',
    invoice_number: 'BRK-2026-000041',
    amount: 8538,
    currency: 'EUR',
    status: 'payable',
    payment_status: 'failed',
    items: [{ name: 'Chicken & Rice Adult', quantity: 2, unit_grams: 4000, total_incl_vat: 8538 }],
    expires_at: '2026-12-30T00:00:00Z',
    ...overrides,
  };
}

describe('/pay-now', { timeout: 30_000 }, () => {
  it('shows the open invoice and pays it with the token at the provider', async () => {
    const api = fakeApi({
      'GET /pay-now/?token=abc.def': () => ({ status: 200, body: summary() }),
      'POST /pay-now/': () => ({ status: 200, body: { checkout_url: 'https://pay.example/tr_9', status: 'open' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(payNow, { path: '/en/pay-now?token=abc.def' });
    expect(await screen.findByRole('heading', { name: 'Pay your open invoice' }, slow)).toBeInTheDocument();
    expect(screen.getByText('BRK-2026-000041')).toBeInTheDocument();
    expect(screen.getByText('2 × Chicken & Rice Adult (4 kg)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay €85.38' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/tr_9'));
    expect(api.calls.at(-1)?.body).toEqual({ token: 'abc.def', redirect_url: '/en/pay-now?token=abc.def&returned=1' });
  });

  it('says why the payment could not be started, and when the link expired meanwhile', async () => {
    let refusal = { status: 409, body: { detail: 'A payment of this invoice is still in progress.', code: 'payment_in_progress' } };
    fakeApi({ 'GET /pay-now/?token=abc.def': () => ({ status: 200, body: summary() }), 'POST /pay-now/': () => refusal });
    const user = userEvent.setup({ delay: null });
    renderRoute(payNow, { path: '/en/pay-now?token=abc.def' });
    await user.click(await screen.findByRole('button', { name: 'Pay €85.38' }, slow));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment of this invoice is still in progress.');
    refusal = { status: 400, body: { detail: 'Expired.', code: 'pay_now_token_expired' } };
    await user.click(screen.getByRole('button', { name: 'Pay €85.38' }));
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' }, slow)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says a changed link is not valid, and an expired one has expired', async () => {
    fakeApi({
      'GET /pay-now/?token=bad': () => ({ status: 400, body: { detail: 'Invalid.', code: 'validation_error', fields: { token: ['Invalid.'] } } }),
      'GET /pay-now/?token=old': () => ({ status: 400, body: { detail: 'Expired.', code: 'pay_now_token_expired' } }),
    });
    renderRoute(payNow, { path: '/en/pay-now?token=bad' });
    expect(await screen.findByRole('heading', { name: 'This payment link is not valid' }, slow)).toBeInTheDocument();
    cleanup();
    renderRoute(payNow, { path: '/en/pay-now?token=old' });
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' }, slow)).toBeInTheDocument();
    cleanup();
    renderRoute(payNow, { path: '/en/pay-now' });
    expect(await screen.findByRole('heading', { name: 'This payment link is not valid' }, slow)).toBeInTheDocument();
  });

  it('back from the provider: thanks for a paid invoice, or says the attempt did not complete', async () => {
    fakeApi({ 'GET /pay-now/?token=t1': () => ({ status: 200, body: summary({ status: 'paid', payment_status: 'paid' }) }) });
    renderRoute(payNow, { path: '/en/pay-now?token=t1&returned=1' });
    expect(await screen.findByRole('heading', { name: 'Thank you, it is paid' }, slow)).toBeInTheDocument();
    cleanup();
    fakeApi({ 'GET /pay-now/?token=t2': () => ({ status: 200, body: summary({ payment_status: 'canceled' }) }) });
    renderRoute(payNow, { path: '/en/pay-now?token=t2&returned=1' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Your payment was not completed');
  });

  it('back from the provider while the payment settles: waits, then thanks', async () => {
    let settled = false;
    const api = fakeApi({
      'GET /pay-now/?token=t3': () => ({
        status: 200,
        body: settled ? summary({ status: 'paid', payment_status: 'paid' }) : summary({ payment_status: 'open' }),
      }),
    });
    renderRoute(payNow, { path: '/en/pay-now?token=t3&returned=1' });
    expect(await screen.findByRole('heading', { name: 'Checking your payment' }, slow)).toBeInTheDocument();
    settled = true;
    expect(await screen.findByRole('heading', { name: 'Thank you, it is paid' }, { timeout: pollIntervalMs * 3 })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('offers to try again when the invoice could not be read', async () => {
    const user = userEvent.setup({ delay: null });
    let down = true;
    fakeApi({
      'GET /pay-now/?token=abc.def': () => (down ? { status: 503, body: { detail: 'Down', code: 'service_unavailable' } } : { status: 200, body: summary() }),
    });
    renderRoute(payNow, { path: '/en/pay-now?token=abc.def' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This page could not be loaded just now');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pay your open invoice' }, slow)).toBeInTheDocument();
  });
});
