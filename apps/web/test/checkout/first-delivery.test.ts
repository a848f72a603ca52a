import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../app/lib/api-client.ts';
import { findFirstDelivery } from '../../app/features/checkout/first-delivery.ts';
import { groupOrderLines } from '../../app/features/checkout/order-lines.ts';
import { checkoutFixture, deliveryFixture } from './checkout-fixtures.ts';
import { fakeApiFetch } from './fake-api.ts';

const page = (results: unknown[]) => ({ status: 200, body: { count: results.length, next: null, previous: null, results } });
const client = (fetch: typeof globalThis.fetch) => createApiClient({ baseUrl: '/api', locale: () => 'en', fetch });

const recurring = {
  id: 5,
  url: '/recurringdelivery/5/',
  interval_weeks: 4,
  next_delivery_date: null,
  active: false,
  country: 'BE',
  recurringdeliveryitem_set: [
    {
      id: 1,
      url: '/recurringdeliveryitem/1/',
      recurring_delivery: '/recurringdelivery/5/',
      kind: 'formula',
      animal: '/animal/3/',
      product: '/product/8/',
      amount: 2,
      skipped: false,
      included: true,
      sacs: [{ size_grams: 2000, amount: 2 }],
      price_per_delivery: 4066,
    },
  ],
  price_per_delivery: 4066,
  price_per_delivery_excl_vat: 3360,
  price_per_day: 145,
  created: '2026-11-20T10:00:00Z',
};

describe('which delivery the checkout pays', () => {
  it('is the newest first delivery still to pay', async () => {
    const { fetch } = fakeApiFetch({
      'GET /delivery/?limit=1000': () =>
        page([
          deliveryFixture({ id: 7, url: '/delivery/7/', status: 'canceled', created: '2026-11-01T00:00:00Z' }),
          deliveryFixture({ id: 8, url: '/delivery/8/', status: 'awaiting_payment', created: '2026-11-19T00:00:00Z' }),
          deliveryFixture({ id: 9, url: '/delivery/9/', kind: 'shop', status: 'draft', created: '2026-11-21T00:00:00Z' }),
        ]),
    });
    expect(await findFirstDelivery(client(fetch))).toMatchObject({ kind: 'payable', delivery: { id: 8 } });
  });

  it('says when the first delivery is paid already', async () => {
    const { fetch } = fakeApiFetch({ 'GET /delivery/?limit=1000': () => page([deliveryFixture({ status: 'paid' })]) });
    expect(await findFirstDelivery(client(fetch))).toMatchObject({ kind: 'paid', delivery: { id: 41 } });
  });

  it('makes the first delivery of the recurring delivery when there is none yet', async () => {
    const { fetch, calls } = fakeApiFetch({
      'GET /delivery/?limit=1000': () => page([]),
      'GET /recurringdelivery/': () => page([recurring]),
      'POST /recurringdelivery/5/create_first_delivery/': () => ({ status: 201, body: deliveryFixture() }),
    });
    expect(await findFirstDelivery(client(fetch))).toMatchObject({ kind: 'payable', delivery: { id: 41 } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /recurringdelivery/5/create_first_delivery/');
  });

  it('finds no box without a recurring delivery', async () => {
    const { fetch } = fakeApiFetch({ 'GET /delivery/?limit=1000': () => page([]), 'GET /recurringdelivery/': () => page([]) });
    expect(await findFirstDelivery(client(fetch))).toEqual({ kind: 'none' });
  });
});

describe('the recap lines', () => {
  it('are grouped per pet, extras apart, with the names known', () => {
    const groups = groupOrderLines(checkoutFixture().cart.lines, { '/product/8/': 'Chicken' }, { '/animal/3/': 'Rex' });
    expect(groups.pets).toEqual([{ url: '/animal/3/', name: 'Rex', lines: [expect.objectContaining({ productName: 'Chicken', quantity: 2, unitGrams: 2000, total: 4066 })] }]);
    expect(groups.extras).toEqual([expect.objectContaining({ productName: undefined, quantity: 1, total: 424 })]);
  });
});
