import type { Animal, AnimalDiet } from '@brokkie/contracts/animal';
import { deliveryErrorCodes, followPlanResponse, recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { ApiError, type ApiClient } from './api-client.ts';

/**
 * Keeping the subscription (the recurring delivery's formula items) in step with a pet's meal
 * plan. The rule is the API's: POST /recurringdelivery/{id}/follow_plan/ makes the pet's formula
 * item its current plan (adding one for a new pet) and leaves every other item as it is
 * (docs/deliveries.md). This module only asks it and says what came of it.
 */

export async function loadSubscription(api: ApiClient): Promise<RecurringDelivery | null> {
  const page = await api.get('/recurringdelivery/', { schema: recurringDeliveryList });
  return page.results[0] ?? null;
}

/** The formula items of a subscription, one per pet it feeds. */
export function formulaItemsOf(recurring: RecurringDelivery) {
  return recurring.recurringdeliveryitem_set.filter((item) => item.kind === 'formula' && item.animal !== null);
}

export type SubscriptionChange =
  /** The subscription now brings the pet's plan. */
  | { kind: 'updated'; recurring: RecurringDelivery }
  /** It already did. */
  | { kind: 'unchanged'; recurring: RecurringDelivery }
  /** No running subscription (none, or its first box is not paid yet). */
  | { kind: 'no_subscription' }
  /** The pet is not in the subscription (only for a change of plan). */
  | { kind: 'not_subscribed'; recurring: RecurringDelivery }
  /** The pet is paused or stopped: its items wait as they are until it is active again. */
  | { kind: 'blocked'; recurring: RecurringDelivery; pets: Animal[] };

async function follow(api: ApiClient, recurring: RecurringDelivery, pet: Animal): Promise<SubscriptionChange> {
  try {
    const answer = await api.post(`${recurring.url}follow_plan/`, { animal: pet.url }, { schema: followPlanResponse });
    return { kind: answer.kind, recurring: answer.recurring };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      if (error.code === deliveryErrorCodes.subscriptionNotStarted) return { kind: 'no_subscription' };
      // The API names the pets it refused in its answer's `pets`; the client keeps only the error's
      // detail, code and fields, and the one pet asked about is the one the API can refuse.
      if (error.code === deliveryErrorCodes.petNotActive) return { kind: 'blocked', recurring, pets: [pet] };
    }
    throw error;
  }
}

/** A new pet joins the running subscription with its meal plan. */
export async function addPetToSubscription(api: ApiClient, pet: Animal): Promise<SubscriptionChange> {
  const recurring = await loadSubscription(api);
  if (!recurring) return { kind: 'no_subscription' };
  return follow(api, recurring, pet);
}

/**
 * After the pet's plan changed (another formula, a new weight): its formula item follows, with
 * the new formula and the planned number of sacs; the other pets' items stay as they are. The API
 * reads the plan itself, so `_diet` (the plan the page shows) is not sent. A pet the owner has
 * not put in the subscription stays out of it: a change of plan is no order.
 */
export async function followPlanInSubscription(api: ApiClient, pet: Animal, _diet?: AnimalDiet): Promise<SubscriptionChange> {
  const recurring = await loadSubscription(api);
  if (!recurring) return { kind: 'no_subscription' };
  if (!formulaItemsOf(recurring).some((item) => item.animal === pet.url)) return { kind: 'not_subscribed', recurring };
  return follow(api, recurring, pet);
}
