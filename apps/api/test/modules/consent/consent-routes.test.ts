import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentBannerVersion } from '@brokkie/domain/consent';
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
  const browser = new TestBrowser(api.app, `10.0.171.${ip}`);
  await browser.signUp(uniqueEmail('consent'), 'woofwoof42', 'Pet Owner');
  const token = await browser.idToken();
  const list = await call('GET', '/api/customer/', token);
  return { token, customerId: list.json().results[0].id };
}

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return api.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const choice = (overrides: Record<string, unknown> = {}) => ({
  analytics: true,
  marketing: false,
  banner_version: consentBannerVersion,
  source: 'banner',
  ...overrides,
});

let alice: Signed;
let bob: Signed;
let staff: string;

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp();
  bob = await signUp();
  const browser = new TestBrowser(api.app, '10.0.171.200');
  expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  staff = await browser.idToken();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /customer/consent/', () => {
  it('is null with no history before the customer chose', async () => {
    const response = await call('GET', '/api/customer/consent/', bob.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ current: null, history: [] });
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/customer/consent/')).statusCode).toBe(401);
    expect((await call('POST', '/api/customer/consent/', undefined, choice())).statusCode).toBe(401);
  });
});

describe('POST /customer/consent/', () => {
  it('records each choice as proof; the newest is in force, the older ones are its history', async () => {
    const first = await call('POST', '/api/customer/consent/', alice.token, choice());
    expect(first.statusCode).toBe(201);
    const proof = first.json();
    expect(proof).toMatchObject({ necessary: true, analytics: true, marketing: false, banner_version: consentBannerVersion, source: 'banner' });
    expect(Date.now() - Date.parse(proof.created_at)).toBeLessThan(60_000);

    const second = await call('POST', '/api/customer/consent/', alice.token, choice({ analytics: false, marketing: true, source: 'profile' }));
    expect(second.statusCode).toBe(201);

    const read = (await call('GET', '/api/customer/consent/', alice.token)).json();
    expect(read.current).toMatchObject({ id: second.json().id, analytics: false, marketing: true, source: 'profile' });
    expect(read.history.map((record: { id: number }) => record.id)).toEqual([second.json().id, proof.id]);
    // Bob's records are his own.
    expect((await call('GET', '/api/customer/consent/', bob.token)).json().current).toBeNull();
  });

  it('refuses a malformed choice', async () => {
    for (const body of [
      choice({ analytics: 'yes' }),
      choice({ source: 'popup' }),
      choice({ banner_version: 0 }),
      choice({ extra: 1 }),
      { analytics: true, marketing: true },
    ]) {
      const response = await call('POST', '/api/customer/consent/', alice.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('staff acting as a customer (customer_override)', () => {
  it('reads the customer’s consent but records nothing', async () => {
    const read = await call('GET', `/api/customer/consent/?customer_override=${alice.customerId}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json().current).toMatchObject({ source: 'profile' });
    const write = await call('POST', `/api/customer/consent/?customer_override=${alice.customerId}`, staff, choice());
    expect(write.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('lists both operations', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const path = document.paths['/customer/consent/'];
    expect(path.get.operationId).toBe('getCustomerConsent');
    expect(path.post.operationId).toBe('createCustomerConsent');
  });
});
