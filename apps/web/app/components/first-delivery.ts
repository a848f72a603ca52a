import { deliveryList, editableDeliveryStatuses, type Delivery, type DeliveryStatus } from '@brokkie/contracts/delivery';
import type { ApiClient } from '../lib/api-client.ts';

/** Deliveries are fetched with limit 1000 (§9). */
const deliveryListLimit = 1000;

/** A first delivery in one of these has been paid for. */
const paidStatuses: readonly DeliveryStatus[] = ['paid', 'shipped', 'delivered'];

export type FirstDeliveryState =
  /** The unpaid first delivery the funnel is building (draft or awaiting payment). */
  | { kind: 'open'; delivery: Delivery }
  /** The first delivery is paid: the funnel has nothing left to change. */
  | { kind: 'paid' }
  /** No first delivery yet: the meal plan's Continue makes it. */
  | { kind: 'none' };

/**
 * Where the customer is in the funnel after the meal plan, found again from the API rather than
 * remembered in the browser, so that a reload or another device resumes at the same box.
 */
export async function findFirstDelivery(api: ApiClient): Promise<FirstDeliveryState> {
  const page = await api.get('/delivery/', { schema: deliveryList, query: { limit: deliveryListLimit } });
  const firsts = page.results.filter((delivery) => delivery.kind === 'first');
  const open = firsts.find((delivery) => (editableDeliveryStatuses as readonly string[]).includes(delivery.status));
  if (open) return { kind: 'open', delivery: open };
  return firsts.some((delivery) => paidStatuses.includes(delivery.status)) ? { kind: 'paid' } : { kind: 'none' };
}
