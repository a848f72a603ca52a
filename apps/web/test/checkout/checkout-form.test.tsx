import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@brokkie/contracts/customer';
import * as route from '../../app/routes/checkout.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { addressFixture, checkoutFixture, deliveryFixture, paymentFixture } from './checkout-fixtures.ts';
import { fakeApi, page, refused, type Handler } from '../support/fake-api.ts';
import { extra, product, stubLocation } from '../support/fixtures.ts';

// The checkout as a customer uses it: §5 messages on the fields, focus on the first problem,
// one payment for a double press, the API's refusals on their fields, nothing typed lost.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customer: Customer = {
  id: 'hid_ann4',
  url: '/customer/hid_ann4/',
  email: 'ann@example.com',
  firstname: '',
  lastname: '',
  phone: '',
  prefered_country: null,
  prefered_language: null,
  leadsource: '',
  current_store_id: 'brokkie',
  referral_affiliate: '',
  default_delivery_address: null,
  billing_address_override: null,
  newsletter: false,
};

/** The checkout's order as the route's loader reads it (delivery 41, its checkout, the customer, the names), and the customer's save. */
const order: Record<string, Handler> = {
  'GET /delivery/': () => page([deliveryFixture()]),
  'GET /delivery/41/checkout/': () => checkoutFixture(),
  'GET /customer/': () => page([customer]),
  'GET /product/': () => page([product(8, { name: 'Chicken & Rice Adult' }), extra(20, 'Dental chews', 424, { category: 'dental' })]),
  'GET /animal/': () => page([{ url: '/animal/3/', name: 'Rex' }]),
  'PATCH /customer/hid_ann4/': ({ body }) => ({ ...customer, ...(body as object) }),
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = stubLocation();
});

function renderForm(paymentProblem: 'failed' | null = null) {
  renderRoute(route, { path: paymentProblem ? `/en/checkout?payment=${paymentProblem}` : '/en/checkout' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^First name/ }, { timeout: 10_000 }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Peeters');
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0470 12 34 56');
  await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '9000');
  await user.type(screen.getByRole('textbox', { name: /^Town or city/ }), 'Gent');
  await user.type(screen.getByRole('textbox', { name: /^Street/ }), 'Veldstraat');
  await user.type(screen.getByRole('textbox', { name: /^House number/ }), '12');
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the General Conditions' }));
}

describe('the checkout form', { timeout: 30_000 }, () => {
  it('shows what is missing and moves focus to the first problem', async () => {
    fakeApi(order);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Pay €44.90' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus());
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Please agree to the General Conditions to continue.')).toBeInTheDocument();
    // The earliest day is chosen already; the recap shows what is paid.
    expect(screen.getByRole('radio', { name: /Tuesday, 24 November 2026/ })).toBeChecked();
    expect(screen.getByText('Chicken & Rice Adult · 2 bags of 2 kg')).toBeInTheDocument();
    // Each line shows its product's picture: the formula's bag, the extra as its pack (decorative: the line names it).
    expect(screen.getByText('Chicken & Rice Adult · 2 bags of 2 kg').closest('li')!.querySelector('svg[data-shape="bag"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText('1 × Dental chews').closest('li')!.querySelector('svg[data-shape="pouch"]')).toBeInTheDocument();
  });

  it('gives the postal-code messages of §5 when the field is left', async () => {
    fakeApi(order);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Postal code/ }, { timeout: 10_000 }), '0999');
    await user.tab();
    expect(await screen.findByText('Number must be greater than or equal to 1000.')).toBeInTheDocument();
  });

  it('starts one payment for a double press and sends the customer to the provider', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      ...order,
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'POST /delivery/41/date/': () => ({ status: 200, body: deliveryFixture() }),
      'POST /delivery/41/handle_open_payment/': async () => {
        await held;
        return { status: 200, body: { checkout_url: 'https://pay.example/tr_1', payment: paymentFixture(), delivery: deliveryFixture() } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    const pay = screen.getByRole('button', { name: 'Pay €44.90' });
    await user.dblClick(pay);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/delivery/41/handle_open_payment/')).toBe(true));
    await user.click(pay);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/tr_1'));
    expect(api.calls.filter((call) => call.path === '/delivery/41/handle_open_payment/')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/address/')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'PATCH' && call.path === '/customer/hid_ann4/')).toHaveLength(1);
    expect(api.calls.find((call) => call.path === '/delivery/41/handle_open_payment/')?.body).toEqual({
      redirect_url: '/en/after-checkout-redirect?delivery=41',
      address: '/address/9/',
    });
  });

  it('shows the API’s refusal on its field and keeps what was typed', async () => {
    fakeApi({ ...order, 'POST /address/': () => refused({ street: ['We cannot deliver to this street.'] }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pay €44.90' }));
    expect(await screen.findByText('We cannot deliver to this street.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue('Veldstraat');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Peeters');
    expect(assign).not.toHaveBeenCalled();
  });

  it('updates the address the first press saved when Pay is pressed again after a refusal', async () => {
    let dateRefused = true;
    const api = fakeApi({
      ...order,
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'PATCH /address/9/': () => addressFixture(),
      'POST /delivery/41/date/': () => (dateRefused ? refused({ date_timestamp: ['We cannot deliver on this day.'] }) : deliveryFixture()),
      'POST /delivery/41/handle_open_payment/': () => ({ checkout_url: 'https://pay.example/tr_2', payment: paymentFixture(), delivery: deliveryFixture() }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pay €44.90' }));
    expect(await screen.findByText('We cannot deliver on this day.')).toBeInTheDocument();
    dateRefused = false;
    await user.click(screen.getByRole('button', { name: 'Pay €44.90' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/tr_2'));
    expect(api.calls.filter((call) => call.path.startsWith('/address/')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /address/',
      'PATCH /address/9/',
    ]);
  });

  it('says when the last payment failed and offers to pay again, with the consent already given', async () => {
    fakeApi(order);
    renderForm('failed');
    expect(await screen.findByText('Your payment did not go through', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the General Conditions' })).toBeChecked();
  });
});
