import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, customers, deliveries, payments } from '@brokkie/db/schema';
import { seedSyntheticLoad, syntheticCustomers } from '@brokkie/db/synthetic-load';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { DeliveryTestKit } from './delivery-test-kit.ts';

// GET /delivery/ reads a page in one statement (deliveries, items, latest payment states); GET
// /delivery/{id}/ describes one delivery with its own queries. Both must tell the same story.
const kit = new DeliveryTestKit('10.0.77');

interface Listed {
  id: number;
  url: string;
  status: string;
  payment_state: string | null;
  delivery_address: { city: string } | null;
  items: { delivery: string }[];
}
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Listed[];
}

let first: string;
let second: string;
let firstCustomerId: string;
let secondCustomerId: string;
let staff: string;

async function tokenOf(email: string, password: string, ip: string): Promise<string> {
  const browser = new TestBrowser(kit.api.app, ip);
  expect((await browser.signIn(email, password)).statusCode).toBe(200);
  return browser.idToken();
}

beforeAll(async () => {
  await kit.start();
  await seedSyntheticLoad(kit.db, { customers: 2, deliveriesPerCustomer: 5, paymentsPerDelivery: 2, dueForBilling: 0 });
  const [one, two] = await syntheticCustomers(kit.db, 2);
  first = await tokenOf(one!.email, one!.password, '10.0.77.1');
  second = await tokenOf(two!.email, two!.password, '10.0.77.2');
  firstCustomerId = one!.customerId;
  secondCustomerId = two!.customerId;
  staff = await tokenOf(localStaffAccount.email, localStaffAccount.password, '10.0.77.3');
});
afterAll(() => kit.stop());

const list = (token: string, query = ''): Promise<Page> => kit.ok('GET', `/api/delivery/${query}`, token);

describe('GET /delivery/', () => {
  it("lists the caller's deliveries newest first, each as GET /delivery/{id}/ describes it", async () => {
    const page = await list(first);
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    expect(page.results.map((delivery) => delivery.status).sort()).toEqual(['delivered', 'delivered', 'delivered', 'paid', 'scheduled']);
    for (const delivery of page.results) {
      expect(delivery).toEqual(await kit.ok('GET', `/api${delivery.url}`, first));
      expect(delivery.items.length).toBeGreaterThan(0);
      expect(delivery.items.every((item) => item.delivery === delivery.url)).toBe(true);
      expect(delivery.payment_state).toBe(delivery.status === 'scheduled' ? null : 'paid');
    }
  });

  it('pages: a full page and a page past the end still count the whole list', async () => {
    const all = (await list(first)).results;
    expect(await list(first, '?limit=2')).toEqual({ count: 5, next: '/delivery/?limit=2&offset=2', previous: null, results: all.slice(0, 2) });
    expect(await list(first, '?limit=2&offset=4')).toEqual({
      count: 5,
      next: null,
      previous: '/delivery/?limit=2&offset=2',
      results: all.slice(4),
    });
    expect(await list(first, '?limit=2&offset=10')).toMatchObject({ count: 5, next: null, results: [] });
  });

  it('shows a customer only their own deliveries; staff see the customer they act for', async () => {
    const mine = (await list(first)).results.map((delivery) => delivery.id);
    const theirs = (await list(second)).results.map((delivery) => delivery.id);
    expect(theirs).toHaveLength(5);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);

    expect((await list(staff, `?customer_override=${firstCustomerId}`)).results).toEqual((await list(first)).results);
    expect(await list(staff)).toMatchObject({ count: 0, results: [] });
    expect((await kit.call('GET', `/api/delivery/?customer_override=${firstCustomerId}`, second)).statusCode).toBe(403);
  });

  it('answers a change at once, whoever wrote it: the billing job, another instance, a trigger-kept version (decision 0023)', async () => {
    const read = async (id: number) => (await list(second)).results.find((delivery) => delivery.id === id);
    const page = await list(second);
    const box = page.results.find((delivery) => delivery.status === 'scheduled')!;
    const earlier = page.results.find((delivery) => delivery.status === 'paid')!;
    // Read again unchanged: the same answer.
    expect(await list(second)).toEqual(page);

    // Written past this API's requests, straight in the database: each shows in the next read.
    await kit.db.update(deliveries).set({ status: 'canceled' }).where(eq(deliveries.id, box.id));
    expect((await read(box.id))?.status).toBe('canceled');
    await kit.db.update(payments).set({ status: 'failed' }).where(eq(payments.deliveryId, earlier.id));
    expect((await read(earlier.id))?.payment_state).toBe('failed');
    await kit.db.update(deliveries).set({ status: 'scheduled' }).where(eq(deliveries.id, box.id));
    const [customer] = await kit.db.select({ address: customers.defaultDeliveryAddressId }).from(customers).where(eq(customers.id, secondCustomerId));
    await kit.db.update(addresses).set({ city: 'Oostende' }).where(eq(addresses.id, customer!.address!));
    expect((await read(box.id))?.delivery_address?.city).toBe('Oostende');
    // The other customer's answer is theirs still.
    expect((await list(first)).results.every((delivery) => delivery.delivery_address?.city !== 'Oostende')).toBe(true);
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await kit.call('GET', '/api/delivery/')).statusCode).toBe(401);
  });
});
