import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringDeliveryItem, UpsellingRequest } from '@brokkie/contracts/delivery';
import { toastQueue } from '../../app/components/toast.tsx';
import * as route from '../../app/routes/cross-sells.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, type Call } from '../support/fake-api.ts';
import { delivery, pet, product, recurringDelivery } from '../support/fixtures.ts';

// Recommended extras: suited to the pets, deduplicated, added once or to every delivery, with
// the running total — against a fake product API.

const max = pet(1, 'Max');
const minou = pet(2, 'Minou', { type: 'cat', indoor: true, size: null });
const extra = (id: number, name: string, price: number, category: 'treats' | 'supplement' | 'accessory' = 'treats') =>
  product(id, { name, kind: 'extra', category, price_unit: 'unit', shop_price: price, unit_weight_grams: 200, kcal_per_kg: null });
const chews = extra(21, 'Joint Support Chews', 2408, 'supplement');
const bites = extra(14, 'Chicken Training Bites', 543);
const bowl = extra(27, 'Slow Feeder Bowl', 1803, 'accessory');
const catTreats = extra(40, 'Salmon Cat Treats', 399);

function extrasShop(overrides: Record<string, (call: Call) => unknown> = {}) {
  const once: Record<string, number> = {};
  let every: RecurringDeliveryItem[] = [];
  const base = 12554;
  const price = (id: number) => [chews, bites, bowl, catTreats].find((item) => item.id === id)!.shop_price;
  const everyTotal = () => every.reduce((sum, item) => sum + price(Number(item.product.split('/')[2])) * item.amount, 0);
  const onceTotal = () => Object.entries(once).reduce((sum, [id, units]) => sum + price(Number(id)) * units, 0);
  const current = () => delivery({ custom_amounts: { ...once }, total: base + onceTotal() + everyTotal() });
  const recurring = () => recurringDelivery({ recurringdeliveryitem_set: every, price_per_delivery: base + everyTotal() });
  fakeApi({
    'GET /delivery/': () => page([current()]),
    'GET /delivery/7/': () => current(),
    'PATCH /delivery/7/': ({ body }) => {
      for (const [id, units] of Object.entries((body as { custom_amounts: Record<string, number> }).custom_amounts)) {
        if (units > 0) once[id] = units;
        else delete once[id];
      }
      return current();
    },
    'GET /recurringdelivery/3/': () => recurring(),
    'POST /recurringdelivery/3/upselling/': ({ body }) => {
      for (const wanted of (body as UpsellingRequest).recurringdeliveryitem_set) {
        every = every.filter((item) => item.product !== wanted.product);
        if (wanted.amount > 0) {
          every.push({
            id: every.length + 10,
            url: `/recurringdeliveryitem/${every.length + 10}/`,
            recurring_delivery: '/recurringdelivery/3/',
            kind: 'extra',
            animal: null,
            product: String(wanted.product),
            amount: wanted.amount,
            skipped: false,
            included: true,
            sacs: [],
            price_per_delivery: 0,
          });
        }
      }
      return recurring();
    },
    'GET /animal/': () => page([max, minou]),
    'GET /animal/1/products/': () => page([chews, bites, bowl]),
    'GET /animal/2/products/': () => page([catTreats, bowl]),
    ...overrides,
  });
}

