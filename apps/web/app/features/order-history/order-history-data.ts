import { z } from 'zod';
import { deliveryList, handleOpenPaymentResponse, type Delivery } from '@brokkie/contracts/delivery';
import { redirectDocument } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { lineProductPage, lineProductsByUrl, type BoxNames } from '../../lib/box-contents.ts';
import { isOrdered, newestFirst } from './order-history-rules.ts';

/** Deliveries are fetched with limit 1000 (§9). */
const listLimit = 1000;

export interface OrderHistory {
  deliveries: Delivery[];
  names: BoxNames;
}

const namedPage = z.object({ results: z.array(z.object({ url: z.string(), name: z.string() })) });
const toMap = (page: z.infer<typeof namedPage> | undefined) => Object.fromEntries((page?.results ?? []).map((entry) => [entry.url, entry.name]));

function settled<T>(result: PromiseSettledResult<T>, what: string): T | undefined {
  if (result.status === 'fulfilled') return result.value;
  // Names and pictures only label the lines: the history still shows amounts and prices without them.
  console.error(`[order-history] ${what} not loaded`, result.reason);
  return undefined;
}

/** The customer's ordered deliveries, newest first, and the products (named and drawn) and pets of their lines. */
export async function loadOrderHistory(api: ApiClient): Promise<OrderHistory> {
  const [page, products, animals] = await Promise.allSettled([
    api.get('/delivery/', { query: { limit: listLimit }, schema: deliveryList }),
    api.get('/product/', { query: { limit: listLimit }, schema: lineProductPage }),
    api.get('/animal/', { query: { all: true, limit: listLimit }, schema: namedPage }),
  ]);
  if (page.status === 'rejected') throw page.reason;
  return {
    deliveries: page.value.results.filter(isOrdered).sort(newestFirst),
    names: { products: lineProductsByUrl(settled(products, 'products')), animals: toMap(settled(animals, 'pet names')) },
  };
}

/** What the order history's page submits: pay an open box. */
export const orderHistorySubmission = z.object({ intent: z.literal('pay'), delivery: z.number().int().positive() });

export type OrderHistoryOutcome = ActionResult<{ payNotNeeded: true }>;

/**
 * The order history's write: the payment of an open box starts and the payer goes to the payment
 * provider's page (a document redirect: it is not a page of this app), coming back to the
 * dashboard's thank-you page; when nothing is left to pay (paid meanwhile) the page says so.
 */
export async function orderHistoryAction(
  api: ApiClient,
  submission: z.output<typeof orderHistorySubmission>,
  thankYouPath: string,
): Promise<OrderHistoryOutcome | Response> {
  const delivery = { id: submission.delivery, url: `/delivery/${submission.delivery}/` };
  const started = await attempt(() => startPayment(api, delivery, `${thankYouPath}?delivery=${delivery.id}`));
  if (!started.ok) return started;
  return started.value ? redirectDocument(started.value) : { ok: true, value: { payNotNeeded: true } };
}

/**
 * Starts (or resumes) the payment of an open delivery and answers where to send the payer. The
 * payer comes back to the dashboard's thank-you page, which waits for the result of this delivery.
 */
export async function startPayment(api: ApiClient, delivery: Pick<Delivery, 'url' | 'id'>, returnPath: string): Promise<string | null> {
  const started = await api.post(`${delivery.url}handle_open_payment/`, { redirect_url: returnPath }, { schema: handleOpenPaymentResponse });
  return started.checkout_url;
}
