import { describe, expect, it } from 'vitest';
import {
  couponSigningSecret,
  signOnboardingCode,
  verifyOnboardingCode,
} from '../../../src/modules/coupon/onboarding-code.ts';

const secret = 'a-test-secret-of-enough-length-0123456789';
const now = new Date('2025-06-15T10:00:00Z');
const expiresAt = new Date('2025-07-01T00:00:00Z');

describe('signed onboarding codes', () => {
  it('reads CODE.EXPIRY.SIGNATURE with the code upper case and the expiry in Unix seconds', () => {
    const signed = signOnboardingCode(' welcome15 ', expiresAt, secret);
    expect(signed).toMatch(/^WELCOME15\.1751328000\.[A-Za-z0-9_-]{43}$/);
    expect(verifyOnboardingCode(signed, secret, now)).toEqual({ ok: true, code: 'WELCOME15', expiresAt });
  });

  it('refuses a changed code, expiry or signature, and another secret', () => {
    const signed = signOnboardingCode('WELCOME15', expiresAt, secret);
    const [code, expiry, signature = ''] = signed.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyOnboardingCode(`WELCOME50.${expiry}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyOnboardingCode(`${code}.1893456000.${signature}`, secret, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyOnboardingCode(`${code}.${expiry}.${flipped}`, secret, now)).toEqual({ ok: false, reason: 'tampered' });
    expect(verifyOnboardingCode(signed, 'another-secret', now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses what is not shaped like a signed code', () => {
    for (const bad of ['', 'WELCOME15', 'welcome15.1751328000.x', 'WELCOME15.soon.abc', `${'A'.repeat(65)}.1.${'a'.repeat(43)}`]) {
      expect(verifyOnboardingCode(bad, secret, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('expires at its expiry instant', () => {
    const signed = signOnboardingCode('WELCOME15', expiresAt, secret);
    expect(verifyOnboardingCode(signed, secret, new Date(expiresAt.getTime() - 1000)).ok).toBe(true);
    expect(verifyOnboardingCode(signed, secret, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses to sign what is not a code', () => {
    expect(() => signOnboardingCode('two words', expiresAt, secret)).toThrow(RangeError);
    expect(() => signOnboardingCode('WELCOME15', new Date(Number.NaN), secret)).toThrow(RangeError);
  });

  it('signs with COUPON_SIGNING_SECRET when set, else with the identity secret', () => {
    expect(couponSigningSecret('identity-secret', { COUPON_SIGNING_SECRET: 'coupon-secret' })).toBe('coupon-secret');
    expect(couponSigningSecret('identity-secret', {})).toBe('identity-secret');
    expect(() => couponSigningSecret('', {})).toThrow();
  });
});
