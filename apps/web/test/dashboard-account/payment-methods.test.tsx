import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mandate } from '@brokkie/contracts/payment';
import { toastQueue } from '../../app/components/toast.tsx';
import { verificationOutcome } from '../../app/features/payment-methods/payment-methods-data.ts';
import * as route from '../../app/routes/dashboard-payment-methods.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';
import { mandate, payment, stubLocation, subscription } from '../support/fixtures.ts';

afterEach(() => {
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = mandate();
const sepa = mandate({
  id: 2,
  url: '/mandate/2/',
  method: 'directdebit',
  details: { consumer_name: 'Sam Peeters', last4: '0000', card_label: null },
  is_default: false,
  created: '2026-06-10T09:00:00Z',
});
const activeSubscription = () => page([subscription([])]);

function renderPage(path = '/en/dashboard/payment-methods') {
  return renderRoute(route, { path });
}

describe('the payment methods', { timeout: 20_000 }, () => {
  it('lists the mandates with their masked details, the default first and marked', async () => {
    fakeApi({ 'GET /mandate/': () => page([sepa, card]), 'GET /recurringdelivery/': activeSubscription });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your payment methods' });
    const cards = within(list).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Mastercard card ending in 6787');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(cards[1]).toHaveAccessibleName('Direct debit account ending in 0000');
    expect(within(cards[1]!).getByText('In the name of Sam Peeters')).toBeInTheDocument();
    // Never a whole number on the page.
    expect(document.body.textContent).not.toMatch(/\d{8,}/);
  });

  it('makes another mandate the default', async () => {
    let mandates: Mandate[] = [card, sepa];
    const api = fakeApi({
      'GET /mandate/': () => page(mandates),
      'GET /recurringdelivery/': activeSubscription,
      'POST /mandate/2/default/': () => {
        mandates = [
          { ...card, is_default: false },
          { ...sepa, is_default: true },
        ];
        return { status: 200, body: mandates[1] };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make default: Direct debit account ending in 0000' }));
    expect(await screen.findByText('Direct debit is now your default payment method.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/mandate/2/default/')).toBe(true);
    // The list read again renders in a transition of the router, next to the toast.
    const first = () => within(screen.getByRole('list', { name: 'Your payment methods' })).getAllByRole('article')[0]!;
    await waitFor(() => expect(first()).toHaveAccessibleName(/Direct debit/));
    expect(within(first()).getByText('Default')).toBeInTheDocument();
  });

  it('removes a mandate only after confirmation', async () => {
    let mandates: Mandate[] = [card, sepa];
    const api = fakeApi({
      'GET /mandate/': () => page(mandates),
      'GET /recurringdelivery/': activeSubscription,
      'DELETE /mandate/2/': () => {
        mandates = [card];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove: Direct debit account ending in 0000' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Direct debit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove: Direct debit account ending in 0000' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Direct debit has been removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('offers no removal of the last method of a running subscription: it says why, and to add another or pause', async () => {
    const assign = stubLocation();
    const api = fakeApi({
      'GET /mandate/': () => page([card]),
      'GET /recurringdelivery/': activeSubscription,
      'DELETE /mandate/1/': () => ({
        status: 409,
        body: { detail: 'This is your last payment method and your subscription is still active.', code: 'mandate_in_use' },
      }),
      'POST /mandate/': () => ({
        status: 201,
        body: { checkout_url: 'https://pay.example/verify', payment: payment({ status: 'open', amount: 1, delivery: null }) },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Remove: Mastercard/ }));
    // Said before: no removal is offered, but why it stays and what to do instead.
    const dialog = await screen.findByRole('alertdialog', { name: 'This payment method is still needed' });
    expect(dialog).toHaveTextContent('This is your last payment method and your subscription is still active.');
    expect(dialog).toHaveTextContent('Add another payment method first (you can remove this one afterwards), or pause your subscription.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, remove' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Pause my subscription' })).toHaveAttribute('href', '/en/dashboard/subscription-settings');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Remove: Mastercard/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/verify'));
  });

  it('explains the 409 of a removal the page did not foresee and offers to add another', async () => {
    const assign = stubLocation();
    fakeApi({
      'GET /mandate/': () => page([card, { ...card, id: 2, url: '/mandate/2/', is_default: false }]),
      'GET /recurringdelivery/': activeSubscription,
      'DELETE /mandate/1/': () => ({
        status: 409,
        body: { detail: 'This is your last payment method and your subscription is still active.', code: 'mandate_in_use' },
      }),
      'POST /mandate/': () => ({
        status: 201,
        body: { checkout_url: 'https://pay.example/verify', payment: payment({ status: 'open', amount: 1, delivery: null }) },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: /^Remove: Mastercard/ }))[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This payment method is still needed');
    expect(alert).toHaveTextContent('This is your last payment method and your subscription is still active.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/verify'));
  });

  it('adds a mandate through the provider and says how the verification went on the way back', async () => {
    const assign = stubLocation();
    const api = fakeApi({
      'GET /mandate/': () => page([card]),
      'GET /recurringdelivery/': () => page([]),
      'POST /mandate/': () => ({
        status: 201,
        body: { checkout_url: 'https://pay.example/verify', payment: payment({ status: 'open', amount: 1, delivery: null }) },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/You confirm it with a payment of €0.01/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/verify'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      redirect_url: 'http://localhost/en/dashboard/payment-methods?new_method=1',
    });
    cleanup();

    fakeApi({
      'GET /mandate/': () => page([card, sepa]),
      'GET /recurringdelivery/': () => page([]),
      'GET /payment/latest/': () => ({ status: 200, body: payment({ status: 'paid', amount: 1, delivery: null }) }),
    });
    renderPage('/en/dashboard/payment-methods?new_method=1');
    expect(await screen.findByText('Your new payment method has been added')).toBeInTheDocument();
    cleanup();

    fakeApi({
      'GET /mandate/': () => page([card]),
      'GET /recurringdelivery/': () => page([]),
      'GET /payment/latest/': () => ({ status: 200, body: payment({ status: 'failed', amount: 1, delivery: null }) }),
    });
    renderPage('/en/dashboard/payment-methods?new_method=1');
    expect(await screen.findByText('The payment method was not added')).toBeInTheDocument();
  });

  it('shows why a method could not be added, beside the button, and why a default could not change', async () => {
    const assign = stubLocation();
    fakeApi({
      'GET /mandate/': () => page([card, sepa]),
      'GET /recurringdelivery/': () => page([]),
      'POST /mandate/': () => ({ status: 503, body: { detail: 'The payment provider cannot be reached just now.', code: 'provider_unavailable' } }),
      'POST /mandate/2/default/': () => ({ status: 409, body: { detail: 'This payment method is no longer valid.', code: 'mandate_invalid' } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }));
    const section = screen.getByRole('region', { name: 'Add a payment method' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The payment provider cannot be reached just now.');
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Make default: Direct debit account ending in 0000' }));
    expect(await screen.findByText('This payment method is no longer valid.')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[0]!).getByText('Default')).toBeInTheDocument();
  });

  it('asks again while the bank confirms the new method, then shows it in the list', async () => {
    let confirmed = false;
    const api = fakeApi({
      'GET /mandate/': () => page(confirmed ? [card, sepa] : [card]),
      'GET /recurringdelivery/': () => page([]),
      'GET /payment/latest/': () => {
        const answer = { status: 200, body: payment({ status: confirmed ? 'paid' : 'open', amount: 1, delivery: null }) };
        confirmed = true;
        return answer;
      },
    });
    renderPage('/en/dashboard/payment-methods?new_method=1');
    expect(await screen.findByText('Almost there')).toBeInTheDocument();
    expect(await screen.findByText('Your new payment method has been added', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(api.calls.filter((call) => call.path === '/payment/latest/')).toHaveLength(2);
  });

  it('says when the payment methods cannot be read, and reads them again', async () => {
    let fail = true;
    fakeApi({
      'GET /mandate/': () => (fail ? { status: 500, body: { detail: 'Boom', code: 'internal_error' } } : page([card])),
      'GET /recurringdelivery/': activeSubscription,
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your payment methods' })).toBeInTheDocument();
  });

  it('reads the outcome only from a verification payment', () => {
    expect(verificationOutcome(payment({ status: 'paid', delivery: null }))).toBe('added');
    expect(verificationOutcome(payment({ status: 'open', delivery: null }))).toBe('waiting');
    expect(verificationOutcome(payment({ status: 'expired', delivery: null }))).toBe('failed');
    expect(verificationOutcome(payment({ status: 'paid', delivery: '/delivery/7/' }))).toBe('unknown');
    expect(verificationOutcome(null)).toBe('unknown');
  });
});
