import { billingErrorCodes, payNowSummary, type PayNowSummary } from '@brokkie/contracts/billing';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

/** A link the page cannot pay from: changed (or naming nothing payable), or expired. */
export type LinkProblem = 'invalid' | 'expired';

/** What /pay-now opens with: the open invoice of the link's token, or what is wrong with the link. */
export interface PayNowData {
  token: string;
  /** Back from the payment provider (`&returned=1`). */
  returned: boolean;
  summary: PayNowSummary | null;
  problem: LinkProblem | null;
}

/** What the page makes of a failed call: a bad link, an expired one, or (null) our side being unavailable. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === billingErrorCodes.tokenExpired) return 'expired';
  // A changed token, or one naming nothing payable (pay_now_token_invalid), or a token the schema refuses.
  if (error.status === 400 || error.status === 404 || error.status === 403) return 'invalid';
  return null;
}

/** The status the return from the provider is waiting on, as a payment status. */
export function settlementStatus(summary: PayNowSummary): PaymentStatus {
  if (summary.status === 'paid') return 'paid';
  if (summary.status === 'pending') return 'pending';
  // Payable: its open payment is still settling, or the last attempt ended, which ends the waiting
  // (no payment at all ends it too).
  return summary.payment_status ?? 'canceled';
}

export function fetchSummary(api: ApiClient, token: string, signal?: AbortSignal): Promise<PayNowSummary> {
  return api.get('/pay-now/', { query: { token }, schema: payNowSummary, signal });
}

/**
 * The page's first read, by its route's loader. A bad or expired link is the page's answer, not
 * a failure; the API being unavailable is (the route's error boundary offers to try again).
 */
export async function loadPayNow(api: ApiClient, params: URLSearchParams): Promise<PayNowData> {
  const token = params.get('token')?.trim() ?? '';
  const returned = params.get('returned') === '1';
  if (!token) return { token, returned, summary: null, problem: 'invalid' };
  try {
    return { token, returned, summary: await fetchSummary(api, token), problem: null };
  } catch (error) {
    const problem = linkProblemOf(error);
    if (!problem) throw error;
    return { token, returned, summary: null, problem };
  }
}
