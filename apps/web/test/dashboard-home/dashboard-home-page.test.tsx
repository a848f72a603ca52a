import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { NextDelivery } from '@brokkie/contracts/billing';
import type { DeliveryItem } from '@brokkie/contracts/delivery';
import * as route from '../../app/routes/dashboard.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page } from '../support/fake-api.ts';
import { box, deliveryItem, extra, pet, product, subscription } from '../support/fixtures.ts';

// The dashboard home's next box as the customer reads it: per pet its lines, each with its
// product's picture, the products read once each from the API.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rex = pet(5, 'Rex');
const chicken = product(1, { sku: 'BRK-DOG-CHICKEN-ADULT', name: 'Chicken Adult' });
const chews = extra(40, 'Tendon chews', 499, { sku: 'BRK-X-DOG-CHEW-TENDON', category: 'chews' });

/** The subscription's next box holding `items`, still changeable. */
function next(items: DeliveryItem[]): NextDelivery {
  return {
    recurring_delivery: '/recurringdelivery/3/',
    state: 'scheduled',
    delivery: { ...box(8538), items },
    paid_delivery: null,
    cut_off_at: '2026-12-19T22:59:00Z',
    changeable: true,
    skipped: false,
    skipped_from_date: null,
    undo_skip_until: null,
    delivery_dates: [],
    following_delivery_date: '2027-01-19',
    charge_attempts: 0,
    next_charge_at: null,
  };
}

describe('the dashboard home’s next box', { timeout: 20_000 }, () => {
  it('lists each line with its product’s picture, reading each product once', async () => {
    fakeApi({
      'GET /animal/': () => page([rex]),
      'GET /recurringdelivery/': () => page([subscription([])]),
      'GET /feedbackquestion/': () => page([]),
      'GET /recurringdelivery/3/next_delivery/': () =>
        next([
          deliveryItem({ id: 30 }),
          deliveryItem({ id: 32, amount: 1, unit_grams: 1000 }),
          deliveryItem({ id: 31, kind: 'extra', animal: null, product: '/product/40/', amount: 1, unit_grams: null, total_incl_vat: 499 }),
        ]),
      'GET /product/1/': () => chicken,
      'GET /product/40/': () => chews,
    });
    renderRoute(route, { path: '/en/dashboard' });

    const card = await screen.findByRole('region', { name: 'Your next delivery' }, { timeout: 10_000 });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Rex', 'For the household']);
    const lines = within(card).getAllByRole('definition');
    expect(lines).toHaveLength(3);
    ['2 × 2 kg Chicken Adult', '1 × 1 kg Chicken Adult', '1 × Tendon chews'].forEach((text, index) =>
      expect(within(lines[index]!).getByText(text)).toBeInTheDocument(),
    );
    // Each line shows its product's picture, decorative beside the name that says what it is.
    expect(lines[0]!.querySelector('svg[data-shape="bag"]')).toHaveAttribute('aria-hidden', 'true');
    expect(lines[1]!.querySelector('svg[data-shape="bag"]')).toBeInTheDocument();
    expect(lines[2]!.querySelector('svg[data-shape="chews"]')).toBeInTheDocument();
    // The price says what delivery adds: nothing.
    expect(within(card).getByText('Free delivery to your door, always')).toBeInTheDocument();
    // One read per distinct product, however many lines name it.
    expect(callsTo('GET', '/product/1/')).toHaveLength(1);
    expect(callsTo('GET', '/product/40/')).toHaveLength(1);
  });

  it('keeps a line whose product cannot be read, named generically and without a picture', async () => {
    fakeApi({
      'GET /animal/': () => page([rex]),
      'GET /recurringdelivery/': () => page([subscription([])]),
      'GET /feedbackquestion/': () => page([]),
      'GET /recurringdelivery/3/next_delivery/': () => next([deliveryItem({ id: 30 })]),
    });
    renderRoute(route, { path: '/en/dashboard' });

    const card = await screen.findByRole('region', { name: 'Your next delivery' }, { timeout: 10_000 });
    const [line] = within(card).getAllByRole('definition');
    expect(line).toHaveTextContent('2 × 2 kg Product');
    expect(line!.querySelector('svg')).toBeNull();
  });
});
