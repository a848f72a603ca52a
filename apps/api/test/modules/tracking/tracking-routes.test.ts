import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { deliveries, products, trackingEvents } from '@brokkie/db/schema';
import { trackingEndpoints, trackingOnceOf, type TrackingBodyKind, type TrackingEndpoint } from '@brokkie/contracts/tracking';
import { insuranceOffers, type InsuranceOffer } from '@brokkie/domain/insurance';
import { trackingPath } from '@brokkie/contracts/tracking-channels';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { insuranceOfferOfConversion } from '../../../src/modules/insurance/insurance-service.ts';
import { leadBody } from '../insurance/insurance-test-kit.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.140.${ip}`);
  const response = await browser.signUp(uniqueEmail('tracked'), 'woofwoof42', 'Pet Owner');
  expect(response.statusCode).toBe(200);
  const token = await browser.idToken();
  const list = await api.app.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
  return { token, customerId: list.json().results[0].id };
}

async function signInAsStaff(): Promise<string> {
  const browser = new TestBrowser(api.app, '10.0.140.200');
  const response = await browser.signIn(localStaffAccount.email, localStaffAccount.password);
  expect(response.statusCode).toBe(200);
  return browser.idToken();
}

/** An insurance lead of the customer's for a pet of that name (one open lead per pet and offer). */
async function createLead(who: Signed, offer: InsuranceOffer, petName = 'Rex'): Promise<number> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/insurancelead/',
    headers: { authorization: `Bearer ${who.token}` },
    payload: leadBody({ offer, pet: { name: petName, type: 'cat', date_of_birth: '2022-01-01' } }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A lead of each offer, by offer. */
async function leadsOf(who: Signed): Promise<Record<InsuranceOffer, number>> {
  return { standard: await createLead(who, 'standard'), corona_direct: await createLead(who, 'corona_direct') };
}

/** What an event of `endpoint` counts once per, for `who`. */
function subjectOf(endpoint: TrackingEndpoint, who: Signed, leads: Record<InsuranceOffer, number>, deliveryId: number): string {
  const once = trackingOnceOf(endpoint);
  if (once === 'delivery') return String(deliveryId);
  if (once === 'lead') return `lead-${leads[insuranceOfferOfConversion(endpoint.event)!]}`;
  return who.customerId;
}

async function createDelivery(customerId: string): Promise<number> {
  const [row] = await api.database.handle.db
    .insert(deliveries)
    .values({ customerId, kind: 'first', status: 'paid', country: 'BE', totalCents: 4995 })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('delivery not inserted');
  return row.id;
}

function post(path: string, token: string | undefined, body?: unknown, query = '') {
  return api.app.inject({
    method: 'POST',
    url: `/api${path}${query}`,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function storedEvents(filter: { channel: string; event: string }) {
  const rows = await api.database.handle.db.select().from(trackingEvents).orderBy(asc(trackingEvents.id));
  return rows.filter((row) => row.channel === filter.channel && row.event === filter.event);
}

const page = 'https://www.brokkie.be/nl-be/thank-you?step=2';

/** A valid body of each kind, for a customer, one of their deliveries and a product. */
function validBody(kind: TrackingBodyKind, who: Signed, deliveryId: number, productId: number): unknown {
  switch (kind) {
    case 'empty':
      return undefined;
    case 'cart_line':
      return { product: `/product/${productId}/`, amount: 2, price: 1299 };
    case 'delivery':
      return { delivery_id: deliveryId };
    case 'customer':
      return { customer_id: who.customerId };
    case 'tiktok_page':
      return { ttclid: 'E.C.P.abc-123_XYZ', url: page };
    case 'tiktok_cart_line':
      return { ttclid: 'E.C.P.abc-123_XYZ', url: page, product: productId, amount: 1, price: 499 };
    case 'tiktok_delivery':
      return { delivery_id: String(deliveryId), ttclid: '', url: page };
    case 'awin_sale':
      return { orderRef: String(deliveryId), amount: '49.95', currency: 'EUR', cks: '12345_1700000000_abcdef', vc: 'WELCOME10,SPRING' };
  }
}

/** What the stored payload of that body is: the validated values, normalised. */
function expectedPayload(kind: TrackingBodyKind, who: Signed, deliveryId: number, productId: number): Record<string, unknown> {
  switch (kind) {
    case 'empty':
      return {};
    case 'cart_line':
      return { product_id: productId, amount: 2, price: 1299 };
    case 'delivery':
      return { delivery_id: deliveryId };
    case 'customer':
      return { customer_id: who.customerId };
    case 'tiktok_page':
      return { ttclid: 'E.C.P.abc-123_XYZ', url: page };
    case 'tiktok_cart_line':
      return { ttclid: 'E.C.P.abc-123_XYZ', url: page, product_id: productId, amount: 1, price: 499 };
    case 'tiktok_delivery':
      return { delivery_id: deliveryId, ttclid: null, url: page };
    case 'awin_sale':
      return { order_ref: deliveryId, amount_cents: 4995, currency: 'EUR', cks: '12345_1700000000_abcdef', vc: 'WELCOME10,SPRING' };
  }
}

const label = (endpoint: TrackingEndpoint) => `POST ${trackingPath(endpoint)}`;
const deliveryEndpoints = trackingEndpoints.filter((endpoint) => trackingOnceOf(endpoint) === 'delivery');
const customerEndpoints = trackingEndpoints.filter((endpoint) => trackingOnceOf(endpoint) === 'customer');
const leadEndpoints = trackingEndpoints.filter((endpoint) => trackingOnceOf(endpoint) === 'lead');

let alice: Signed;
let bob: Signed;
let staff: string;
let aliceDelivery: number;
let aliceSecondDelivery: number;
let bobDelivery: number;
let productId: number;
let aliceLeads: Record<InsuranceOffer, number>;
let bobLeads: Record<InsuranceOffer, number>;

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp();
  bob = await signUp();
  staff = await signInAsStaff();
  aliceDelivery = await createDelivery(alice.customerId);
  aliceSecondDelivery = await createDelivery(alice.customerId);
  bobDelivery = await createDelivery(bob.customerId);
  aliceLeads = await leadsOf(alice);
  bobLeads = await leadsOf(bob);
  const [product] = await api.database.handle.db.select({ id: products.id }).from(products).limit(1);
  if (!product) throw new Error('the catalogue seed has no product');
  productId = product.id;
});
afterAll(async () => {
  await api?.close();
});

describe('the tracking endpoints of §7', () => {
  it('are exactly the spec’s twenty paths, documented under the tag tracking', async () => {
    expect(trackingEndpoints.map(trackingPath).sort()).toEqual(
      [
        '/fb-conversions/lead/',
        '/fb-conversions/add_to_cart/',
        '/fb-conversions/shop_lead/',
        '/fb-conversions/shop_add_to_cart/',
        '/fb-conversions/purchase/',
        '/fb-conversions/shop_purchase/',
        '/fb-conversions/trial_purchase/',
        '/fb-conversions/insurance_lead/',
        '/fb-conversions/insurance_corona_direct_lead/',
        '/tiktok-events/lead/',
        '/tiktok-events/shop_lead/',
        '/tiktok-events/add_to_cart/',
        '/tiktok-events/insurance_lead/',
        '/tiktok-events/insurance_corona_direct_lead/',
        '/tiktok-events/view_content/',
        '/tiktok-events/shop_add_to_cart/',
        '/tiktok-events/purchase/',
        '/tiktok-events/shop_purchase/',
        '/tiktok-events/trial_purchase/',
        '/awin-conversions/sale/',
      ].sort(),
    );
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    for (const endpoint of trackingEndpoints) {
      const operation = paths[trackingPath(endpoint)]?.post;
      expect(operation, trackingPath(endpoint)).toBeDefined();
      expect(operation?.tags).toEqual(['tracking']);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '204', '400', '401', '404']));
    }
  });

  it.each(trackingEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s needs a signed-in user (401)',
    async (_, endpoint) => {
      const response = await post(trackingPath(endpoint), undefined, validBody(endpoint.body, alice, aliceDelivery, productId));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    },
  );
});

