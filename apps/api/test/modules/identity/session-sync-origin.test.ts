import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idTokenCookieName } from '@brokkie/contracts/identity-codes';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

// AUTH_TRUSTED_ORIGINS: the identity service's own list, which the session-sync URL must follow too.
const partnerOrigin = 'https://partner.brokkie.example';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ identity: { trustedOrigins: [partnerOrigin] } });
});
afterAll(async () => {
  await api?.close();
});

let ip = 0;
async function signedInVisitor() {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.17.${ip}`);
  expect((await browser.signUp(uniqueEmail(), 'woofwoof42')).statusCode).toBe(200);
  return { browser, token: await browser.idToken() };
}

const syncCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat().find((cookie) => String(cookie).startsWith(`${idTokenCookieName}=`));

describe('the session-sync URL and the Origin of the request', () => {
  it('refuses a page of another site: 403 in the one error body, translated, and no cookie set', async () => {
    const { browser, token } = await signedInVisitor();
    const response = await browser.request('POST', '/api/auth/session-sync', {
      body: { token },
      headers: { origin: 'https://evil.example', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
    expect(syncCookie(response)).toBeUndefined();
    expect(browser.cookies.has(idTokenCookieName)).toBe(false);

    const dutch = await browser.request('POST', '/api/auth/session-sync', {
      body: { token },
      headers: { origin: 'https://evil.example', 'accept-language': 'nl-BE' },
    });
    expect(dutch.json().detail).toBe('Je hebt geen toestemming om dit te doen.');
  });

  it('does not let another site clear the cookie either', async () => {
    const { browser, token } = await signedInVisitor();
    expect((await browser.request('POST', '/api/auth/session-sync', { body: { token } })).statusCode).toBe(200);
    expect(browser.cookies.has(idTokenCookieName)).toBe(true);

    const foreign = await browser.request('DELETE', '/api/auth/session-sync', { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(syncCookie(foreign)).toBeUndefined();
    expect(browser.cookies.has(idTokenCookieName)).toBe(true);

    expect((await browser.request('DELETE', '/api/auth/session-sync')).statusCode).toBe(204);
    expect(browser.cookies.has(idTokenCookieName)).toBe(false);
  });

  it('accepts the origins the identity service trusts: the app, its country hosts and the configured ones', async () => {
    for (const origin of ['http://localhost', 'http://be.localhost:3000', partnerOrigin]) {
      const { browser, token } = await signedInVisitor();
      const response = await browser.request('POST', '/api/auth/session-sync', { body: { token }, headers: { origin } });
      expect(response.statusCode, origin).toBe(200);
      expect(syncCookie(response), origin).toContain('HttpOnly');
    }
  });

  it('works as before without an Origin (the web server calling the API itself)', async () => {
    const { token } = await signedInVisitor();
    const synced = await api.app.inject({ method: 'POST', url: '/api/auth/session-sync', payload: { token } });
    expect(synced.statusCode).toBe(200);
    expect(syncCookie(synced)).toContain('HttpOnly');

    const cookie = `${idTokenCookieName}=${encodeURIComponent(token)}`;
    const state = await api.app.inject({ method: 'GET', url: '/api/auth/session-sync', headers: { cookie } });
    expect(state.statusCode).toBe(200);

    const cleared = await api.app.inject({ method: 'DELETE', url: '/api/auth/session-sync', headers: { cookie } });
    expect(cleared.statusCode).toBe(204);
    expect(syncCookie(cleared)).toContain('Max-Age=0');
  });
});
