import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticLoad, syntheticCustomers } from '@brokkie/db/synthetic-load';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';
import { TestBrowser } from '../helpers/test-browser.ts';

let api: TestApi;
const now = new Date();
beforeAll(async () => {
  api = await createTestApi();
  await seedSyntheticLoad(api.database.handle.db, { customers: 4, deliveriesPerCustomer: 5, paymentsPerDelivery: 2, dueForBilling: 2, now });
});
afterAll(async () => {
  await api?.close();
});

async function tokenOf(index: number): Promise<string> {
  const customer = (await syntheticCustomers(api.database.handle.db, index + 1))[index]!;
  const browser = new TestBrowser(api.app);
  expect((await browser.signIn(customer.email, customer.password)).statusCode).toBe(200);
  return browser.idToken();
}

describe('seedSyntheticLoad', () => {
  it('makes customers who sign in and see their pet, subscription and deliveries', async () => {
    const token = await tokenOf(0);
    const browser = new TestBrowser(api.app);
    const animals = await browser.request('GET', '/api/animal/', { token });
    expect(animals.statusCode).toBe(200);
    expect(animals.json()).toMatchObject({ count: 1, results: [{ type: 'dog' }] });

    const deliveries = await browser.request('GET', '/api/delivery/?limit=100', { token });
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const list = deliveries.json() as { count: number; results: { status: string; invoice_number?: string | null }[] };
    expect(list.count).toBe(5);
    expect(list.results.map((delivery) => delivery.status).sort()).toEqual(['delivered', 'delivered', 'delivered', 'paid', 'scheduled']);

    const mandates = await browser.request('GET', '/api/mandate/', { token });
    expect(mandates.statusCode).toBe(200);
    expect(mandates.json()).toMatchObject({ count: 1 });
  });

  it('adds only the customers missing, and the first ones are due for billing', async () => {
    expect(await seedSyntheticLoad(api.database.handle.db, { customers: 6, deliveriesPerCustomer: 5, paymentsPerDelivery: 2, now })).toEqual({
      added: 2,
      total: 6,
    });
    expect(await syntheticCustomers(api.database.handle.db, 10)).toHaveLength(6);
    const result = (await api.database.handle.db.execute(
      `select count(*)::int as due from delivery where status = 'scheduled' and cut_off_at <= now()` as never,
    )) as unknown as { rows: { due: number }[] };
    expect(result.rows[0]?.due).toBe(2);
  });
});

describe('the synthetic boxes due for billing', () => {
  it('are frozen and charged through the sandbox mandate by one scheduler run', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/dev/billing/run/', payload: { now: now.toISOString() } });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as { frozen: number[]; charged: number[]; errors: number };
    expect(report.errors).toBe(0);
    expect(report.frozen).toHaveLength(2);
    expect(report.charged).toHaveLength(2);
  });
});
