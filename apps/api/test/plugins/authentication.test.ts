import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { authUsers } from '@brokkie/db/schema';
import { buildApi } from '../../src/app.ts';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';
import { decodeJwt, TestBrowser, uniqueEmail } from '../helpers/test-browser.ts';

let api: TestApi;
let token: string;
let userId: string;

beforeAll(async () => {
  api = await createTestApi();
  const browser = new TestBrowser(api.app, '10.0.2.1');
  await browser.signUp(uniqueEmail(), 'woofwoof42');
  token = await browser.idToken();
  userId = String(decodeJwt(token).sub);
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const getCustomer = (authorization?: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'GET',
    url: '/api/customer/',
    headers: { ...headers, ...(authorization ? { authorization } : {}) },
  });

const claimsOf = (sub: string) => ({ email: 'x@example.com', name: 'X', email_verified: false, anonymous: false, role: 'customer', sub });


describe('authentication of the product API', () => {
  it('accepts a valid ID token and knows the user', async () => {
    const response = await getCustomer(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 not_authenticated without a token on a protected route, translated', async () => {
    const response = await getCustomer(undefined, { 'accept-language': 'nl-BE' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'not_authenticated', detail: 'Meld je aan om verder te gaan.' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a token from another signer, even one that copies the key id', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const [header] = token.split('.');
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string };
    for (const keyId of [kid, 'someone-else']) {
      const forged = await new SignJWT(claimsOf(userId))
        .setProtectedHeader({ alg: 'EdDSA', kid: keyId })
        .setIssuer('brokkie-identity')
        .setAudience('brokkie-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      const response = await getCustomer(`Bearer ${forged}`, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'authentication_failed',
        detail: 'Your session has expired or is not valid. Please sign in again.',
      });
    }
  });

  it('refuses an expired token, even one it has accepted before', async () => {
    // Accepted once: the API remembers it verified this token.
    expect((await getCustomer(`Bearer ${token}`)).statusCode).toBe(200);
    // One hour and a bit later, the token of an hour has expired.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const response = await getCustomer(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('authentication_failed');
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'staff' })).toString('base64url');
    const response = await getCustomer(`Bearer ${header}.${payload}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('authentication_failed');
  });

  it('refuses a token of the same keys meant for another audience or from another issuer', async () => {
    for (const idToken of [
      { issuer: 'brokkie-identity', audience: 'another-api', lifetimeSeconds: 3600 },
      { issuer: 'another-identity', audience: 'brokkie-api', lifetimeSeconds: 3600 },
    ]) {
      // Another identity service on the same database and secret: the same signing keys.
      const other = await buildApi({ database: api.database.handle, identity: { devOidc: { enabled: false, port: 0 }, idToken } });
      try {
        const browser = new TestBrowser(other, '10.0.2.3');
        await browser.signUp(uniqueEmail(), 'woofwoof42');
        const foreign = await browser.idToken();
        expect((await getCustomer(`Bearer ${foreign}`)).statusCode).toBe(401);
      } finally {
        await other.close();
      }
    }
  });

  it('refuses garbage, also on public routes (a client then refreshes its token)', async () => {
    expect((await getCustomer('Bearer not-a-jwt')).statusCode).toBe(401);
    const countries = await api.app.inject({ method: 'GET', url: '/api/country/', headers: { authorization: 'Bearer x.y.z' } });
    expect(countries.statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists', async () => {
    const browser = new TestBrowser(api.app, '10.0.2.4');
    await browser.signUp(uniqueEmail(), 'woofwoof42');
    const ghost = await browser.idToken();
    expect((await getCustomer(`Bearer ${ghost}`)).statusCode).toBe(200);
    await api.database.handle.db.delete(authUsers).where(eq(authUsers.id, String(decodeJwt(ghost).sub)));
    expect((await getCustomer(`Bearer ${ghost}`)).statusCode).toBe(401);
  });

  it('scopes Idempotency-Keys by the verified user', async () => {
    const browser = new TestBrowser(api.app, '10.0.2.2');
    await browser.signUp(uniqueEmail(), 'woofwoof42');
    const other = await browser.idToken();
    const patch = async (bearer: string, firstname: string) => {
      const list = await getCustomer(`Bearer ${bearer}`);
      const id = list.json().results[0].id as string;
      return api.app.inject({
        method: 'PATCH',
        url: `/api/customer/${id}/`,
        headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': 'same-key-for-both' },
        payload: { firstname },
      });
    };
    const first = await patch(token, 'Anna');
    const second = await patch(other, 'Bert');
    expect(first.json().firstname).toBe('Anna');
    expect(second.json().firstname).toBe('Bert');
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const replay = await patch(token, 'Anna');
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});
