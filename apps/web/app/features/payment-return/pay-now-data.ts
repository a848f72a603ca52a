import { z } from 'zod';
import { redirectDocument } from 'react-router';
import { billingErrorCodes, payNowStart, payNowSummary, type PayNowSummary } from '@brokkie/contracts/billing';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

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

/** What /pay-now submits: pay the link's invoice. */
export const payNowSubmission = z.object({ intent: z.literal('pay'), token: z.string().min(1) });

/** Paying did not leave for the provider: the link turned out bad (`problem`), or nothing was left to pay (null: the page reads again). */
export type PayNowOutcome = ActionResult<{ problem: LinkProblem | null }>;

/**
 * The page's write: POST /pay-now/ with the token, and the payer goes to the provider's page (a
 * document redirect), back to this page (`payNowPath`) with `&returned=1` to wait for the result.
 * A changed or expired link is the page's answer; another refusal shows under the button.
 */
export async function payNowAction(api: ApiClient, submission: z.output<typeof payNowSubmission>, payNowPath: string): Promise<PayNowOutcome | Response> {
  // A path of ours; the API resolves it against the payer's origin, as handle_open_payment/ does.
  const redirectUrl = `${payNowPath}?token=${encodeURIComponent(submission.token)}&returned=1`;
  const seen: { problem: LinkProblem | null } = { problem: null };
  const started = await attempt(async () => {
    try {
      return await api.post('/pay-now/', { token: submission.token, redirect_url: redirectUrl }, { schema: payNowStart });
    } catch (error) {
      console.error('[pay-now] payment not started', error);
      seen.problem = linkProblemOf(error);
      throw error;
    }
  });
  if (!started.ok) return seen.problem ? { ok: true, value: { problem: seen.problem } } : started;
  return started.value.checkout_url ? redirectDocument(started.value.checkout_url) : { ok: true, value: { problem: null } };
}