describe('recording once (§4)', () => {
  it.each(trackingEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s stores the validated event the first time (201) and nothing more on repeats (200)',
    async (_, endpoint) => {
      const body = validBody(endpoint.body, alice, aliceDelivery, productId);
      const first = await post(trackingPath(endpoint), alice.token, body);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ recorded: true });

      const again = await post(trackingPath(endpoint), alice.token, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ recorded: false });

      const rows = await storedEvents(endpoint);
      expect(rows).toHaveLength(1);
      const leadPayload = trackingOnceOf(endpoint) === 'lead' ? { lead_id: aliceLeads[insuranceOfferOfConversion(endpoint.event)!] } : {};
      expect(rows[0]).toMatchObject({
        channel: endpoint.channel,
        event: endpoint.event,
        customerId: alice.customerId,
        subjectKey: subjectOf(endpoint, alice, aliceLeads, aliceDelivery),
        payload: { ...expectedPayload(endpoint.body, alice, aliceDelivery, productId), ...leadPayload },
      });
    },
  );

  it.each(deliveryEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s counts once per delivery: another delivery of the same customer is a new event',
    async (_, endpoint) => {
      const response = await post(trackingPath(endpoint), alice.token, validBody(endpoint.body, alice, aliceSecondDelivery, productId));
      expect(response.statusCode).toBe(201);
      const rows = await storedEvents(endpoint);
      expect(rows.map((row) => row.subjectKey)).toContain(String(aliceSecondDelivery));
    },
  );

  it.each(customerEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s counts once per customer: another customer is a new event',
    async (_, endpoint) => {
      const response = await post(trackingPath(endpoint), bob.token, validBody(endpoint.body, bob, bobDelivery, productId));
      expect(response.statusCode).toBe(201);
      const rows = await storedEvents(endpoint);
      expect(rows.map((row) => row.subjectKey).sort()).toEqual([alice.customerId, bob.customerId].sort());
    },
  );

  it.each(leadEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s counts once per insurance lead: another customer’s lead is a new event',
    async (_, endpoint) => {
      const response = await post(trackingPath(endpoint), bob.token, validBody(endpoint.body, bob, bobDelivery, productId));
      expect(response.statusCode).toBe(201);
      const rows = await storedEvents(endpoint);
      expect(rows.map((row) => row.subjectKey).sort()).toEqual(
        [subjectOf(endpoint, alice, aliceLeads, aliceDelivery), subjectOf(endpoint, bob, bobLeads, bobDelivery)].sort(),
      );
    },
  );

  it('stores one event when the same event arrives twice at once', async () => {
    const carol = await signUp();
    const endpoint = { channel: 'meta', event: 'lead' } as const;
    const responses = await Promise.all([post(trackingPath(endpoint), carol.token), post(trackingPath(endpoint), carol.token)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const rows = (await storedEvents(endpoint)).filter((row) => row.customerId === carol.customerId);
    expect(rows).toHaveLength(1);
  });

  it('keeps channels apart: the same event for Meta and for TikTok is stored for each', async () => {
    const dave = await signUp();
    const meta = await post('/fb-conversions/add_to_cart/', dave.token, {});
    const tiktok = await post('/tiktok-events/add_to_cart/', dave.token, { url: page });
    expect([meta.statusCode, tiktok.statusCode]).toEqual([201, 201]);
  });
});