afterEach(() => {
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const totals = () => screen.getByRole('region', { name: 'Your order so far' });

describe('the recommended extras', () => {
  it('lists the extras suited to the pets once each, with price and for whom', async () => {
    extrasShop();
    renderRoute(route, { path: '/en/cross-sells' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Joint Support Chews' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Joint Support Chews',
      'Chicken Training Bites',
      'Slow Feeder Bowl',
      'Salmon Cat Treats',
    ]);
    expect(within(card('Slow Feeder Bowl')).getByText('Suits Max and Minou')).toBeInTheDocument();
    expect(within(card('Salmon Cat Treats')).getByText('Suits Minou')).toBeInTheDocument();
    expect(within(card('Joint Support Chews')).getByText('€24.08')).toBeInTheDocument();
    expect(callsTo('GET', '/animal/1/products/')[0]?.query.get('limit')).toBe('12');
    expect(within(totals()).getByText('First box').nextElementSibling).toHaveTextContent('€125.54');
  });

  it('adds an extra to the first box only, and takes it out again', async () => {
    const user = userEvent.setup();
    extrasShop();
    renderRoute(route, { path: '/en/cross-sells' });
    const chewsCard = await screen.findByRole('heading', { level: 3, name: 'Joint Support Chews' }).then(() => card('Joint Support Chews'));
    await user.click(within(chewsCard).getByRole('button', { name: 'Add to first box' }));

    expect(await within(chewsCard).findByText('In your first box')).toBeInTheDocument();
    expect(callsTo('PATCH', '/delivery/7/')[0]?.body).toEqual({ custom_amounts: { 21: 1 } });
    expect(within(totals()).getByText('First box').nextElementSibling).toHaveTextContent('€149.62');
    expect(within(totals()).getByText('Every 4 weeks').nextElementSibling).toHaveTextContent('€125.54');
    expect(screen.getByRole('link', { name: 'Continue with 1 extra' })).toHaveAttribute('href', '/en/checkout');
    // Focus stays in the card, on the action that replaced the one pressed.
    // (The card moves focus in an effect after the render that shows the new placement.)
    await waitFor(() => expect(within(chewsCard).getByRole('button', { name: 'Remove' })).toHaveFocus());

    await user.click(within(chewsCard).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(totals()).getByText('First box').nextElementSibling).toHaveTextContent('€125.54'));
    expect(callsTo('PATCH', '/delivery/7/')[1]?.body).toEqual({ custom_amounts: { 21: 0 } });
  });

  it('adds an extra to every delivery; the first box follows', async () => {
    const user = userEvent.setup();
    extrasShop();
    renderRoute(route, { path: '/en/cross-sells' });
    await screen.findByRole('heading', { level: 3, name: 'Chicken Training Bites' });
    await user.click(within(card('Chicken Training Bites')).getByRole('button', { name: 'Add to every delivery' }));

    expect(await within(card('Chicken Training Bites')).findByText('In every delivery, every 4 weeks')).toBeInTheDocument();
    expect(callsTo('POST', '/recurringdelivery/3/upselling/')[0]?.body).toEqual({
      recurringdeliveryitem_set: [{ product: bites.url, animal: null, amount: 1 }],
    });
    // The first box follows its recurring delivery: the page reads the order again for its new total.
    expect(within(totals()).getByText('First box').nextElementSibling).toHaveTextContent('€130.97');
    expect(within(totals()).getByText('Every 4 weeks').nextElementSibling).toHaveTextContent('€130.97');
  });

  it('takes an extra out of every delivery again', async () => {
    const user = userEvent.setup();
    extrasShop();
    renderRoute(route, { path: '/en/cross-sells' });
    await screen.findByRole('heading', { level: 3, name: 'Chicken Training Bites' });
    await user.click(within(card('Chicken Training Bites')).getByRole('button', { name: 'Add to every delivery' }));
    await user.click(await within(card('Chicken Training Bites')).findByRole('button', { name: 'Remove' }));
    expect(await within(card('Chicken Training Bites')).findByRole('button', { name: 'Add to every delivery' })).toBeInTheDocument();
    expect(callsTo('POST', '/recurringdelivery/3/upselling/')[1]?.body).toEqual({
      recurringdeliveryitem_set: [{ product: bites.url, animal: null, amount: 0 }],
    });
    expect(within(totals()).getByText('Every 4 weeks').nextElementSibling).toHaveTextContent('€125.54');
  });

  it('lets the owner skip straight to the checkout', async () => {
    const user = userEvent.setup();
    extrasShop();
    renderRoute(route, { path: '/en/cross-sells' });
    await user.click(await screen.findByRole('link', { name: 'Skip' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/checkout');
    expect(callsTo('PATCH', '/delivery/7/')).toHaveLength(0);
  });

  it('keeps the page and says so when an extra cannot be added', async () => {
    const user = userEvent.setup();
    extrasShop({ 'PATCH /delivery/7/': () => ({ status: 409, body: { detail: 'Not editable', code: 'delivery_not_editable' } }) });
    renderRoute(route, { path: '/en/cross-sells' });
    await screen.findByRole('heading', { level: 3, name: 'Slow Feeder Bowl' });
    await user.click(within(card('Slow Feeder Bowl')).getByRole('button', { name: 'Add to first box' }));
    expect(await screen.findByText('We couldn’t change Slow Feeder Bowl. Please try again.')).toBeInTheDocument();
    expect(within(card('Slow Feeder Bowl')).getByRole('button', { name: 'Add to first box' })).toBeInTheDocument();
  });

  it('sends an owner without an order back to the meal plan', async () => {
    extrasShop({ 'GET /delivery/': () => page([]) });
    renderRoute(route, { path: '/en/cross-sells' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No order yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the meal plan' })).toHaveAttribute('href', '/en/suggested-mealplan');
  });

  it('says when the extras cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    extrasShop({ 'GET /animal/2/products/': () => (fail ? { status: 500, body: { detail: 'Oops', code: 'internal_error' } } : page([catTreats])) });
    renderRoute(route, { path: '/en/cross-sells' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Salmon Cat Treats' })).toBeInTheDocument();
  });
});
