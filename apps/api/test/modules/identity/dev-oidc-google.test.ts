import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { decodeJwt, TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { startGoogle, throughProvider } from './dev-google-flow.ts';

/**
 * "Google" through the development OpenID Connect provider, end to end on the server side: the
 * identity service redirects to the provider (a real server on loopback), the test plays the
 * browser on the provider's sign-in page, and the provider sends it back to the callback.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ identity: { devOidc: { enabled: true, port: 0 } } });
});
afterAll(async () => {
  await api?.close();
});

let ip = 0;
const visitor = () => {
  ip += 1;
  return new TestBrowser(api.app, `10.0.4.${ip}`);
};

describe('Google sign-in against the development provider', () => {
  it('is offered as a social provider', async () => {
    const response = await visitor().request('GET', '/api/auth/social-providers');
    expect(response.json()).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
  });

  it('signs in a new registered user and lands on the callback URL', async () => {
    const browser = visitor();
    const url = await startGoogle(browser, '/api/auth/sign-in/social', { callbackURL: '/dashboard', errorCallbackURL: '/signin' });
    const landed = await throughProvider(browser, url, 'lotte.janssens@example.com');
    expect(landed).toBe('/dashboard');
    const claims = decodeJwt(await browser.idToken());
    expect(claims).toMatchObject({ email: 'lotte.janssens@example.com', name: 'Lotte Janssens', anonymous: false });
    const accounts = await browser.request('GET', '/api/auth/list-accounts');
    expect(accounts.json().map((account: { providerId: string }) => account.providerId)).toEqual(['google']);

    // The same Google account signs in to the same user next time.
    const again = visitor();
    await throughProvider(again, await startGoogle(again, '/api/auth/sign-in/social', { callbackURL: '/dashboard' }), 'lotte.janssens@example.com');
    expect(decodeJwt(await again.idToken()).sub).toBe(claims.sub);
  });

  it('refuses an internal company account and signs the visitor out (§6)', async () => {
    const browser = visitor();
    await browser.signInAnonymously();
    expect(browser.cookies.has('brokkie.session_token')).toBe(true);
    const url = await startGoogle(browser, '/api/auth/sign-in/social', { callbackURL: '/dashboard', errorCallbackURL: '/signin' });
    const landed = await throughProvider(browser, url, 'team@brokkie.be');
    expect(landed).toMatch(/^\/signin\?error=internal_account/);
    expect(browser.cookies.has('brokkie.session_token')).toBe(false);
    expect((await browser.request('GET', '/api/auth/token')).statusCode).toBe(401);
  });

  it('lets an internal account in with the override flag allow_internal=1', async () => {
    const browser = visitor();
    const url = await startGoogle(browser, '/api/auth/sign-in/social?allow_internal=1', { callbackURL: '/dashboard' });
    expect(await throughProvider(browser, url, 'team@brokkie.be')).toBe('/dashboard');
    expect(decodeJwt(await browser.idToken()).email).toBe('team@brokkie.be');
  });
});

describe('linking Google', () => {
  it('promotes an anonymous account, keeping its uid and its data', async () => {
    const browser = visitor();
    await browser.signInAnonymously();
    const anonymousToken = await browser.idToken();
    const uid = decodeJwt(anonymousToken).sub;
    const customer = (
      await browser.request('GET', '/api/customer/', { token: anonymousToken })
    ).json().results[0] as { id: string };
    await browser.request('PATCH', `/api/customer/${customer.id}/`, { token: anonymousToken, body: { firstname: 'Jules' } });

    const email = uniqueEmail('google');
    const url = await startGoogle(browser, '/api/auth/link-social', { callbackURL: '/dashboard/profile' });
    expect(await throughProvider(browser, url, email)).toBe('/dashboard/profile');

    const token = await browser.idToken();
    expect(decodeJwt(token)).toMatchObject({ sub: uid, email, anonymous: false });
    const after = (await browser.request('GET', '/api/customer/', { token })).json().results[0];
    expect(after).toMatchObject({ id: customer.id, firstname: 'Jules', email });
    const accounts = await browser.request('GET', '/api/auth/list-accounts');
    expect(accounts.json().map((account: { providerId: string }) => account.providerId)).toEqual(['google']);
  });

  it('adds Google to a registered account without changing its e-mail address', async () => {
    const browser = visitor();
    const email = uniqueEmail('password');
    await browser.signUp(email, 'woofwoof42');
    const uid = decodeJwt(await browser.idToken()).sub;
    const url = await startGoogle(browser, '/api/auth/link-social', { callbackURL: '/dashboard/profile' });
    await throughProvider(browser, url, uniqueEmail('other-google'));
    expect(decodeJwt(await browser.idToken())).toMatchObject({ sub: uid, email });
    const providers = (await browser.request('GET', '/api/auth/list-accounts')).json().map((a: { providerId: string }) => a.providerId);
    expect(providers.sort()).toEqual(['credential', 'google']);
  });

  it('refuses to link an internal account without the override, keeping the session', async () => {
    const browser = visitor();
    await browser.signInAnonymously();
    const uid = decodeJwt(await browser.idToken()).sub;
    const url = await startGoogle(browser, '/api/auth/link-social', {
      callbackURL: '/dashboard/profile',
      errorCallbackURL: '/dashboard/profile',
    });
    const landed = await throughProvider(browser, url, 'team@brokkie.be');
    expect(landed).toMatch(/error=internal_account/);
    expect(decodeJwt(await browser.idToken())).toMatchObject({ sub: uid, anonymous: true });
  });
});
