import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../../src/lib/signed-token.ts';
import { readBillingConfig } from '../../../src/modules/billing/billing-config.ts';
import { readPayNowToken, signPayNowToken } from '../../../src/modules/billing/pay-now-token.ts';
import { signOnboardingCode, verifyOnboardingCode } from '../../../src/modules/coupon/onboarding-code.ts';
import { ApiProblem } from '../../../src/lib/api-problem.ts';

const secret = 'a-test-secret-of-enough-length-0123456789';
const now = new Date('2026-03-02T10:00:00Z');
const expiresAt = new Date('2026-04-01T10:00:00Z');

function problemOf(action: () => unknown): ApiProblem {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('no problem thrown');
}

describe('pay-now tokens', () => {
  const token = signPayNowToken({ deliveryId: 42, customerId: 'hid_ABCDEFGHIJ', expiresAt }, secret);

  it('name the delivery and the customer until their expiry', () => {
    expect(token).toMatch(/^42\.hid_ABCDEFGHIJ\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(readPayNowToken(token, secret, now)).toEqual({ deliveryId: 42, customerId: 'hid_ABCDEFGHIJ', expiresAt });
  });

  it('refuse a changed delivery, customer, expiry or signature, another secret, and garbage (400 invalid)', () => {
    const [, customer, expiry, signature] = token.split('.');
    const changed = [
      `43.${customer}.${expiry}.${signature}`,
      `42.hid_ZZZZZZZZZZ.${expiry}.${signature}`,
      `42.${customer}.${Number(expiry) + 86_400}.${signature}`,
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      '',
      'not.a.token',
      `0.${customer}.${expiry}.${signature}`,
    ];
    for (const candidate of changed) {
      expect(problemOf(() => readPayNowToken(candidate, secret, now))).toMatchObject({ statusCode: 400, code: 'pay_now_token_invalid' });
    }
    expect(problemOf(() => readPayNowToken(token, `${secret}x`, now)).code).toBe('pay_now_token_invalid');
  });

  it('refuse an expired token (400 expired)', () => {
    expect(problemOf(() => readPayNowToken(token, secret, expiresAt))).toMatchObject({ statusCode: 400, code: 'pay_now_token_expired' });
  });

  it('are never valid as a token of another purpose under the same secret', () => {
    const onboarding = signOnboardingCode('WELCOME15', expiresAt, secret);
    expect(verifyToken('brokkie-pay-now', onboarding, secret, { fieldCount: 1, now })).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyOnboardingCode(token, secret, now).ok).toBe(false);
  });
});

describe('the shared signer', () => {
  it('makes the same signed onboarding codes as the coupon module (one signer for both)', () => {
    expect(signToken('brokkie-onboarding-coupon', ['WELCOME15'], expiresAt, secret)).toBe(signOnboardingCode('WELCOME15', expiresAt, secret));
  });

  it('refuses fields a token cannot carry', () => {
    expect(() => signToken('p', ['a.b'], expiresAt, secret)).toThrow(RangeError);
    expect(() => signToken('p', ['ok'], expiresAt, '')).toThrow();
  });
});

describe('billing settings', () => {
  it('run the scheduler every minute by default, never under the test runner unless asked, never with 0 or off', () => {
    expect(readBillingConfig({}, { identitySecret: 's', underTestRunner: false }).schedulerIntervalMs).toBe(60_000);
    expect(readBillingConfig({}, { identitySecret: 's', underTestRunner: true }).schedulerIntervalMs).toBe(0);
    expect(readBillingConfig({ BILLING_SCHEDULER_INTERVAL_MS: '5000' }, { identitySecret: 's', underTestRunner: true }).schedulerIntervalMs).toBe(5000);
    expect(readBillingConfig({ BILLING_SCHEDULER_INTERVAL_MS: 'off' }, { identitySecret: 's' }).schedulerIntervalMs).toBe(0);
    expect(readBillingConfig({ BILLING_SCHEDULER_INTERVAL_MS: '0' }, { identitySecret: 's' }).schedulerIntervalMs).toBe(0);
    expect(() => readBillingConfig({ BILLING_SCHEDULER_INTERVAL_MS: '10' }, { identitySecret: 's' })).toThrow(/BILLING_SCHEDULER_INTERVAL_MS/);
  });

  it('sign pay-now links with PAY_NOW_SECRET, else the identity secret', () => {
    expect(readBillingConfig({ PAY_NOW_SECRET: 'own' }, { identitySecret: 'identity' }).payNowSecret).toBe('own');
    expect(readBillingConfig({}, { identitySecret: 'identity' }).payNowSecret).toBe('identity');
  });
});
