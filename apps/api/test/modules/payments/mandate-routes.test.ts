import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mandates, sandboxMandates } from '@brokkie/db/schema';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import {
  activateSubscription,
  call,
  createPaymentsTestApi,
  payAtCheckout,
  signUpCustomer,
  type PaymentsTestApi,
  type SignedCustomer,
} from './payment-test-support.ts';

let api: PaymentsTestApi;
let ip = 0;
const nextIp = () => `10.0.62.${(ip += 1)}`;

beforeAll(async () => {
  api = await createPaymentsTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Adds a payment method the way a customer does: POST /mandate/, then pay the €0.01 checkout. */
async function addMandate(customer: SignedCustomer, method: string): Promise<{ id: number; url: string }> {
  const created = await call(api, 'POST', '/api/mandate/', customer.token, { body: {} });
  expect(created.statusCode).toBe(201);
  const paid = await payAtCheckout(api, created.json().checkout_url, 'paid', method);
  expect(paid.statusCode).toBe(303);
  const list = await call(api, 'GET', '/api/mandate/', customer.token);
  const newest = list.json().results.at(-1);
  return { id: newest.id, url: newest.url };
}

async function listOf(customer: SignedCustomer) {
  const response = await call(api, 'GET', '/api/mandate/', customer.token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /mandate/', () => {
  it('starts a €0.01 first payment without a delivery, returning to the payment-methods page', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/mandate/',
      headers: {
        authorization: `Bearer ${customer.token}`,
        'accept-language': 'fr-BE',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.checkout_url).toMatch(/^http:\/\/localhost:3000\/api\/sandbox-payments\/tr_sbx_\w+\/$/);
    expect(body.payment).toMatchObject({
      status: 'open',
      amount: 1,
      sequence_type: 'first',
      delivery: null,
      mandate: null,
      checkout_url: body.checkout_url,
    });
    const paid = await payAtCheckout(api, body.checkout_url, 'paid', 'creditcard');
    expect(paid.headers.location).toBe('http://localhost:3000/fr-be/dashboard/payment-methods');
    const page = await listOf(customer);
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      method: 'creditcard',
      is_default: true,
      details: { consumer_name: 'Pet Owner', last4: '6787', card_label: 'Mastercard' },
    });
  });

  it('accepts a redirect_url of ours and refuses any other (400)', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const ours = await call(api, 'POST', '/api/mandate/', customer.token, {
      body: { redirect_url: 'http://be.localhost:3000/dashboard/payment-methods?added=1' },
    });
    expect(ours.statusCode).toBe(201);
    // The checkout is served on the origin the payer returns to.
    expect(ours.json().checkout_url).toMatch(/^http:\/\/be\.localhost:3000\/api\/sandbox-payments\//);
    const foreign = await call(api, 'POST', '/api/mandate/', customer.token, { body: { redirect_url: 'https://evil.example/' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { redirect_url: ['This address does not belong to Brokkie.'] },
    });
  });

  it('needs a signed-in user (401)', async () => {
    expect((await call(api, 'POST', '/api/mandate/', undefined, { body: {} })).statusCode).toBe(401);
  });
});

