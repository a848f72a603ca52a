import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tamper-proof, expiring tokens for links (a pay-now link, a marketing coupon link): the fields,
 * the expiry in Unix seconds and the base64url HMAC-SHA256 of `{purpose}:{fields}.{expiry}` under
 * a server secret, joined by dots: `12.hid_ABC.1767225600.<43 characters>`. The purpose keeps the
 * signatures of one kind of link from being valid as another's under the same secret. Fields are
 * visible to whoever holds the token: put ids in them, never secrets.
 */

const fieldPattern = /^[A-Za-z0-9_-]{1,64}$/;
const expiryPattern = /^\d{1,12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export type SignedTokenCheck =
  | { ok: true; fields: string[]; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

function signature(purpose: string, payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** A token carrying `fields` (letters, digits, `_` and `-`) until `expiresAt`. */
export function signToken(purpose: string, fields: readonly string[], expiresAt: Date, secret: string): string {
  if (!secret) throw new Error('No signing secret');
  for (const field of fields) if (!fieldPattern.test(field)) throw new RangeError(`Not a token field: ${field}`);
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expiry) || expiry < 0) throw new RangeError(`Not an expiry: ${String(expiresAt)}`);
  const payload = [...fields, String(expiry)].join('.');
  return `${payload}.${signature(purpose, payload, secret)}`;
}

/**
 * Whether `token` was made by `signToken` for `purpose` with `secret`, with `fieldCount` fields,
 * and has not expired at `now`. The signature is compared in constant time.
 */
export function verifyToken(
  purpose: string,
  token: string,
  secret: string,
  options: { fieldCount: number; now?: Date },
): SignedTokenCheck {
  const parts = token.trim().split('.');
  if (parts.length !== options.fieldCount + 2) return { ok: false, reason: 'malformed' };
  const given = parts.pop() ?? '';
  const expiry = parts.pop() ?? '';
  if (!signaturePattern.test(given) || !expiryPattern.test(expiry) || !parts.every((field) => fieldPattern.test(field))) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signature(purpose, [...parts, expiry].join('.'), secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'tampered' };
  const expiresAt = new Date(Number(expiry) * 1000);
  if ((options.now ?? new Date()).getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, fields: parts, expiresAt };
}
