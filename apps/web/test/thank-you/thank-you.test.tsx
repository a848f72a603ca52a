import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickDelivery } from '../../app/features/thank-you/thank-you-data.ts';
import { couponValue } from '../../app/features/thank-you/share-cards.tsx';
import * as route from '../../app/routes/thank-you.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { deliveryFixture, paymentFixture } from '../checkout/checkout-fixtures.ts';
import { fakeApi, type Call } from '../support/fake-api.ts';
import { product, stubLocation } from '../support/fixtures.ts';
import { consentCookie, consentBannerVersion } from '@brokkie/domain/consent';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
beforeEach(() => {
  document.cookie = 'awc=123_abc; path=/';
  document.cookie = 'ttclid=E.C.xyz; path=/';
  // Conversions leave only with marketing consent (issue 14; the page without it: shell/conversions.test.ts).
  document.cookie = consentCookie({ analytics: false, marketing: true, version: consentBannerVersion, decidedAt: '2026-11-26T10:00:00.000Z' });
});

const paid = deliveryFixture({ status: 'paid', delivery_date: '2026-11-26', couponcodes: ['WELCOME15', 'FREESCOOP'], discount: 674, total: 3816 });

describe('which delivery and what it holds', () => {
  it('is the delivery named, else the newest paid first delivery', () => {
    const older = deliveryFixture({ id: 3, status: 'delivered', created: '2025-01-01T00:00:00Z' });
    const draft = deliveryFixture({ id: 50, status: 'draft', created: '2026-12-01T00:00:00Z' });
    expect(pickDelivery([older, paid, draft], null)?.id).toBe(41);
    expect(pickDelivery([older, paid, draft], '3')?.id).toBe(3);
    expect(pickDelivery([older, paid], 'nope')?.id).toBe(41);
  });

  it('shows a coupon’s value as the customer reads it', () => {
    expect(couponValue({ type: 'fixed_amount', value: 500 }, 'en')).toBe('€5.00');
    expect(couponValue({ type: 'percentage', value: 1500 }, 'en')).toBe('15%');
    expect(couponValue({ type: 'testbag', value: 0 }, 'en')).toBeNull();
  });
});

