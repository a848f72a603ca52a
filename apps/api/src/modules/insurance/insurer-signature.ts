import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Brokkie-Signature of the insurance hand-over and of the insurer's decision callback:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the offer's shared secret
 * both ways. The time is signed with the body, so a captured request cannot be replayed later
 * than the tolerance.
 */

/** How far the signed time may lie from our clock, either way. */
export const signatureToleranceSeconds = 5 * 60;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The header value for `body`, signed at `now`. */
export function signInsuranceBody(secret: string, body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** The parts of a header value; undefined when it is not one. */
function parseSignature(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return undefined;
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Whether `header` signs `body` with `secret`, at a time within the tolerance of `now`. Compared
 * in constant time (a forger learns nothing from how long a refusal took).
 */
export function insuranceSignatureValid(secret: string, body: string, header: string | undefined, now: Date = new Date()): boolean {
  if (!header) return false;
  const parsed = parseSignature(header);
  if (!parsed) return false;
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, parsed.timestamp, body), 'hex');
  let valid = false;
  for (const signature of parsed.signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) valid = true;
  }
  return valid;
}
