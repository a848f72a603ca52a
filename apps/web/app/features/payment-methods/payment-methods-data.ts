import { recurringDeliveryList } from '@brokkie/contracts/delivery';
import {
  mandate as mandateSchema,
  mandateCreated,
  mandateList,
  payment as paymentSchema,
  paymentErrorCodes,
  type Mandate,
  type Payment,
  type PaymentStatus,
} from '@brokkie/contracts/payment';
import { redirectDocument } from 'react-router';
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { returnParameter } from './payment-method-kinds.ts';

export interface PaymentMethods {
  /** Valid mandates, the default first, then newest first. */
  mandates: Mandate[];
  /** The subscription runs: its last payment method cannot be removed. */
  subscriptionActive: boolean;
  /** How the verification of a new method went, when the payer has just come back from the provider; else null. */
  verification: VerificationOutcome | null;
}

/** Default first, then the most recently added. */
export function byDefaultThenNewest(a: Mandate, b: Mandate): number {
  return Number(b.is_default) - Number(a.is_default) || b.created.localeCompare(a.created) || b.id - a.id;
}

/** What /dashboard/payment-methods shows, read by its route's loader (on the server for the first request). */
export async function loadPaymentMethods(api: ApiClient, search: URLSearchParams): Promise<PaymentMethods> {
  // First the verification: reading it brings the payment up to date, so the list read after it has the new method.
  const verification = search.has(returnParameter) ? await readVerification(api) : null;
  const [mandates, recurring] = await Promise.allSettled([
    api.get('/mandate/', { query: { limit: 100 }, schema: mandateList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
  ]);
  if (mandates.status === 'rejected') throw mandates.reason;
  if (recurring.status === 'rejected') console.error('[payment-methods] subscription not loaded', recurring.reason);
  return {
    mandates: [...mandates.value.results].sort(byDefaultThenNewest),
    subscriptionActive: recurring.status === 'fulfilled' && recurring.value.results.some((subscription) => subscription.active),
    verification,
  };
}

/** The outcome of the latest verification; unknown (no notice) when it cannot be read, as the list still can. */
export async function readVerification(api: ApiClient): Promise<VerificationOutcome> {
  try {
    return verificationOutcome(await latestPayment(api));
  } catch (error) {
    console.error('[payment-methods] verification not read', error);
    return 'unknown';
  }
}

/**
 * Starts the verification of a new payment method (a €0.01 first payment at the provider) and
 * answers the provider's page to send the payer to. They come back to `returnUrl`.
 */
export async function startAddingMethod(api: ApiClient, returnUrl: string): Promise<string> {
  const created = await api.post('/mandate/', { redirect_url: returnUrl }, { schema: mandateCreated });
  return created.checkout_url;
}

export function makeDefault(api: ApiClient, mandate: Pick<Mandate, 'url'>): Promise<Mandate> {
  return api.post(`${mandate.url}default/`, undefined, { schema: mandateSchema });
}

export async function removeMandate(api: ApiClient, mandate: Pick<Mandate, 'url'>): Promise<void> {
  await api.delete(mandate.url);
}

/** The API refused to remove the last payment method of a running subscription. */
export function isMandateInUse(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === paymentErrorCodes.mandateInUse;
}

/** What the payment methods page submits: add one (through the provider), make one the default, remove one. */
export const paymentMethodsSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add') }),
  z.object({ intent: z.literal('default'), mandate: z.number().int().positive() }),
  z.object({ intent: z.literal('remove'), mandate: z.number().int().positive() }),
]);

/** A removal's answer: a refusal says whether it was the last method of a running subscription (the page offers to add another). */
export type RemoveOutcome = ActionResult | (Extract<ActionResult, { ok: false }> & { inUse: boolean });

/**
 * The payment methods' writes. Adding sends the payer to the provider's verification page (a
 * document redirect: it is not a page of this app), coming back to `returnUrl`; making a default
 * answers the new default; a removal says when the API kept the method because it is still needed.
 */
export async function paymentMethodsAction(
  api: ApiClient,
  submission: z.output<typeof paymentMethodsSubmission>,
  returnUrl: string,
): Promise<ActionResult<Mandate> | RemoveOutcome | Response> {
  if (submission.intent === 'add') {
    const started = await attempt(() => startAddingMethod(api, returnUrl));
    return started.ok ? redirectDocument(started.value) : started;
  }
  const mandate = { url: `/mandate/${submission.mandate}/` };
  if (submission.intent === 'default') return attempt(() => makeDefault(api, mandate));
  let inUse = false;
  const removed = await attempt(async () => {
    try {
      await removeMandate(api, mandate);
      return null;
    } catch (error) {
      inUse = isMandateInUse(error);
      throw error;
    }
  });
  return removed.ok ? removed : { ...removed, inUse };
}

export type VerificationOutcome = 'added' | 'failed' | 'waiting' | 'unknown';

const failedStates: ReadonlySet<PaymentStatus> = new Set(['failed', 'canceled', 'expired']);

/** What the return from the provider means, from the customer's latest payment (the verification: no delivery). */
export function verificationOutcome(latest: Pick<Payment, 'status' | 'delivery' | 'sequence_type'> | null): VerificationOutcome {
  if (!latest || latest.delivery !== null || latest.sequence_type !== 'first') return 'unknown';
  if (latest.status === 'paid') return 'added';
  if (failedStates.has(latest.status)) return 'failed';
  return 'waiting';
}

/** The customer's latest payment, brought up to date with the provider while open; null without one. */
export async function latestPayment(api: ApiClient): Promise<Payment | null> {
  try {
    return await api.get('/payment/latest/', { schema: paymentSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