describe('whose delivery or customer', () => {
  it.each(deliveryEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s: another customer's delivery does not exist for the caller (404), and nothing is stored",
    async (_, endpoint) => {
      const before = await storedEvents(endpoint);
      const response = await post(trackingPath(endpoint), alice.token, validBody(endpoint.body, alice, bobDelivery, productId));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
      const missing = await post(trackingPath(endpoint), alice.token, validBody(endpoint.body, alice, 999_999, productId));
      expect(missing.statusCode).toBe(404);
      expect(await storedEvents(endpoint)).toHaveLength(before.length);
    },
  );

  it.each(trackingEndpoints.filter((endpoint) => endpoint.body === 'customer').map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s: another customer's id is refused (404), and nothing is stored",
    async (_, endpoint) => {
      const erin = await signUp();
      await leadsOf(erin);
      const response = await post(trackingPath(endpoint), erin.token, { customer_id: alice.customerId });
      expect(response.statusCode).toBe(404);
      const rows = (await storedEvents(endpoint)).filter((row) => row.customerId === erin.customerId);
      expect(rows).toHaveLength(0);
    },
  );
});

describe('insurance leads (issue 15): once per lead', () => {
  it.each(leadEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: a caller without a lead of its offer has nothing to convert (404), and nothing is stored',
    async (_, endpoint) => {
      const gina = await signUp();
      const other = insuranceOffers.find((offer) => offer !== insuranceOfferOfConversion(endpoint.event))!;
      await createLead(gina, other);
      const response = await post(trackingPath(endpoint), gina.token, validBody(endpoint.body, gina, aliceDelivery, productId));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
      expect((await storedEvents(endpoint)).filter((row) => row.customerId === gina.customerId)).toHaveLength(0);
    },
  );

  it.each(leadEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s: two leads (two pets) are two events; the same lead twice is one',
    async (_, endpoint) => {
      const hugo = await signUp();
      const offer = insuranceOfferOfConversion(endpoint.event)!;
      const body = () => validBody(endpoint.body, hugo, aliceDelivery, productId);
      const rex = await createLead(hugo, offer, 'Rex');
      expect((await post(trackingPath(endpoint), hugo.token, body())).statusCode).toBe(201);
      expect((await post(trackingPath(endpoint), hugo.token, body())).statusCode).toBe(200);
      const mia = await createLead(hugo, offer, 'Mia');
      expect((await post(trackingPath(endpoint), hugo.token, body())).statusCode).toBe(201);
      expect((await post(trackingPath(endpoint), hugo.token, body())).statusCode).toBe(200);
      const rows = (await storedEvents(endpoint)).filter((row) => row.customerId === hugo.customerId);
      expect(rows.map((row) => row.subjectKey)).toEqual([`lead-${rex}`, `lead-${mia}`]);
      expect(rows.map((row) => row.payload.lead_id)).toEqual([rex, mia]);
    },
  );
});

