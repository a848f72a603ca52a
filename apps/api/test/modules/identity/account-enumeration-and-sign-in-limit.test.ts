import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { MailMessage, MailTransport } from '../../../src/modules/mail/mail-transport.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

/**
 * Issue 17, defect 7: the identity service must not tell which e-mail addresses have an account
 * (a password-reset request is answered the same for both, and does not wait for the mail), and a
 * guesser spread over many addresses is stopped per account, not only per address.
 */

/** Keeps every mail in memory; while `held`, a send waits until the test lets it go. */
class RecordingTransport implements MailTransport {
  readonly name = 'mailbox' as const;
  readonly sent: MailMessage[] = [];
  private gate: Promise<void> | undefined;
  private open: (() => void) | undefined;
  pending = 0;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open?.();
    this.gate = undefined;
  }

  async send(message: MailMessage): Promise<void> {
    this.pending += 1;
    try {
      if (this.gate) await this.gate;
      this.sent.push(message);
    } finally {
      this.pending -= 1;
    }
  }

  async close(): Promise<void> {
    this.release();
  }

  to(address: string, kind?: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address && (kind === undefined || message.kind === kind));
  }
}

const mail = new RecordingTransport();
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ mailTransport: mail });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
  mail.release();
});

let ip = 0;
/** A visitor from an address of its own: every attempt below comes from another IP. */
const visitor = () => {
  ip += 1;
  return new TestBrowser(api.app, `10.7.${Math.floor(ip / 250)}.${(ip % 250) + 1}`);
};

const requestReset = (email: string) =>
  visitor().request('POST', '/api/auth/request-password-reset', { body: { email }, headers: { 'accept-language': 'en' } });

const signIn = (email: string, password: string) =>
  visitor().request('POST', '/api/auth/sign-in/email', { body: { email, password }, headers: { 'accept-language': 'en' } });

/** What a client can compare of two answers: status, body and the headers that describe it. */
function visible(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    body: response.body,
    type: response.headers['content-type'],
    cache: response.headers['cache-control'],
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function account(password = 'woofwoof42'): Promise<string> {
  const email = uniqueEmail('guarded');
  expect((await visitor().signUp(email, password)).statusCode).toBe(200);
  return email;
}

describe('a password-reset request', () => {
  it('is answered the same for a known and an unknown address; only the known one gets a mail', async () => {
    const known = await account();
    const unknown = uniqueEmail('nobody');

    const forUnknown = await requestReset(unknown);
    const forKnown = await requestReset(known);
    expect(visible(forKnown)).toEqual(visible(forUnknown));
    expect(forKnown.statusCode).toBe(200);

    await until(() => mail.to(known, 'password_reset').length === 1, 'the reset mail');
    expect(mail.to(unknown)).toEqual([]);
  });

  it('does not wait for the mail to go out (the unknown address sends none: the answer must not take longer)', async () => {
    const known = await account();
    mail.hold();
    const answer = requestReset(known);
    const outcome = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('still waiting for the mail'), 3_000))]);
    expect(outcome).not.toBe('still waiting for the mail');
    expect((outcome as LightMyRequestResponse).statusCode).toBe(200);
    // The mail is on its way after the answer, held by the transport.
    await until(() => mail.pending === 1, 'the reset mail to be sent');
    expect(mail.to(known, 'password_reset')).toEqual([]);

    mail.release();
    await until(() => mail.to(known, 'password_reset').length === 1, 'the held reset mail');
  });

  it('is refused the same way (429) for known and unknown addresses once an IP asked too often', async () => {
    const known = await account();
    const statuses = async (email: string) => {
      const browser = visitor();
      const seen: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        seen.push((await browser.request('POST', '/api/auth/request-password-reset', { body: { email } })).statusCode);
      }
      return seen;
    };
    expect(await statuses(known)).toEqual(await statuses(uniqueEmail('nobody')));
  });
});

describe('failed sign-ins per account', () => {
  it('stop the 11th wrong password for one address from a new IP each time, with 429, Retry-After and the one error body', async () => {
    const email = await account();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(email, `guess-${attempt}-xyz`)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const refused = await signIn(email, 'guess-11-xyz');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({ detail: 'Too many requests. Please wait a moment and try again.', code: 'throttled' });
    expect(refused.headers['content-language']).toBe('en');

    // Until the window ends, the right password does not get in either: otherwise each guess would
    // still be tested, only answered 429 when wrong.
    expect((await signIn(email, 'woofwoof42')).statusCode).toBe(429);
    // Another account is not affected.
    const other = await account('other-pass-1');
    expect((await signIn(other, 'other-pass-1')).statusCode).toBe(200);

    // Fifteen minutes after the first failure the account signs in again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
    expect((await signIn(email, 'woofwoof42')).statusCode).toBe(200);
  });

  it('count the same for an address without an account (the 429 tells nothing)', async () => {
    const nobody = uniqueEmail('nobody');
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signIn(nobody, 'guess-1234')).statusCode).toBe(401);
    expect((await signIn(nobody, 'guess-1234')).statusCode).toBe(429);
  });

  it('do not count a successful sign-in', async () => {
    const email = await account();
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn(email, 'guess-1234')).statusCode).toBe(401);
    expect((await signIn(email, 'woofwoof42')).statusCode).toBe(200);
    expect((await signIn(email, 'guess-1234')).statusCode).toBe(401);
    expect((await signIn(email, 'guess-1234')).statusCode).toBe(429);
  });

  it('are forgotten when the password is reset, so the owner gets back in at once', async () => {
    const email = await account();
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(email, 'guess-1234');
    expect((await signIn(email, 'woofwoof42')).statusCode).toBe(429);

    await requestReset(email);
    await until(() => mail.to(email, 'password_reset').length === 1, 'the reset mail');
    const code = /\/reset-password\/([\w-]+)/.exec(mail.to(email, 'password_reset')[0]!.text)?.[1];
    expect(code).toBeTruthy();
    const reset = await visitor().request('POST', '/api/auth/reset-password', { body: { token: code, newPassword: 'fresh-pass-9' } });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'fresh-pass-9')).statusCode).toBe(200);
  });
});