describe('mandates of a customer', () => {
  let customer: SignedCustomer;
  let other: SignedCustomer;
  let first: { id: number; url: string };
  let second: { id: number; url: string };

  beforeAll(async () => {
    customer = await signUpCustomer(api, nextIp(), 'Jan Peeters');
    other = await signUpCustomer(api, nextIp());
    first = await addMandate(customer, 'bancontact');
    second = await addMandate(customer, 'ideal');
    await activateSubscription(api, customer.customerId);
  });

  it('GET /mandate/ lists the valid mandates with masked details; the first one is the default', async () => {
    const page = await listOf(customer);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results).toEqual([
      {
        id: first.id,
        url: `/mandate/${first.id}/`,
        method: 'directdebit',
        details: { consumer_name: 'Jan Peeters', last4: '7034', card_label: null },
        is_default: true,
        created: expect.any(String),
      },
      {
        id: second.id,
        url: `/mandate/${second.id}/`,
        method: 'directdebit',
        details: { consumer_name: 'Jan Peeters', last4: '0000', card_label: null },
        is_default: false,
        created: expect.any(String),
      },
    ]);
    // Never a whole account number.
    expect(JSON.stringify(page)).not.toMatch(/BE68|NL55/);
    const limited = await call(api, 'GET', '/api/mandate/?limit=1', customer.token);
    expect(limited.json()).toMatchObject({ count: 2, next: '/mandate/?limit=1&offset=1' });
  });

  it('GET {mandate url} gives one mandate', async () => {
    const response = await call(api, 'GET', `/api${first.url}`, customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, is_default: true });
  });

  it('POST {mandate url}default/ makes it the only default', async () => {
    const response = await call(api, 'POST', `/api${second.url}default/`, customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: second.id, is_default: true });
    const page = await listOf(customer);
    expect(page.results.map((m: { id: number; is_default: boolean }) => [m.id, m.is_default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it('POST default/ of a mandate that is not the caller’s, or does not exist, changes nothing (404, the default stays)', async () => {
    const missing = await call(api, 'POST', '/api/mandate/2147483000/default/', customer.token);
    expect(missing.statusCode).toBe(404);
    // Another customer asking for the caller's mandate: 404, and the caller's choice stands.
    const theirs = await call(api, 'POST', `/api${first.url}default/`, other.token);
    expect(theirs.statusCode).toBe(404);
    const page = await listOf(customer);
    expect(page.results.map((m: { id: number; is_default: boolean }) => [m.id, m.is_default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it("another customer's mandate does not exist for the caller (404)", async () => {
    for (const [method, url] of [
      ['GET', `/api${first.url}`],
      ['DELETE', `/api${first.url}`],
      ['POST', `/api${first.url}default/`],
    ] as const) {
      const response = await call(api, method, url, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await listOf(other)).count).toBe(0);
  });

  it('customer_override (staff) may read but not change mandates (403)', async () => {
    const staffBrowser = new TestBrowser(api.app, '10.0.62.250');
    expect((await staffBrowser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
    const staff = await staffBrowser.idToken();
    const query = `?customer_override=${customer.customerId}`;
    const read = await call(api, 'GET', `/api/mandate/${query}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json().count).toBe(2);
    for (const [method, url] of [
      ['POST', `/api${first.url}default/${query}`],
      ['DELETE', `/api${first.url}${query}`],
      ['POST', `/api/mandate/${query}`],
    ] as const) {
      const response = await call(api, method, url, staff, method === 'POST' ? { body: {} } : {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'permission_denied' });
    }
  });

  it('DELETE of the default: revoked here and at the provider; the most recent other one becomes default', async () => {
    const response = await call(api, 'DELETE', `/api${second.url}`, customer.token);
    expect(response.statusCode).toBe(204);
    const page = await listOf(customer);
    expect(page.results).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
    const [row] = await api.database.handle.db.select().from(mandates).where(eq(mandates.id, second.id));
    expect(row).toMatchObject({ status: 'invalid', isDefault: false });
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const [atProvider] = await api.database.handle.db
      .select()
      .from(sandboxMandates)
      .where(eq(sandboxMandates.id, row!.providerMandateId));
    expect(atProvider!.status).toBe('invalid');
    expect((await call(api, 'DELETE', `/api${second.url}`, customer.token)).statusCode).toBe(404);
  });

  it('DELETE of the last valid mandate while the subscription is active: 409 with a translated message', async () => {
    const response = await call(api, 'DELETE', `/api${first.url}`, customer.token, { language: 'nl-BE' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'mandate_in_use',
      detail:
        'Dit is je laatste betaalmethode en je abonnement loopt nog. Voeg eerst een andere betaalmethode toe of pauzeer je abonnement.',
    });
    expect((await listOf(customer)).count).toBe(1);
  });

  it('DELETE of the last mandate without an active subscription is allowed', async () => {
    const lone = await signUpCustomer(api, nextIp());
    const mandate = await addMandate(lone, 'creditcard');
    expect((await call(api, 'DELETE', `/api${mandate.url}`, lone.token)).statusCode).toBe(204);
    expect((await listOf(lone)).count).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents the payment, mandate and webhook endpoints (not the sandbox pages)', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/payment/latest/',
        '/payment/{id}/',
        '/mandate/',
        '/mandate/{id}/',
        '/mandate/{id}/default/',
        '/payments/webhook/{provider}/',
      ]),
    );
    expect(paths.filter((path) => path.includes('sandbox-payments'))).toEqual([]);
  });
});
