import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../app/lib/api-client.ts';
import { findFirstDelivery, findOrMakeFirstDelivery } from '../../app/lib/first-delivery.ts';
import { deliveryFixture } from '../checkout/checkout-fixtures.ts';
import { fakeApi, page } from '../support/fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

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

describe('the first delivery', () => {
  it('is the newest first delivery still open, whatever order the list comes in', async () => {
    const { fetch } = fakeApi({
      'GET /delivery/?limit=1000': () =>
        page([
          deliveryFixture({ id: 7, url: '/delivery/7/', status: 'canceled', created: '2026-11-01T00:00:00Z' }),
          deliveryFixture({ id: 6, url: '/delivery/6/', status: 'draft', created: '2026-11-02T00:00:00Z' }),
          deliveryFixture({ id: 8, url: '/delivery/8/', status: 'awaiting_payment', created: '2026-11-19T00:00:00Z' }),
          deliveryFixture({ id: 9, url: '/delivery/9/', kind: 'shop', status: 'draft', created: '2026-11-21T00:00:00Z' }),
        ]),
    });
    expect(await findFirstDelivery(client(fetch))).toMatchObject({ kind: 'open', delivery: { id: 8 } });
  });

  it('says when the first delivery is paid already', async () => {
    const { fetch } = fakeApi({ 'GET /delivery/?limit=1000': () => page([deliveryFixture({ status: 'shipped' })]) });
    expect(await findFirstDelivery(client(fetch))).toMatchObject({ kind: 'paid', delivery: { id: 41 } });
  });

  it('is not made by the funnel pages, which send the customer back to the meal plan', async () => {
    const { fetch, calls } = fakeApi({ 'GET /delivery/?limit=1000': () => page([]), 'GET /recurringdelivery/': () => page([recurring]) });
    expect(await findFirstDelivery(client(fetch))).toEqual({ kind: 'none' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /delivery/?limit=1000']);
  });
});

describe('the first delivery the checkout pays', () => {
  it('is the one found when there is one', async () => {
    const { fetch, calls } = fakeApi({ 'GET /delivery/?limit=1000': () => page([deliveryFixture({ status: 'paid' })]) });
    expect(await findOrMakeFirstDelivery(client(fetch))).toMatchObject({ kind: 'paid', delivery: { id: 41 } });
    expect(calls).toHaveLength(1);
  });

  it('is made from the recurring delivery when there is none yet', async () => {
    const { fetch, calls } = fakeApi({
      'GET /delivery/?limit=1000': () => page([]),
      'GET /recurringdelivery/': () => page([recurring]),
      'POST /recurringdelivery/5/create_first_delivery/': () => ({ status: 201, body: deliveryFixture() }),
    });
    expect(await findOrMakeFirstDelivery(client(fetch))).toMatchObject({ kind: 'open', delivery: { id: 41 } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /recurringdelivery/5/create_first_delivery/');
  });

  it('is no box without a recurring delivery', async () => {
    const { fetch } = fakeApi({ 'GET /delivery/?limit=1000': () => page([]), 'GET /recurringdelivery/': () => page([]) });
    expect(await findOrMakeFirstDelivery(client(fetch))).toEqual({ kind: 'none' });
  });

  it('is no box when the API refuses to make it (paid meanwhile, or nothing in the box)', async () => {
    const { fetch } = fakeApi({
      'GET /delivery/?limit=1000': () => page([]),
      'GET /recurringdelivery/': () => page([recurring]),
      'POST /recurringdelivery/5/create_first_delivery/': () => ({ status: 409, body: { detail: 'Paid.', code: 'first_delivery_paid' } }),
    });
    expect(await findOrMakeFirstDelivery(client(fetch))).toEqual({ kind: 'none' });
  });
});
