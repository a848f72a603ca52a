import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponCodes, deliveries, products } from '@brokkie/db/schema';
import { foodScoopSku } from '@brokkie/db/coupon-seed';
import { recordRedemption } from '@brokkie/db/coupon-queries';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { couponSigningSecret, signOnboardingCode } from '../../../src/modules/coupon/onboarding-code.ts';
import { readIdentityConfig } from '../../../src/modules/identity/identity-config.ts';

let api: TestApi;
let secret: string;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.71.${ip}`);
  const response = await browser.signUp(uniqueEmail('coupon'), 'woofwoof42', 'Pet Owner');
  expect(response.statusCode).toBe(200);
  const token = await browser.idToken();
  const list = await api.app.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
  return { token, customerId: list.json().results[0].id };
}

function call(method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; language?: string } = {}) {
  return api.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'accept-language': options.language ?? 'en',
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

const db = () => api.database.handle.db;
const inOneWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);
const exists = (code: string, options: { token?: string; language?: string } = {}) =>
  call('POST', '/api/couponcode/couponcode_exists/', { ...options, body: { code } });
const validate = (signed: string, options: { token?: string; language?: string } = {}) =>
  call('GET', `/api/couponcode/validate_onboarding/?signed_code=${encodeURIComponent(signed)}`, options);

let alice: Signed;

beforeAll(async () => {
  api = await createTestApi();
  // The secret the API under test signs with: the environment's, as readIdentityConfig reads it.
  secret = couponSigningSecret(readIdentityConfig().secret);
  alice = await signUp();
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  await db()
    .insert(couponCodes)
    .values([
      { code: 'SUMMER24', type: 'percentage', value: 1000, validUntil: yesterday, channels: ['thankyou'] },
      { code: 'SOON10', type: 'percentage', value: 1000, validFrom: inOneWeek() },
      { code: 'RETIRED5', type: 'fixed_amount', value: 500, active: false, channels: ['thankyou'] },
      { code: 'ONLYONCE', type: 'fixed_amount', value: 500, maxUses: 1, channels: ['thankyou'] },
      { code: 'NEWS3', type: 'fixed_amount', value: 300, channels: ['newsletter'] },
      { code: 'WELCOMEOLD', type: 'percentage', value: 2000, isOnboarding: true, validUntil: yesterday },
    ]);
  const [onlyOnce] = await db().select().from(couponCodes).where(eq(couponCodes.code, 'ONLYONCE'));
  await recordRedemption(db(), { couponCodeId: onlyOnce!.id, customerId: alice.customerId });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /couponcode/couponcode_exists/', () => {
  it('says that a seeded code exists and can be used, whatever the case it is typed in', async () => {
    const response = await exists(' welcome15 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'WELCOME15',
      exists: true,
      valid: true,
      reason: null,
      message: null,
      coupon: {
        code: 'WELCOME15',
        type: 'percentage',
        value: 1500,
        is_onboarding: true,
        products: [],
        valid_from: null,
        valid_until: null,
        minimum_order: 0,
      },
    });
  });

  it('knows every coupon type of the launch codes', async () => {
    expect((await exists('TRYBROKKIE')).json().coupon).toMatchObject({ type: 'testbag', is_onboarding: true });
    expect((await exists('MERCI5')).json().coupon).toMatchObject({ type: 'fixed_amount', value: 500, is_onboarding: false });
    const [scoop] = await db().select({ id: products.id }).from(products).where(eq(products.sku, foodScoopSku));
    expect(scoop).toBeDefined();
    expect((await exists('FREESCOOP')).json().coupon).toMatchObject({
      type: 'free_product',
      value: 0,
      products: [`/product/${scoop!.id}/`],
    });
  });

  it('says that an unknown code does not exist, in the caller’s language', async () => {
    const english = await exists('nosuchcode');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      code: 'NOSUCHCODE',
      exists: false,
      valid: false,
      reason: 'not_found',
      message: 'The coupon code NOSUCHCODE does not exist.',
      coupon: null,
    });
    expect((await exists('nosuchcode', { language: 'fr-BE' })).json().message).toBe('Le code promo NOSUCHCODE n’existe pas.');
    expect((await exists('nosuchcode', { language: 'de' })).json().message).toBe('Den Gutscheincode NOSUCHCODE gibt es nicht.');
  });

  it('says why an existing code cannot be used now', async () => {
    const reasons = async (code: string, token?: string) => {
      const body = (await exists(code, { token })).json();
      return [body.exists, body.valid, body.reason, body.message];
    };
    expect(await reasons('SUMMER24')).toEqual([true, false, 'expired', 'The coupon code SUMMER24 has expired.']);
    expect(await reasons('SOON10')).toEqual([true, false, 'not_yet_valid', 'The coupon code SOON10 is not valid yet.']);
    expect(await reasons('RETIRED5')).toEqual([true, false, 'inactive', 'The coupon code RETIRED5 is no longer active.']);
    expect(await reasons('ONLYONCE')).toEqual([true, false, 'used_up', 'The coupon code ONLYONCE has been used up.']);
  });

  it("counts the signed-in customer's own uses and first order", async () => {
    const bob = await signUp();
    expect((await exists('BEDANKT5', { token: bob.token })).json().valid).toBe(true);
    const [bedankt] = await db().select().from(couponCodes).where(eq(couponCodes.code, 'BEDANKT5'));
    await recordRedemption(db(), { couponCodeId: bedankt!.id, customerId: bob.customerId });
    expect((await exists('BEDANKT5', { token: bob.token })).json()).toMatchObject({
      valid: false,
      reason: 'already_used',
      message: 'You have already used the coupon code BEDANKT5.',
    });
    // Signed out, nobody's uses count.
    expect((await exists('BEDANKT5')).json().valid).toBe(true);

    expect((await exists('WELCOME15', { token: bob.token })).json().valid).toBe(true);
    await db().insert(deliveries).values({ customerId: bob.customerId, kind: 'first', status: 'paid', country: 'BE', paidAt: new Date() });
    expect((await exists('WELCOME15', { token: bob.token })).json()).toMatchObject({ valid: false, reason: 'not_applicable' });
  });

  it('names the field of a code that cannot be one', async () => {
    const spaces = await exists('two words');
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json()).toMatchObject({
      code: 'validation_error',
      fields: { code: ["A coupon code consists of letters, digits, '-' and '_' only."] },
    });
    const missing = await call('POST', '/api/couponcode/couponcode_exists/', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ code: ['This field is required.'] });
    const tooLong = await exists('A'.repeat(65));
    expect(tooLong.json().fields).toEqual({ code: ['The maximum length is 64 characters.'] });
  });

  it('answers 401 to a token that is not valid', async () => {
    const response = await exists('WELCOME15', { token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('authentication_failed');
  });
});

describe('GET /couponcode/validate_onboarding/', () => {
  it('answers with the onboarding coupon of a signed link', async () => {
    const expiresAt = inOneWeek();
    const response = await validate(signOnboardingCode('welcome15', expiresAt, secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      coupon: expect.objectContaining({ code: 'WELCOME15', type: 'percentage', value: 1500, is_onboarding: true }),
      expires_at: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
    });
    const trial = await validate(signOnboardingCode('TRYBROKKIE', expiresAt, secret), { token: alice.token });
    expect(trial.statusCode).toBe(200);
    expect(trial.json().coupon).toMatchObject({ code: 'TRYBROKKIE', type: 'testbag' });
  });

  it('refuses a link whose code, expiry or signature was changed (400)', async () => {
    const signed = signOnboardingCode('WELCOME15', inOneWeek(), secret);
    const [, expiry, signature] = signed.split('.');
    for (const tampered of [
      `WELCOME50.${expiry}.${signature}`,
      `WELCOME15.${Number(expiry) + 3600}.${signature}`,
      signOnboardingCode('WELCOME15', inOneWeek(), 'not-the-server-secret'),
      'WELCOME15',
    ]) {
      const response = await validate(tampered);
      expect(response.statusCode, tampered).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        fields: { signed_code: ['This coupon link is not valid.'] },
      });
    }
  });

  it('refuses an expired link, in the caller’s language', async () => {
    const signed = signOnboardingCode('WELCOME15', new Date(Date.now() - 1000), secret);
    const response = await validate(signed, { language: 'nl' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ signed_code: ['Deze kortingslink is verlopen.'] });
  });

  it('refuses a signed code that is unknown, expired itself, or not for onboarding', async () => {
    const expiresAt = inOneWeek();
    const fields = async (code: string) => (await validate(signOnboardingCode(code, expiresAt, secret))).json().fields;
    expect(await fields('NOSUCHCODE')).toEqual({ signed_code: ['The coupon code NOSUCHCODE does not exist.'] });
    expect(await fields('WELCOMEOLD')).toEqual({ signed_code: ['The coupon code WELCOMEOLD has expired.'] });
    expect(await fields('BEDANKT5')).toEqual({
      signed_code: ['The code BEDANKT5 is not a welcome code for a first order.'],
    });
  });

  it('needs the signed_code parameter', async () => {
    const response = await call('GET', '/api/couponcode/validate_onboarding/');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ signed_code: ['This field is required.'] });
  });
});

describe('GET /couponcode/?channels=', () => {
  it('needs a signed-in customer', async () => {
    const response = await call('GET', '/api/couponcode/?channels=thankyou');
    expect(response.statusCode).toBe(401);
  });

  it('lists the codes offered on the thank-you page that can be used now', async () => {
    const response = await call('GET', '/api/couponcode/?channels=thankyou', { token: alice.token, language: 'nl-BE' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
    // Not the expired, inactive or used-up codes of the channel.
    expect(page.results.map((coupon: { code: string }) => coupon.code)).toEqual(['BEDANKT5', 'MERCI5', 'DANKE5', 'THANKYOU5']);
    expect(page.results[0]).toEqual({
      code: 'BEDANKT5',
      type: 'fixed_amount',
      value: 500,
      is_onboarding: false,
      products: [],
      valid_from: null,
      valid_until: null,
      minimum_order: 0,
    });
  });

  it("puts the code in the visitor's language first", async () => {
    const codes = async (language: string) =>
      (await call('GET', '/api/couponcode/?channels=thankyou', { token: alice.token, language })).json().results.map((coupon: { code: string }) => coupon.code);
    expect(await codes('en')).toEqual(['THANKYOU5', 'BEDANKT5', 'MERCI5', 'DANKE5']);
    expect((await codes('fr-BE'))[0]).toBe('MERCI5');
    expect((await codes('de'))[0]).toBe('DANKE5');
  });

  it('pages, and lists every channel without a filter', async () => {
    const first = await call('GET', '/api/couponcode/?channels=thankyou&limit=3', { token: alice.token });
    expect(first.json()).toMatchObject({ count: 4, next: '/couponcode/?channels=thankyou&limit=3&offset=3' });
    const second = await call('GET', '/api/couponcode/?channels=thankyou&limit=3&offset=3', { token: alice.token });
    expect(second.json().results.map((coupon: { code: string }) => coupon.code)).toEqual(['DANKE5']);
    const newsletter = await call('GET', '/api/couponcode/?channels=newsletter,other', { token: alice.token });
    expect(newsletter.json().results.map((coupon: { code: string }) => coupon.code)).toEqual(['NEWS3']);
    // The meal plan's first-box offer: the welcome code (seeded in channel first_box).
    const firstBox = await call('GET', '/api/couponcode/?channels=first_box', { token: alice.token });
    expect(firstBox.json().results.map((coupon: { code: string; type: string; value: number }) => [coupon.code, coupon.type, coupon.value])).toEqual([
      ['WELCOME15', 'percentage', 1500],
    ]);
    const all = await call('GET', '/api/couponcode/', { token: alice.token });
    expect(all.json().count).toBe(6);
  });

  it('names a channels parameter that is not a list of names', async () => {
    const response = await call('GET', '/api/couponcode/?channels=Thank%20You', { token: alice.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      channels: ['Give the channels as a comma-separated list of lower-case names (for example thankyou).'],
    });
  });
});
