import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseCouponCode } from '@brokkie/domain/coupons';

/**
 * Signed onboarding codes (GET /couponcode/validate_onboarding/?signed_code=): marketing links
 * carry a coupon code that the visitor cannot change, valid until a given instant. The shape is
 * `CODE.EXPIRY.SIGNATURE`: the upper-case code, the expiry in Unix seconds, and the base64url
 * HMAC-SHA256 of `brokkie-onboarding-coupon:CODE.EXPIRY` under the server secret. The prefix
 * keeps these signatures apart from anything else signed with the same secret.
 */
const purpose = 'brokkie-onboarding-coupon';
const signedCodePattern = /^([A-Z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type OnboardingCodeCheck =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

/**
 * The secret of the signatures: COUPON_SIGNING_SECRET, else the identity secret
 * (BETTER_AUTH_SECRET, or its development value outside production).
 */
export function couponSigningSecret(identitySecret: string, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.COUPON_SIGNING_SECRET || identitySecret;
  if (!secret) throw new Error('COUPON_SIGNING_SECRET or BETTER_AUTH_SECRET must be set');
  return secret;
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** A signed code for links: `signOnboardingCode('welcome15', new Date('2026-01-01'), secret)`. */
export function signOnboardingCode(code: string, expiresAt: Date, secret: string): string {
  const normalised = normaliseCouponCode(code);
  if (!/^[A-Z0-9_-]{1,64}$/.test(normalised)) throw new RangeError(`Not a coupon code: ${code}`);
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expiry) || expiry < 0) throw new RangeError(`Not an expiry: ${String(expiresAt)}`);
  const payload = `${normalised}.${expiry}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** Whether `signed` was made by `signOnboardingCode` with `secret` and has not expired at `now`. */
export function verifyOnboardingCode(signed: string, secret: string, now: Date = new Date()): OnboardingCodeCheck {
  const match = signedCodePattern.exec(signed.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const [, code = '', expiry = '', given = ''] = match;
  const expected = Buffer.from(signature(`${code}.${expiry}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'tampered' };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, code, expiresAt };
}