describe('staff acting through customer_override', () => {
  it.each(trackingEndpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers 204 and records nothing',
    async (_, endpoint) => {
      const before = await api.database.handle.db.$count(trackingEvents);
      const response = await post(
        trackingPath(endpoint),
        staff,
        validBody(endpoint.body, bob, bobDelivery, productId),
        `?customer_override=${bob.customerId}`,
      );
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await api.database.handle.db.$count(trackingEvents)).toBe(before);
    },
  );

  it('is refused (403) to a customer who is not staff', async () => {
    const response = await post('/fb-conversions/lead/', alice.token, undefined, `?customer_override=${bob.customerId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission_denied');
  });
});

describe('bad input (400 with the fields named)', () => {
  const cases: { name: string; path: string; body: () => unknown; fields: Record<string, string[]> }[] = [
    {
      name: 'a body on an endpoint that takes none',
      path: '/fb-conversions/lead/',
      body: () => ({ value: 10 }),
      fields: { value: ['This field is not allowed.'] },
    },
    {
      name: 'a delivery id that is no id',
      path: '/fb-conversions/purchase/',
      body: () => ({ delivery_id: 'abc' }),
      fields: { delivery_id: ['Give a delivery by its id (a whole number).'] },
    },
    {
      name: 'a delivery id beyond the range of ids',
      path: '/tiktok-events/trial_purchase/',
      body: () => ({ delivery_id: '9999999999', url: page }),
      fields: { delivery_id: ['Give a delivery by its id (a whole number).'] },
    },
    {
      name: 'a product url beyond the range of ids',
      path: '/fb-conversions/shop_add_to_cart/',
      body: () => ({ product: '/product/9999999999/', amount: 1, price: 100 }),
      // Beyond PostgreSQL's integer: not a reference at all.
      fields: { product: ['Give a product by its url or its id.'] },
    },
    {
      name: 'no delivery id',
      path: '/fb-conversions/trial_purchase/',
      body: () => ({}),
      fields: { delivery_id: ['Give a delivery by its id (a whole number).'] },
    },
    {
      name: 'a customer id of the wrong shape',
      path: '/fb-conversions/insurance_lead/',
      body: () => ({ customer_id: 'hid_' }),
      fields: { customer_id: ['Give a customer id (hid_ followed by letters and digits).'] },
    },
    {
      name: 'a cart line without price, with a zero amount and a made-up field',
      path: '/fb-conversions/shop_add_to_cart/',
      body: () => ({ product: productId, amount: 0, colour: 'red' }),
      fields: {
        amount: ['Number must be greater than or equal to 1.'],
        price: ['This field is required.'],
        colour: ['This field is not allowed.'],
      },
    },
    {
      name: 'a price that is not whole cents',
      path: '/fb-conversions/shop_add_to_cart/',
      body: () => ({ product: productId, amount: 1, price: 12.5 }),
      fields: { price: ['Please enter a whole number.'] },
    },
    {
      name: 'a product that does not exist',
      path: '/tiktok-events/shop_add_to_cart/',
      body: () => ({ url: page, product: '/product/999999/', amount: 1, price: 100 }),
      fields: { product: ['This product does not exist or is no longer available.'] },
    },
    {
      name: 'a page url that is not http(s)',
      path: '/tiktok-events/view_content/',
      body: () => ({ ttclid: 'abc', url: 'javascript:alert(1)' }),
      fields: { url: ['Give the full address of the page, starting with http:// or https://.'] },
    },
    {
      name: 'no page url',
      path: '/tiktok-events/lead/',
      body: () => ({ ttclid: 'abc' }),
      fields: { url: ['Give the full address of the page, starting with http:// or https://.'] },
    },
    {
      name: 'a click id with spaces and one far too long',
      path: '/tiktok-events/purchase/',
      body: () => ({ delivery_id: aliceDelivery, ttclid: 'a b', url: `${page}&x=${'y'.repeat(2100)}` }),
      fields: {
        ttclid: ['This cookie value contains characters that are not allowed.'],
        url: ['The maximum length is 2048 characters.'],
      },
    },
    {
      name: 'an Awin amount with a comma, another currency, odd voucher codes',
      path: '/awin-conversions/sale/',
      body: () => ({ orderRef: aliceDelivery, amount: '49,95', currency: 'USD', cks: 'x', vc: 'A B;C' }),
      fields: {
        amount: ['Give the amount in euros as digits with a decimal point (not a comma) and at most two decimals.'],
        currency: ['Please choose one of: EUR.'],
        vc: ["Give the coupon codes separated by commas; a code consists of letters, digits, '-' and '_' only."],
      },
    },
    {
      name: 'an Awin amount given as a number',
      path: '/awin-conversions/sale/',
      body: () => ({ orderRef: aliceDelivery, amount: 4995, currency: 'EUR' }),
      fields: { amount: ['Invalid'] },
    },
    {
      name: 'an Awin amount with three decimals',
      path: '/awin-conversions/sale/',
      body: () => ({ orderRef: aliceDelivery, amount: '49.955', currency: 'EUR' }),
      fields: { amount: ['Give the amount in euros as digits with a decimal point (not a comma) and at most two decimals.'] },
    },
  ];

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const before = await api.database.handle.db.$count(trackingEvents);
    const response = await post(entry.path, bob.token, entry.body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: entry.fields });
    expect(Object.keys(response.json().fields).sort()).toEqual(Object.keys(entry.fields).sort());
    expect(await api.database.handle.db.$count(trackingEvents)).toBe(before);
  });

  it('refuses a body larger than a tracking event needs (413)', async () => {
    const response = await post('/tiktok-events/view_content/', bob.token, { url: page, ttclid: 'x'.repeat(10_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('answers in the request language', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/awin-conversions/sale/',
      headers: { authorization: `Bearer ${bob.token}`, 'accept-language': 'nl-be' },
      payload: { orderRef: bobDelivery, amount: '12,50', currency: 'EUR' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.amount).toEqual([
      'Geef het bedrag in euro op in cijfers met een decimale punt (geen komma) en hoogstens twee decimalen.',
    ]);
  });
});

describe('the Awin sale', () => {
  it('stores the amount as integer cents, and an absent awc cookie and voucher list as null and empty', async () => {
    const frank = await signUp();
    const deliveryId = await createDelivery(frank.customerId);
    const response = await post('/awin-conversions/sale/', frank.token, { orderRef: deliveryId, amount: '0.1', currency: 'EUR' });
    expect(response.statusCode).toBe(201);
    const [row] = await api.database.handle.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.subjectKey, String(deliveryId)));
    expect(row?.payload).toEqual({ order_ref: deliveryId, amount_cents: 10, currency: 'EUR', cks: null, vc: '' });
  });
});
