import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { CouponResource } from '@brokkie/contracts/coupon';
import * as route from '../../app/routes/order-summary.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, refused, type Call } from '../support/fake-api.ts';
import { cart, checkout, delivery, formulaLine, pet, product, recurringDelivery } from '../support/fixtures.ts';

// The order summary: the first delivery, coupons (checked first, from a signed link too), the
// trial box, the price with VAT per rate, and what follows — against a fake product API.

const max = pet(1, 'Max');
const minou = pet(2, 'Minou', { type: 'cat', indoor: true, size: null });
const turkeyLight = product(5, { name: 'Turkey Light' });
const sterilisedCat = product(11, { name: 'Turkey Sterilised', animal_type: 'cat' });
const scoop = product(30, { sku: 'BRK-X-FOOD-SCOOP', name: 'Food Scoop', kind: 'extra', category: 'accessory', animal_type: 'both', price_unit: 'unit' });

const welcome: CouponResource = {
  code: 'WELCOME15',
  type: 'percentage',
  value: 1500,
  is_onboarding: true,
  products: [],
  valid_from: null,
  valid_until: null,
  minimum_order: 0,
};

interface OrderState {
  codes: string[];
  testbag: boolean;
  status: 'draft' | 'paid';
}

function shop(initial: Partial<OrderState> = {}, overrides: Record<string, (call: Call) => unknown> = {}) {
  const state: OrderState = { codes: [], testbag: false, status: 'draft', ...initial };
  const priced = () => {
    const lines = state.testbag
      ? [formulaLine(max, turkeyLight, 1000, 1271, { trial: true }), formulaLine(minou, sterilisedCat, 1000, 1513, { trial: true })]
      : [
          formulaLine(max, turkeyLight, 4000, 5082),
          formulaLine(max, turkeyLight, 2000, 2541),
          formulaLine(minou, sterilisedCat, 2000, 3025),
          { ...formulaLine(max, scoop, 0, 500), kind: 'extra' as const, animal: null, unit_grams: null },
        ];
    const subtotal = lines.reduce((sum, line) => sum + line.total_incl_vat, 0);
    const discounts = state.testbag
      ? [{ code: null, type: 'testbag' as const, amount: subtotal - 990 }]
      : state.codes.map((code) => ({ code, type: 'percentage' as const, amount: Math.round(subtotal * 0.15) }));
    return cart(lines, { testbag: state.testbag, coupon_codes: state.codes, discounts });
  };
  const current = () => {
    const priceOf = priced();
    return delivery({ couponcodes: state.codes, testbag: state.testbag, status: state.status, total: priceOf.total });
  };
  fakeApi({
    'GET /delivery/': () => page([current()]),
    'GET /delivery/7/checkout/': () => checkout(current(), priced()),
    'GET /animal/': () => page([max, minou]),
    'GET /product/5/': () => turkeyLight,
    'GET /product/11/': () => sterilisedCat,
    'GET /product/30/': () => scoop,
    'POST /couponcode/couponcode_exists/': ({ body }) => {
      const code = String((body as { code: string }).code).toUpperCase();
      if (code === 'WELCOME15') return { code, exists: true, valid: true, reason: null, message: null, coupon: welcome };
      if (code === 'MAX-7K3Q') return { code, exists: true, valid: true, reason: null, message: null, coupon: { ...welcome, code } };
      if (code === 'USED5') return { code, exists: true, valid: false, reason: 'already_used', message: 'x', coupon: { ...welcome, code } };
      return { code, exists: false, valid: false, reason: 'not_found', message: 'x', coupon: null };
    },
    'POST /delivery/7/add_coupon/': ({ body }) => {
      const code = (body as { code: string }).code;
      if (state.testbag) return refused({ code: [`The coupon code ${code} cannot be combined with the other codes of this order.`] });
      state.codes = [...new Set([...state.codes, code])];
      return current();
    },
    'POST /delivery/7/remove_coupon/': ({ body }) => {
      state.codes = state.codes.filter((code) => code !== (body as { code: string }).code);
      return current();
    },
    'GET /couponcode/validate_onboarding/': ({ query }) =>
      query.get('signed_code') === 'WELCOME15.1900000000.sig'
        ? { coupon: welcome, expires_at: '2030-03-17T17:46:40.000Z' }
        : refused({ signed_code: ['This coupon link has expired.'] }),
    'POST /delivery/create_for_animals/': ({ body }) => {
      state.testbag = (body as { testbag: boolean }).testbag;
      // A trial box takes no percentage code: the API drops it.
      if (state.testbag) state.codes = [];
      return { delivery: current(), recurring_delivery: recurringDelivery() };
    },
    ...overrides,
  });
  return state;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The page with its address's query beside it, to see a parameter leave the address.
const withAddress = {
  ...route,
  default: (props: ComponentProps<typeof route.default>) => (
    <>
      <route.default {...props} />
      <Search />
    </>
  ),
};

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const term = (list: HTMLElement, name: string) => within(list).getByText(name, { selector: 'dt' }).nextElementSibling;

describe('the order summary', () => {
  it('shows the first box per pet, the extras, every amount and what follows', async () => {
    shop();
    renderRoute(route, { path: '/en/order-summary' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your first box' })).toBeInTheDocument();

    const maxBlock = screen.getByRole('region', { name: 'For Max' });
    expect(within(maxBlock).getByText('Turkey Light')).toBeInTheDocument();
    expect(within(maxBlock).getByText('1 bag of 4 kg').nextElementSibling).toHaveTextContent('€50.82');
    expect(within(maxBlock).getByText('1 bag of 2 kg')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'For Minou' })).getByText('1 bag of 2 kg')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Extras' })).getByText('1 × Food Scoop, every delivery')).toBeInTheDocument();
    // Each product shows its picture, decorative beside its name: a pet's formula once (its bag) for all its sacs, an extra on its line.
    expect(maxBlock.querySelectorAll('svg[data-shape="bag"]')).toHaveLength(1);
    expect(maxBlock.querySelector('svg[data-shape="bag"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(maxBlock).getByText('Turkey Light').closest('div')!.parentElement!.querySelector('svg[data-shape="bag"]')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Extras' }))
        .getByText('1 × Food Scoop, every delivery')
        .closest('li')!
        .querySelector('svg[data-shape="scoop"]'),
    ).toBeInTheDocument();

    const price = screen.getByRole('region', { name: 'Price of this box' });
    const list = within(price).getAllByRole('definition')[0]!.closest('dl') as HTMLElement;
    expect(term(list, 'Subtotal')).toHaveTextContent('€111.48');
    expect(term(list, 'Total to pay')).toHaveTextContent('€111.48');
    expect(term(list, 'Including VAT 21%')).toHaveTextContent('€19.35');
    expect(term(list, 'Total excluding VAT')).toHaveTextContent('€92.13');
    expect(within(price).getByText('Earliest delivery: Tuesday, 24 November 2026')).toBeInTheDocument();

    const after = screen.getByRole('region', { name: 'After this box' });
    expect(within(after).getByText('every 4 weeks')).toBeInTheDocument();
    expect(within(after).getByText('Per delivery').nextElementSibling).toHaveTextContent('€125.54');
    expect(within(after).getByText('Per day').nextElementSibling).toHaveTextContent('€4.48');
    expect(within(after).getByText('Next delivery').nextElementSibling).toHaveTextContent('Tuesday, 22 December 2026');
  });

  it('checks a code before applying it and says why it cannot be used', async () => {
    const user = userEvent.setup();
    shop();
    renderRoute(route, { path: '/en/order-summary' });
    const field = await screen.findByRole('textbox', { name: 'Do you have a coupon code?' });

    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText('The coupon code NOPE does not exist.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/delivery/7/add_coupon/')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'used5{Enter}');
    expect(await screen.findByText('You have already used the coupon code USED5.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'bad code!{Enter}');
    expect(await screen.findByText("A coupon code consists of letters, digits, '-' and '_' only.")).toBeInTheDocument();
    expect(callsTo('POST', '/couponcode/couponcode_exists/')).toHaveLength(2);
  });

  it('applies a valid code, shows the discount, and removes it again', async () => {
    const user = userEvent.setup();
    shop();
    renderRoute(route, { path: '/en/order-summary' });
    const field = await screen.findByRole('textbox', { name: 'Do you have a coupon code?' });
    await user.type(field, 'welcome15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Discount WELCOME15')).toBeInTheDocument();
    expect(screen.getByText('Discount WELCOME15').nextElementSibling).toHaveTextContent('− €16.72');
    expect(screen.getByText('Total to pay').nextElementSibling).toHaveTextContent('€94.76');
    // The answer is told as it arrives, a moment after the order read again shows.
    expect(await screen.findByText('The code WELCOME15 has been applied.')).toBeInTheDocument();
    expect(callsTo('POST', '/couponcode/couponcode_exists/')[0]?.body).toEqual({ code: 'welcome15' });
    expect(callsTo('POST', '/delivery/7/add_coupon/')[0]?.body).toEqual({ code: 'WELCOME15' });

    await user.click(screen.getByRole('button', { name: 'Remove the code WELCOME15' }));
    await waitFor(() => expect(screen.queryByText('Discount WELCOME15')).not.toBeInTheDocument());
    expect(callsTo('POST', '/delivery/7/remove_coupon/')[0]?.body).toEqual({ code: 'WELCOME15' });
  });

  it('shows the API’s refusal of a code under the field', async () => {
    const user = userEvent.setup();
    shop({ testbag: true });
    renderRoute(route, { path: '/en/order-summary' });
    const field = await screen.findByRole('textbox', { name: 'Do you have a coupon code?' });
    await user.type(field, 'welcome15{Enter}');
    expect(await screen.findByText('The coupon code WELCOME15 cannot be combined with the other codes of this order.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Discount WELCOME15')).not.toBeInTheDocument();
  });

  it('applies the code of a friend’s invitation link once, whichever page the link opened', async () => {
    shop();
    // The invitation link opened another page of this session (/signup?ref=max-7k3q).
    const { rememberReferralInvitation } = await import('../../app/shell/referral-invitation.ts');
    rememberReferralInvitation('?ref=max-7k3q');
    renderRoute(route, { path: '/en/order-summary' });
    expect(await screen.findByText('Your friend’s code MAX-7K3Q is applied to your first box.')).toBeInTheDocument();
    expect(callsTo('POST', '/couponcode/couponcode_exists/')[0]?.body).toEqual({ code: 'MAX-7K3Q' });
    expect(callsTo('POST', '/delivery/7/add_coupon/')[0]?.body).toEqual({ code: 'MAX-7K3Q' });
    expect(await screen.findByText('Discount MAX-7K3Q')).toBeInTheDocument();
    // Once: the next visit of the page does not offer it again.
    cleanup();
    renderRoute(route, { path: '/en/order-summary' });
    await screen.findByText('Discount MAX-7K3Q');
    expect(callsTo('POST', '/delivery/7/add_coupon/')).toHaveLength(1);
    // Anything in ref that is no referral code is not kept.
    rememberReferralInvitation('?ref=%3Cscript%3E');
    expect(sessionStorage.getItem('referral_code')).toBeNull();
  });

  it('applies the code of a signed onboarding link by itself, with a remove button', async () => {
    shop();
    renderRoute(withAddress, { path: '/en/order-summary?signed_code=WELCOME15.1900000000.sig' });
    expect(await screen.findByText('Your welcome code WELCOME15 has been applied.')).toBeInTheDocument();
    expect(callsTo('GET', '/couponcode/validate_onboarding/')[0]?.query.get('signed_code')).toBe('WELCOME15.1900000000.sig');
    // The order read again after the code was applied may show a moment after the notice.
    const applied = await screen.findByRole('list', { name: 'Applied codes' });
    expect(within(applied).getByText(/from your link/)).toBeInTheDocument();
    expect(within(applied).getByRole('button', { name: 'Remove the code WELCOME15' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('says when a signed link has expired', async () => {
    shop();
    renderRoute(route, { path: '/en/order-summary?signed_code=WELCOME15.1.sig' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon link has expired.');
    expect(callsTo('POST', '/delivery/7/add_coupon/')).toHaveLength(0);
  });

  it('turns the first box into a trial box and says which code could not stay', async () => {
    const user = userEvent.setup();
    shop({ codes: ['WELCOME15'] });
    renderRoute(route, { path: '/en/order-summary' });
    await user.click(await screen.findByRole('checkbox', { name: /Start with a trial box/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your trial box' })).toBeInTheDocument();
    expect(callsTo('POST', '/delivery/create_for_animals/')[0]?.body).toEqual({ animals: [max.url, minou.url], testbag: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The code WELCOME15 can’t be combined with a trial box and has been removed.');
    expect(screen.getAllByText('1 trial bag of 1 kg')).toHaveLength(2);
    expect(screen.getByText('Trial box discount').nextElementSibling).toHaveTextContent('− €17.94');
    expect(screen.getByText('Total to pay').nextElementSibling).toHaveTextContent('€9.90');
    expect(screen.getByText(/After the trial box, your pets’ full meal plan follows/)).toBeInTheDocument();
  });

  it('sends an owner without an order back to the meal plan', async () => {
    shop({}, { 'GET /delivery/': () => page([]) });
    renderRoute(route, { path: '/en/order-summary' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No order yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the meal plan' })).toHaveAttribute('href', '/en/suggested-mealplan');
  });

  it('continues to the extras', async () => {
    const user = userEvent.setup();
    shop();
    renderRoute(route, { path: '/en/order-summary' });
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/cross-sells');
  });

  it('says when the order cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    shop({}, { 'GET /delivery/': () => (fail ? { status: 500, body: { detail: 'Oops', code: 'internal_error' } } : page([delivery()])) });
    renderRoute(route, { path: '/en/order-summary' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your first box' })).toBeInTheDocument();
  });
});
