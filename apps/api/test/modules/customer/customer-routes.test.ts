import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackAnswers, feedbackQuestions } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.3.${ip}`);
  await browser.signUp(uniqueEmail(), 'woofwoof42', 'Pet Owner');
  const token = await browser.idToken();
  const list = await call('GET', '/api/customer/', token);
  return { token, customerId: list.json().results[0].id };
}

async function signInAsStaff(): Promise<string> {
  const browser = new TestBrowser(api.app, '10.0.3.200');
  const response = await browser.signIn(localStaffAccount.email, localStaffAccount.password);
  expect(response.statusCode).toBe(200);
  return browser.idToken();
}

function call(method: 'GET' | 'PATCH', url: string, token: string, body?: unknown, language = 'en') {
  return api.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

let alice: Signed;
let bob: Signed;
let staff: string;

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp();
  bob = await signUp();
  staff = await signInAsStaff();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /customer/', () => {
  it('is created on the first authenticated call and lists the signed-in customer only', async () => {
    const response = await call('GET', '/api/customer/', alice.token);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results).toHaveLength(1);
    const [customer] = page.results;
    expect(customer.id).toMatch(/^hid_[A-Z0-9]{10}$/);
    expect(customer).toMatchObject({
      url: `/customer/${customer.id}/`,
      firstname: '',
      lastname: '',
      phone: '',
      prefered_country: null,
      prefered_language: null,
      leadsource: '',
      current_store_id: 'brokkie_app',
      referral_affiliate: '',
      default_delivery_address: null,
      billing_address_override: null,
      newsletter: false,
    });
    expect(Object.keys(customer).sort()).toEqual(
      [
        'billing_address_override',
        'current_store_id',
        'default_delivery_address',
        'email',
        'firstname',
        'id',
        'lastname',
        'leadsource',
        'newsletter',
        'phone',
        'prefered_country',
        'prefered_language',
        'referral_affiliate',
        'url',
      ].sort(),
    );
  });

  it('needs a signed-in user', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/customer/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('GET and PATCH /customer/{id}/', () => {
  it('reads and changes the own record', async () => {
    const patched = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      firstname: 'Alice',
      lastname: 'Wouters',
      phone: '+32 470 12 34 56',
      prefered_country: '/country/1/',
      prefered_language: '/language/6/',
      leadsource: 'facebook,paid,spring,,',
      current_store_id: 'brokkie_app',
      referral_affiliate: 'tradetracker',
      newsletter: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      firstname: 'Alice',
      lastname: 'Wouters',
      phone: '+32 470 12 34 56',
      prefered_country: '/country/1/',
      prefered_language: '/language/6/',
      leadsource: 'facebook,paid,spring,,',
      referral_affiliate: 'tradetracker',
      newsletter: true,
    });
    const read = await call('GET', `/api/customer/${alice.customerId}/`, alice.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(patched.json());
  });

  it('accepts the read-only fields sent back as they were read, and ignores them', async () => {
    const current = (await call('GET', `/api/customer/${alice.customerId}/`, alice.token)).json();
    const patched = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      ...current,
      id: 'hid_SOMEONEELSE',
      email: 'changed@example.com',
      firstname: 'Alicia',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: alice.customerId, email: current.email, firstname: 'Alicia' });
  });

  it("never reads or changes another customer's record", async () => {
    expect((await call('GET', `/api/customer/${bob.customerId}/`, alice.token)).statusCode).toBe(404);
    const patched = await call('PATCH', `/api/customer/${bob.customerId}/`, alice.token, { firstname: 'Mallory' });
    expect(patched.statusCode).toBe(404);
    const bobs = (await call('GET', `/api/customer/${bob.customerId}/`, bob.token)).json();
    expect(bobs.firstname).toBe('');
    expect((await call('GET', '/api/customer/hid_DOESNOTEXIST/', alice.token)).statusCode).toBe(404);
  });

  it('explains invalid fields in the caller’s language', async () => {
    const response = await call(
      'PATCH',
      `/api/customer/${alice.customerId}/`,
      alice.token,
      {
        prefered_language: '/language/999/',
        prefered_country: 'Belgium',
        phone: 'call me',
        firstname: 'x'.repeat(151),
        default_delivery_address: '/address/1/',
        current_store_id: 'another_store',
        favourite_food: 'kibble',
      },
      'nl-BE',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.fields).toMatchObject({
      prefered_country: ['Dit land bestaat niet.'],
      phone: ['Vul een geldig telefoonnummer in.'],
      firstname: ['De maximale lengte is 150 tekens.'],
      current_store_id: ['Deze winkel is niet bekend.'],
      favourite_food: [expect.any(String)],
    });

    const references = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      prefered_language: '/language/999/',
      default_delivery_address: '/address/1/',
    });
    expect(references.statusCode).toBe(400);
    expect(references.json().fields).toEqual({
      prefered_language: ['This language does not exist.'],
      default_delivery_address: ['This address does not exist.'],
    });
  });

  it("points to the customer's own addresses only", async () => {
    const address = {
      street: 'Kerkstraat',
      number: '1',
      postal_code: '9000',
      city: 'Gent',
      country: 'BE',
    };
    const post = (token: string) =>
      api.app.inject({ method: 'POST', url: '/api/address/', headers: { authorization: `Bearer ${token}` }, payload: address });
    const own = (await post(alice.token)).json();
    const bobs = (await post(bob.token)).json();

    const patched = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      default_delivery_address: own.url,
      billing_address_override: own.url,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ default_delivery_address: own.url, billing_address_override: own.url });

    const foreign = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      default_delivery_address: bobs.url,
      billing_address_override: '/address/2147483648/',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      default_delivery_address: ['This address does not exist.'],
      billing_address_override: ['This address does not exist.'],
    });
    const unchanged = (await call('GET', `/api/customer/${alice.customerId}/`, alice.token)).json();
    expect(unchanged.default_delivery_address).toBe(own.url);
  });

  it('clears references with null', async () => {
    const patched = await call('PATCH', `/api/customer/${alice.customerId}/`, alice.token, {
      prefered_language: null,
      billing_address_override: null,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ prefered_language: null, billing_address_override: null });
  });
});

describe('staff acting as a customer (customer_override)', () => {
  it('lets staff read the customer', async () => {
    const list = await call('GET', `/api/customer/?customer_override=${bob.customerId}`, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((customer: { id: string }) => customer.id)).toEqual([bob.customerId]);
    expect(list.json().count).toBe(1);
    const detail = await call('GET', `/api/customer/${bob.customerId}/?customer_override=${bob.customerId}`, staff);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(bob.customerId);
    const counts = await call('GET', `/api/customer/feedback_count/?customer_override=${bob.customerId}`, staff);
    expect(counts.statusCode).toBe(200);
  });

  it('refuses every change while the override is in use, with a clear message', async () => {
    const response = await call(
      'PATCH',
      `/api/customer/${bob.customerId}/?customer_override=${bob.customerId}`,
      staff,
      { firstname: 'Changed by staff' },
      'en',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'permission_denied',
      detail: 'You are viewing this customer as staff (customer_override): changes are not allowed.',
    });
    expect((await call('GET', `/api/customer/${bob.customerId}/`, bob.token)).json().firstname).toBe('');
  });

  it('refuses the parameter from a customer who is not staff', async () => {
    for (const [method, url] of [
      ['GET', `/api/customer/?customer_override=${bob.customerId}`],
      ['GET', `/api/customer/${bob.customerId}/?customer_override=${bob.customerId}`],
      ['PATCH', `/api/customer/${bob.customerId}/?customer_override=${bob.customerId}`],
    ] as const) {
      const response = await call(method, url, alice.token, method === 'PATCH' ? { firstname: 'Mallory' } : undefined, 'fr');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'permission_denied',
        detail: 'Seuls les collaborateurs de Brokkie peuvent agir en tant qu’un autre client (customer_override).',
      });
    }
  });

  it('answers 404 for an override naming no customer', async () => {
    const response = await call('GET', '/api/customer/?customer_override=hid_NOSUCHCUSTOMER', staff);
    expect(response.statusCode).toBe(404);
  });

  it('leaves staff their own record without the override', async () => {
    const own = await call('GET', '/api/customer/', staff);
    expect(own.statusCode).toBe(200);
    const id = own.json().results[0].id;
    expect(id).not.toBe(bob.customerId);
    const patched = await call('PATCH', `/api/customer/${id}/`, staff, { firstname: 'Staff' });
    expect(patched.statusCode).toBe(200);
  });
});

describe('GET /customer/feedback_count/', () => {
  it('counts the active questions and those the customer answered', async () => {
    // The seed asks a few questions of everyone; none is answered yet.
    const start = (await call('GET', '/api/customer/feedback_count/', alice.token)).json();
    const seeded: number = start.total;
    expect(start).toEqual({ total: seeded, answered: 0, unanswered: seeded });

    const db = api.database.handle.db;
    const questions = await db
      .insert(feedbackQuestions)
      .values([
        { key: 'first_delivery', position: 1 },
        { key: 'food_liked', position: 2 },
        { key: 'retired', active: false, position: 3 },
      ])
      .returning({ id: feedbackQuestions.id, key: feedbackQuestions.key });
    const id = (key: string) => questions.find((question) => question.key === key)!.id;
    await db.insert(feedbackAnswers).values([
      { questionId: id('first_delivery'), customerId: alice.customerId },
      { questionId: id('retired'), customerId: alice.customerId },
    ]);

    expect((await call('GET', '/api/customer/feedback_count/', alice.token)).json()).toEqual({
      total: seeded + 2,
      answered: 1,
      unanswered: seeded + 1,
    });
    expect((await call('GET', '/api/customer/feedback_count/', bob.token)).json()).toEqual({
      total: seeded + 2,
      answered: 0,
      unanswered: seeded + 2,
    });
  });
});
