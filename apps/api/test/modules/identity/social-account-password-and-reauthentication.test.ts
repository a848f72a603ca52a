import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { authUsers } from '@brokkie/db/schema';
import { reauthenticationMaxAgeSeconds } from '@brokkie/domain/identity';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { decodeJwt, TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { startGoogle, throughProvider } from './dev-google-flow.ts';

/**
 * What the profile page needs for accounts that sign in with Google, Facebook or Apple:
 * `POST /api/auth/set-password` (a first password) and a re-authentication with the provider
 * (`reauthenticate_uid`) that can never switch the browser to another user.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ identity: { devOidc: { enabled: true, port: 0 } } });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
const visitor = () => {
  ip += 1;
  return new TestBrowser(api.app, `10.0.6.${ip}`);
};

const sessionCookie = 'brokkie.session_token';
const profile = '/dashboard/profile';

/** A browser signed in with a new Google account only (no password); returns its uid. */
async function signedInWithGoogle(browser: TestBrowser, email: string): Promise<string> {
  const url = await startGoogle(browser, '/api/auth/sign-in/social', { callbackURL: '/dashboard' });
  expect(await throughProvider(browser, url, email)).toBe('/dashboard');
  return String(decodeJwt(await browser.idToken()).sub);
}

async function providersOf(browser: TestBrowser): Promise<string[]> {
  const accounts = await browser.request('GET', '/api/auth/list-accounts');
  return (accounts.json() as { providerId: string }[]).map((account) => account.providerId).sort();
}

/** A re-authentication with Google for `uid`, choosing `email` at the provider; where it lands. */
async function reauthenticateWithGoogle(browser: TestBrowser, uid: string, email: string): Promise<string> {
  const url = await startGoogle(browser, `/api/auth/sign-in/social?reauthenticate_uid=${encodeURIComponent(uid)}`, {
    callbackURL: `${profile}?reauthenticated=1`,
    errorCallbackURL: profile,
  });
  return throughProvider(browser, url, email);
}

async function usersWithEmail(email: string) {
  return api.database.handle.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
}

const setPassword = (browser: TestBrowser, newPassword: string) =>
  browser.request('POST', '/api/auth/set-password', { body: { newPassword } });

describe('POST /api/auth/set-password (a first password for a social-only account)', () => {
  it('adds a credential account, after which the e-mail address and password sign in to the same user', async () => {
    const browser = visitor();
    const email = uniqueEmail('social-only');
    const uid = await signedInWithGoogle(browser, email);
    expect(await providersOf(browser)).toEqual(['google']);

    const response = await setPassword(browser, 'woofwoof42');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(await providersOf(browser)).toEqual(['credential', 'google']);

    const again = visitor();
    expect((await again.signIn(email, 'woofwoof42')).statusCode).toBe(200);
    expect(decodeJwt(await again.idToken()).sub).toBe(uid);

    // From now on the password is changed with the current one.
    const twice = await setPassword(browser, 'other-pass');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('PASSWORD_ALREADY_SET');
    const changed = await browser.request('POST', '/api/auth/change-password', {
      body: { currentPassword: 'woofwoof42', newPassword: 'other-pass' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('checks the length like sign-up (8 to 128 characters)', async () => {
    const browser = visitor();
    await signedInWithGoogle(browser, uniqueEmail('social-only'));

    const short = await setPassword(browser, 'woof-42');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    const long = await setPassword(browser, 'w'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('PASSWORD_TOO_LONG');
    expect(await providersOf(browser)).toEqual(['google']);

    expect((await setPassword(browser, 'w'.repeat(128))).statusCode).toBe(200);
  });

  it('asks for a recent sign-in, and accepts the password right after a re-authentication with Google', async () => {
    const browser = visitor();
    const email = uniqueEmail('social-only');
    const uid = await signedInWithGoogle(browser, email);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (reauthenticationMaxAgeSeconds + 60) * 1000 });
    const stale = await setPassword(browser, 'woofwoof42');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect(await providersOf(browser)).toEqual(['google']);

    expect(await reauthenticateWithGoogle(browser, uid, email)).toBe(`${profile}?reauthenticated=1`);
    expect(decodeJwt(await browser.idToken()).sub).toBe(uid);
    expect((await setPassword(browser, 'woofwoof42')).statusCode).toBe(200);
  });

  it('refuses an account that already has a password, an anonymous account and nobody', async () => {
    const registered = visitor();
    await registered.signUp(uniqueEmail(), 'woofwoof42');
    const withPassword = await setPassword(registered, 'other-pass');
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().code).toBe('PASSWORD_ALREADY_SET');

    // An anonymous account has no e-mail address to sign in with: it is promoted instead.
    const guest = visitor();
    await guest.signInAnonymously();
    const anonymous = await setPassword(guest, 'woofwoof42');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().code).toBe('USER_IS_ANONYMOUS');

    expect((await setPassword(visitor(), 'woofwoof42')).statusCode).toBe(401);
  });

  it('is rate-limited like change-password (5 per minute)', async () => {
    const browser = visitor();
    await browser.signUp(uniqueEmail(), 'woofwoof42');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await setPassword(browser, 'other-pass')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('re-authentication with a social provider (reauthenticate_uid)', () => {
  it("refuses another user's Google account and keeps the session it started from", async () => {
    const other = visitor();
    const otherEmail = uniqueEmail('other-google');
    const otherUid = await signedInWithGoogle(other, otherEmail);

    const browser = visitor();
    const uid = await signedInWithGoogle(browser, uniqueEmail('own-google'));
    const sessionBefore = browser.cookies.get(sessionCookie);

    const landed = await reauthenticateWithGoogle(browser, uid, otherEmail);
    expect(landed).toMatch(/^\/dashboard\/profile\?error=account_mismatch(&|$)/);
    expect(browser.cookies.get(sessionCookie)).toBe(sessionBefore);
    expect(decodeJwt(await browser.idToken()).sub).toBe(uid);
    // Nothing happened to the other user either.
    expect(decodeJwt(await other.idToken()).sub).toBe(otherUid);
  });

  it('refuses a Google account of nobody yet without creating a user', async () => {
    const browser = visitor();
    const email = uniqueEmail('password');
    await browser.signUp(email, 'woofwoof42');
    const uid = String(decodeJwt(await browser.idToken()).sub);
    const sessionBefore = browser.cookies.get(sessionCookie);

    const newGoogle = uniqueEmail('new-google');
    expect(await reauthenticateWithGoogle(browser, uid, newGoogle)).toMatch(/error=account_mismatch/);
    expect(browser.cookies.get(sessionCookie)).toBe(sessionBefore);
    expect(decodeJwt(await browser.idToken())).toMatchObject({ sub: uid, email });
    expect(await usersWithEmail(newGoogle)).toEqual([]);
    expect(await providersOf(browser)).toEqual(['credential']);

    // Without the parameter the same sign-in would have switched to a new user.
    const url = await startGoogle(browser, '/api/auth/sign-in/social', { callbackURL: '/dashboard' });
    expect(await throughProvider(browser, url, newGoogle)).toBe('/dashboard');
    expect(decodeJwt(await browser.idToken()).sub).not.toBe(uid);
  });

  it('refuses an internal account of someone else without signing the user out', async () => {
    const browser = visitor();
    const uid = await signedInWithGoogle(browser, uniqueEmail('own-google'));
    const sessionBefore = browser.cookies.get(sessionCookie);
    expect(await reauthenticateWithGoogle(browser, uid, 'team@brokkie.be')).toMatch(/error=account_mismatch/);
    expect(browser.cookies.get(sessionCookie)).toBe(sessionBefore);
    expect(decodeJwt(await browser.idToken()).sub).toBe(uid);
  });

  it('signs the same user in again with a fresh session', async () => {
    const browser = visitor();
    const email = uniqueEmail('own-google');
    const uid = await signedInWithGoogle(browser, email);
    const sessionBefore = browser.cookies.get(sessionCookie);

    expect(await reauthenticateWithGoogle(browser, uid, email)).toBe(`${profile}?reauthenticated=1`);
    expect(browser.cookies.get(sessionCookie)).not.toBe(sessionBefore);
    expect(decodeJwt(await browser.idToken()).sub).toBe(uid);
  });

  it('refuses a value that cannot be a user id', async () => {
    const response = await visitor().request('POST', `/api/auth/sign-in/social?reauthenticate_uid=${'x'.repeat(256)}`, {
      body: { provider: 'google', callbackURL: profile },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_REAUTHENTICATE_UID');
  });
});