describe('/thank-you', { timeout: 30_000 }, () => {
  type Routes = Parameters<typeof fakeApi>[0];
  function api(overrides: Routes = {}) {
    return fakeApi({
      'GET /delivery/?limit=1000': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [paid] } }),
      'GET /recurringdelivery/': () => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } }),
      'GET /couponcode/?channels=thankyou': () => ({
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              code: 'THANKYOU5',
              type: 'fixed_amount',
              value: 500,
              is_onboarding: false,
              products: [],
              valid_from: null,
              valid_until: null,
              minimum_order: 0,
            },
          ],
        },
      }),
      'GET /product/': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [product(8, { name: 'Chicken & Rice Adult' })] } }),
      'GET /animal/': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [{ url: '/animal/3/', name: 'Rex' }] } }),
      'POST /fb-conversions/purchase/': () => ({ status: 201, body: { recorded: true } }),
      'POST /tiktok-events/purchase/': () => ({ status: 201, body: { recorded: true } }),
      'POST /awin-conversions/sale/': () => ({ status: 201, body: { recorded: true } }),
      ...overrides,
    });
  }

  it('shares the customer’s own referral code with the share page’s offer, not a second one', async () => {
    const calls = api({
      'GET /customer/referral/': () => ({
        status: 200,
        body: {
          eligible: true,
          message: null,
          code: 'SAM-7K3Q',
          share_url: 'http://localhost:3000/en/signup?ref=SAM-7K3Q',
          locale: 'en',
          friend_reward: { discount: 2500, text: '25% off their first box' },
          referrer_reward: { amount: 1000, text: '€10.00 off a next delivery' },
          invitations_sent: 0,
          friends_ordered: 0,
          daily_limit: 20,
          remaining_today: 20,
        },
      }),
    });
    vi.stubGlobal('fetch', calls.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { name: 'Give a friend 25% off' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('SAM-7K3Q')).toBeInTheDocument();
    expect(screen.queryByText('THANKYOU5')).not.toBeInTheDocument();
  });

  it('confirms the order with its date, contents, coupon and referral, and tracks the purchase once', async () => {
    const first = api();
    vi.stubGlobal('fetch', first.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/deliver it on Thursday 26 November/)).toBeInTheDocument();
    expect(screen.getByText('Chicken & Rice Adult · 2 bags of 2 kg')).toBeInTheDocument();
    // The line shows its formula's bag, decorative beside the name.
    expect(screen.getByText('Chicken & Rice Adult · 2 bags of 2 kg').closest('li')!.querySelector('svg[data-shape="bag"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText('Discount (WELCOME15, FREESCOOP)')).toBeInTheDocument();
    expect(screen.getByText('THANKYOU5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Give a friend €5.00 off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invite friends/ })).toHaveAttribute('href', '/en/dashboard/share');
    expect(screen.getByRole('link', { name: /Go to my account/ })).toHaveAttribute('href', '/en/dashboard');

    await waitFor(() => expect(first.calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const sale = first.calls.find((call) => call.path === '/awin-conversions/sale/');
    expect(sale?.body).toEqual({ orderRef: 41, amount: '38.16', currency: 'EUR', cks: '123_abc', vc: 'WELCOME15,FREESCOOP' });
    expect(localStorage.getItem('fb-conversions/purchase41')).toBe('fired');

    // A reload of the page tracks nothing again.
    cleanup();
    const second = api();
    vi.stubGlobal('fetch', second.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('waits while the bank confirms the first order, then confirms it and tracks it', async () => {
    let status: 'open' | 'paid' = 'open';
    const settling = deliveryFixture({ ...paid, status: 'awaiting_payment', payment_state: 'open' });
    const payments: Call[] = [];
    const first = api({
      'GET /delivery/?limit=1000': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [settling] } }),
      'GET /delivery/41/': () => ({ status: 200, body: status === 'paid' ? paid : settling }),
      'GET /delivery/41/latest_payment/': (call) => {
        payments.push(call);
        return { status: 200, body: paymentFixture({ status }) };
      },
    });
    vi.stubGlobal('fetch', first.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByText(/Your bank is confirming the payment/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Thank you!' })).not.toBeInTheDocument();
    expect(first.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    status = 'paid';
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your first box' })).toHaveTextContent('Chicken & Rice Adult · 2 bags of 2 kg');
    expect(screen.getByText('THANKYOU5')).toBeInTheDocument();
    expect(payments[0]?.path).toBe('/delivery/41/latest_payment/?checkout=true');
    await waitFor(() => expect(first.calls.filter((call) => call.method === 'POST')).toHaveLength(3));
  });

  it('says a first order without a payment is not paid yet, with the way to the after-checkout page', async () => {
    const draft = deliveryFixture({ ...paid, status: 'awaiting_payment' });
    vi.stubGlobal(
      'fetch',
      api({ 'GET /delivery/?limit=1000': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [draft] } }) }).fetch,
    );
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are still waiting for your payment' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check my payment' })).toHaveAttribute('href', '/en/after-checkout-redirect?delivery=41');
  });

  it('says nothing was charged after a failed first payment and pays again, back to this page', async () => {
    const assign = stubLocation();
    const failed = deliveryFixture({ ...paid, status: 'awaiting_payment', payment_state: 'failed' });
    const first = api({
      'GET /delivery/?limit=1000': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [failed] } }),
      'GET /delivery/41/latest_payment/': () => ({ status: 200, body: paymentFixture({ status: 'failed' }) }),
      'POST /delivery/41/handle_open_payment/': () => ({
        status: 200,
        body: { checkout_url: 'https://pay.example/again', payment: paymentFixture(), delivery: failed },
      }),
    });
    vi.stubGlobal('fetch', first.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €38.16 again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/again'));
    expect(first.calls.find((call) => call.method === 'POST')?.body).toEqual({ redirect_url: '/en/thank-you?delivery=41' });
  });

  it('says why a payment could not be started again', async () => {
    const assign = stubLocation();
    const failed = deliveryFixture({ ...paid, status: 'awaiting_payment', payment_state: 'failed' });
    const refusing = api({
      'GET /delivery/?limit=1000': () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [failed] } }),
      'GET /delivery/41/latest_payment/': () => ({ status: 200, body: paymentFixture({ status: 'failed' }) }),
      'POST /delivery/41/handle_open_payment/': () => ({
        status: 409,
        body: { detail: 'A payment of this delivery is still in progress.', code: 'payment_in_progress' },
      }),
    });
    vi.stubGlobal('fetch', refusing.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €38.16 again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment of this delivery is still in progress.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers to try again when the order could not be read', async () => {
    const down = fakeApi({ 'GET /delivery/?limit=1000': () => ({ status: 503, body: { detail: 'Down', code: 'service_unavailable' } }) });
    vi.stubGlobal('fetch', down.fetch);
    renderRoute(route, { path: '/en/thank-you?delivery=41' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This page could not be loaded just now');
    vi.stubGlobal('fetch', api().fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
