import { z } from 'zod';
import { delivery as deliverySchema, deliveryList, recurringDeliveryList, type Delivery } from '@brokkie/contracts/delivery';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

/** The statuses of a first delivery that can still be paid at the checkout. */
const payableStatuses: ReadonlySet<Delivery['status']> = new Set(['draft', 'awaiting_payment']);
const paidStatuses: ReadonlySet<Delivery['status']> = new Set(['paid', 'shipped', 'delivered']);

export type FirstDeliveryState =
  /** A first delivery waiting for its payment. */
  | { kind: 'payable'; delivery: Delivery }
  /** The first delivery is paid already: the checkout has nothing left to do. */
  | { kind: 'paid'; delivery: Delivery }
  /** No box put together yet (no recurring delivery, or one without items). */
  | { kind: 'none' };

function newestFirst(a: Delivery, b: Delivery): number {
  return b.created.localeCompare(a.created) || b.id - a.id;
}

// The answer of create_first_delivery/: the delivery itself, or wrapped as create_for_animals/ answers.
const createdFirstDelivery = z.union([deliverySchema, z.object({ delivery: deliverySchema })]);

/**
 * Which delivery the checkout pays: the customer's newest first delivery still in draft or
 * awaiting payment (GET /delivery/?limit=1000). Without one, the recurring delivery's first
 * delivery is made (POST /recurringdelivery/{id}/create_first_delivery/), as the order summary
 * would have done; without a recurring delivery there is no box to pay yet.
 */
export async function findFirstDelivery(api: ApiClient): Promise<FirstDeliveryState> {
  const page = await api.get('/delivery/', { query: { limit: 1000 }, schema: deliveryList });
  const firsts = page.results.filter((delivery) => delivery.kind === 'first').sort(newestFirst);
  const payable = firsts.find((delivery) => payableStatuses.has(delivery.status));
  if (payable) return { kind: 'payable', delivery: payable };
  const paid = firsts.find((delivery) => paidStatuses.has(delivery.status));
  if (paid) return { kind: 'paid', delivery: paid };

  const recurring = (await api.get('/recurringdelivery/', { schema: recurringDeliveryList })).results[0];
  if (!recurring || recurring.recurringdeliveryitem_set.length === 0) return { kind: 'none' };
  try {
    const created = await api.post(`${recurring.url}create_first_delivery/`, undefined, { schema: createdFirstDelivery });
    return { kind: 'payable', delivery: 'delivery' in created ? created.delivery : created };
  } catch (error) {
    // 409: paid meanwhile (another tab) or nothing in the box: the page explains either way.
    if (error instanceof ApiError && error.status === 409) return { kind: 'none' };
    throw error;
  }
}
