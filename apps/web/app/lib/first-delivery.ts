import { z } from 'zod';
import {
  delivery as deliverySchema,
  deliveryList,
  editableDeliveryStatuses,
  recurringDeliveryList,
  type Delivery,
  type DeliveryStatus,
} from '@brokkie/contracts/delivery';
import { ApiError, type ApiClient } from './api-client.ts';

/** Deliveries are fetched with limit 1000 (§9). */
const deliveryListLimit = 1000;

const openStatuses: ReadonlySet<DeliveryStatus> = new Set(editableDeliveryStatuses);
/** A first delivery in one of these has been paid for. */
const paidStatuses: ReadonlySet<DeliveryStatus> = new Set(['paid', 'shipped', 'delivered']);

export type FirstDeliveryState =
  /** The unpaid first delivery (draft or awaiting payment): the funnel builds it, the checkout pays it. */
  | { kind: 'open'; delivery: Delivery }
  /** The first delivery is paid: the funnel and the checkout have nothing left to do. */
  | { kind: 'paid'; delivery: Delivery }
  /** No first delivery yet. */
  | { kind: 'none' };

// The API chooses its unpaid first delivery as the newest one; sorting here keeps the same choice
// whatever order the list comes in.
function newestFirst(a: Delivery, b: Delivery): number {
  return b.created.localeCompare(a.created) || b.id - a.id;
}

/**
 * Where the customer is in the funnel after the meal plan, found again from the API rather than
 * remembered in the browser, so that a reload or another device resumes at the same box: the
 * newest first delivery still open, else the newest paid one.
 */
export async function findFirstDelivery(api: ApiClient): Promise<FirstDeliveryState> {
  const page = await api.get('/delivery/', { query: { limit: deliveryListLimit }, schema: deliveryList });
  const firsts = page.results.filter((delivery) => delivery.kind === 'first').sort(newestFirst);
  const open = firsts.find((delivery) => openStatuses.has(delivery.status));
  if (open) return { kind: 'open', delivery: open };
  const paid = firsts.find((delivery) => paidStatuses.has(delivery.status));
  return paid ? { kind: 'paid', delivery: paid } : { kind: 'none' };
}

// The answer of create_first_delivery/: the delivery itself, or wrapped as create_for_animals/ answers.
const createdFirstDelivery = z.union([deliverySchema, z.object({ delivery: deliverySchema })]);

/**
 * The first delivery as findFirstDelivery finds it, but without one the recurring delivery's first
 * delivery is made (POST /recurringdelivery/{id}/create_first_delivery/), as the order summary
 * would have done, so that a customer who comes straight to the checkout can pay. Without a
 * recurring delivery, or one without items, there is no box yet.
 */
export async function findOrMakeFirstDelivery(api: ApiClient): Promise<FirstDeliveryState> {
  const found = await findFirstDelivery(api);
  if (found.kind !== 'none') return found;
  const recurring = (await api.get('/recurringdelivery/', { schema: recurringDeliveryList })).results[0];
  if (!recurring || recurring.recurringdeliveryitem_set.length === 0) return { kind: 'none' };
  try {
    const created = await api.post(`${recurring.url}create_first_delivery/`, undefined, { schema: createdFirstDelivery });
    return { kind: 'open', delivery: 'delivery' in created ? created.delivery : created };
  } catch (error) {
    // 409: paid meanwhile (another tab) or nothing in the box: the page explains either way.
    if (error instanceof ApiError && error.status === 409) return { kind: 'none' };
    throw error;
  }
}
