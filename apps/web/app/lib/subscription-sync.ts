import { animalList, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { createForAnimalsResponse, recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import type { ApiClient } from './api-client.ts';

/**
 * Keeping the subscription (the recurring delivery's formula items) in step with the pets' meal
 * plans. The API has one call that sets pets' formula items to their plans,
 * POST /delivery/create_for_animals/; it also removes the formula items of the pets it is not
 * given and re-plans the sacs of every pet it is given. So a change for one pet names every pet
 * the subscription feeds and then puts the other pets' own amounts back.
 */

export async function loadSubscription(api: ApiClient): Promise<RecurringDelivery | null> {
  const page = await api.get('/recurringdelivery/', { schema: recurringDeliveryList });
  return page.results[0] ?? null;
}

/** The formula items of a subscription, one per pet it feeds. */
export function formulaItemsOf(recurring: RecurringDelivery) {
  return recurring.recurringdeliveryitem_set.filter((item) => item.kind === 'formula' && item.animal !== null);
}

/** Sacs of one delivery of a plan: what the recurring delivery's `amount` counts. */
export function plannedSacs(diet: Pick<AnimalDiet, 'sacs_per_delivery'>): number {
  return diet.sacs_per_delivery.reduce((sum, sac) => sum + sac.amount, 0);
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
  /** Pets of the subscription (or the pet itself) are paused or stopped: naming them is refused, leaving them out would drop their food. */
  | { kind: 'blocked'; recurring: RecurringDelivery; pets: Animal[] };

async function replan(
  api: ApiClient,
  recurring: RecurringDelivery,
  petUrl: string,
  product: string | undefined,
): Promise<SubscriptionChange> {
  const items = formulaItemsOf(recurring);
  const fed = [...new Set(items.map((item) => item.animal!))];
  const all = await api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList });
  // A paused or stopped pet cannot be named, neither the pet itself nor one the deliveries feed.
  const blocked = all.results.filter((pet) => (pet.url === petUrl || fed.includes(pet.url)) && pet.status !== 'active');
  if (blocked.length > 0) return { kind: 'blocked', recurring, pets: blocked };

  const before = new Map(items.filter((item) => item.animal !== petUrl).map((item) => [item.animal!, item.amount]));
  const petId = petUrl.split('/').filter(Boolean).pop()!;
  await api.post(
    '/delivery/create_for_animals/',
    { animals: fed.includes(petUrl) ? fed : [...fed, petUrl], ...(product ? { products: { [petId]: product } } : {}) },
    { schema: createForAnimalsResponse },
  );
  let updated = (await loadSubscription(api)) ?? recurring;
  const restore = formulaItemsOf(updated).filter((item) => before.has(item.animal!) && before.get(item.animal!) !== item.amount);
  if (restore.length > 0) {
    await Promise.all(restore.map((item) => api.patch(item.url, { amount: before.get(item.animal!) })));
    updated = (await loadSubscription(api)) ?? updated;
  }
  return { kind: 'updated', recurring: updated };
}

/** A new pet joins the running subscription with its meal plan. */
export async function addPetToSubscription(api: ApiClient, pet: Pick<Animal, 'url'>): Promise<SubscriptionChange> {
  const recurring = await loadSubscription(api);
  if (!recurring?.active) return { kind: 'no_subscription' };
  return replan(api, recurring, pet.url, undefined);
}

/**
 * After the pet's plan changed (another formula, a new weight): its formula item follows, with
 * the new formula and the planned number of sacs. The other pets' items stay as they are.
 */
export async function followPlanInSubscription(api: ApiClient, pet: Pick<Animal, 'url'>, diet: AnimalDiet): Promise<SubscriptionChange> {
  const recurring = await loadSubscription(api);
  if (!recurring) return { kind: 'no_subscription' };
  const item = formulaItemsOf(recurring).find((candidate) => candidate.animal === pet.url);
  if (!item) return { kind: 'not_subscribed', recurring };
  const sacs = plannedSacs(diet);
  if (item.product === diet.selected_formula_product.url) {
    if (item.amount === sacs) return { kind: 'unchanged', recurring };
    await api.patch(item.url, { amount: sacs });
    return { kind: 'updated', recurring: (await loadSubscription(api)) ?? recurring };
  }
  return replan(api, recurring, pet.url, diet.selected_formula_product.url);
}
