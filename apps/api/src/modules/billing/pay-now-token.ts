import { billingErrorCodes, billingMessageKeys } from '@brokkie/contracts/billing';
import { ApiProblem } from '../../lib/api-problem.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';

/**
 * The token of a pay-now link (`/pay-now?token=…`, e-mailed when a recurring charge failed): it
 * names one delivery of one customer until an expiry, signed with PAY_NOW_SECRET. Whoever holds
 * it may see what the box costs and pay it, without signing in: nothing else.
 */
const purpose = 'brokkie-pay-now';

export interface PayNowGrant {
  deliveryId: number;
  customerId: string;
  expiresAt: Date;
}

export function signPayNowToken(grant: PayNowGrant, secret: string): string {
  return signToken(purpose, [String(grant.deliveryId), grant.customerId], grant.expiresAt, secret);
}

/** The grant of a token; 400 pay_now_token_invalid (changed, not ours) or pay_now_token_expired. */
export function readPayNowToken(token: string, secret: string, now: Date): PayNowGrant {
  const check = verifyToken(purpose, token, secret, { fieldCount: 2, now });
  if (!check.ok) throw check.reason === 'expired' ? tokenExpired() : tokenInvalid();
  const [id = '', customerId = ''] = check.fields;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw tokenInvalid();
  return { deliveryId: Number(id), customerId, expiresAt: check.expiresAt };
}

export function tokenInvalid(): ApiProblem {
  return new ApiProblem({ statusCode: 400, code: billingErrorCodes.tokenInvalid, detail: { key: billingMessageKeys.tokenInvalid } });
}

function tokenExpired(): ApiProblem {
  return new ApiProblem({ statusCode: 400, code: billingErrorCodes.tokenExpired, detail: { key: billingMessageKeys.tokenExpired } });
}
