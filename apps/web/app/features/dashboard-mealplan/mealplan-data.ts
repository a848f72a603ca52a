import { z } from 'zod';
import {
  animal as animalSchema,
  animalDiet,
  animalList,
  selectedProduct,
  type Animal,
  type AnimalDiet,
  type DietFigures,
} from '@brokkie/contracts/animal';
import { shopProductList, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { activityLevels, bodyConditions } from '@brokkie/domain/pet-profile';
import { isDeliveryCountry, type DeliveryCountry } from '@brokkie/domain/vat';
import { petSelection } from '../../components/pet-selection.ts';
import { ApiError, ApiNetworkError, type ApiClient } from '../../lib/api-client.ts';
import { previewPlan } from '../../lib/use-plan-preview.ts';
import { followPlanInSubscription, type SubscriptionChange } from '../../lib/subscription-sync.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

export interface Household {
  /** As loaded (by id); the page shows them in the §4 order. */
  pets: Animal[];
  recurring: RecurringDelivery | null;
}

export interface PetPlan {
  diet: AnimalDiet;
  /** The plan's figures as the API prices them (price per delivery and per day). */
  figures: DietFigures;
  /** The formulas this pet may have now, best first. */
  suitable: ShopProduct[];
  /** The country the plan is priced in, and its previews. */
  country: DeliveryCountry | undefined;
}

async function loadHousehold(api: ApiClient): Promise<Household> {
  const [pets, recurring] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
  ]);
  return { pets: pets.results, recurring: recurring.results[0] ?? null };
}

/** The catalogue's formulas per animal type: the same for every pet of that type. */
const formulaCache = new WeakMap<ApiClient, Map<string, Promise<ShopProduct[]>>>();

function formulasFor(api: ApiClient, type: Animal['type'], country: DeliveryCountry | undefined): Promise<ShopProduct[]> {
  let cache = formulaCache.get(api);
  if (!cache) formulaCache.set(api, (cache = new Map()));
  const key = `${type}:${country ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    found = api.get('/product/', { query: { kind: 'formula', animal_type: type, limit: 100, country }, schema: shopProductList }).then((page) => page.results);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/**
 * A pet's meal plan (get_or_create_diet: computed and kept by the API), its price (the dry run
 * without a change) and the formulas it may choose from. `country` prices them as the
 * customer's boxes are priced (the default delivery address wins on the API).
 */
export async function loadPetPlan(api: ApiClient, pet: Animal, country: DeliveryCountry | undefined): Promise<PetPlan> {
  const [diet, priced, selected, formulas] = await Promise.all([
    api.post(`/animal/${pet.id}/get_or_create_diet/`, {}, { query: { country }, schema: animalDiet }),
    previewPlan(api, pet, {}, country),
    api.get(`/animal/${pet.id}/selected_product/`, { query: { country }, schema: selectedProduct }),
    formulasFor(api, pet.type, country),
  ]);
  const suitable = selected.suitable_products.flatMap((url) => {
    const product = formulas.find((candidate) => candidate.url === url) ?? (selected.product.url === url ? selected.product : undefined);
    return product ? [product] : [];
  });
  return { diet, figures: priced.current, suitable, country };
}

/** What /dashboard/mealplan opens with: the pets, the one shown first, and its plan. */
export interface MealplanData {
  household: Household;
  /** The pet named in the address (?pet=3, from a link) when it is one of them, else §4's first pet loaded. */
  selectedId: number | null;
  /** Per pet id: its plan, or 'failed' when it could not be read (its tab offers to try again). */
  plans: Record<number, PetPlan | 'failed'>;
  /** The country the plans are priced in. */
  country: DeliveryCountry | undefined;
}

/**
 * The page's first read, by its route's loader (on the server for the first request): the
 * household and the shown pet's plan; the other pets' plans are read when their tab is opened.
 * `siteCountry` is the site's (short name), for a household without a subscription.
 */
export async function loadMealplan(api: ApiClient, search: URLSearchParams, siteCountry: string | null | undefined): Promise<MealplanData> {
  const household = await loadHousehold(api);
  const { selectedId } = petSelection(household.pets, Number(search.get('pet')) || null);
  // Prices as the boxes are priced: the subscription's country, else the site's (the API prefers the default address).
  const country = household.recurring?.country ?? (siteCountry && isDeliveryCountry(siteCountry) ? siteCountry : undefined);
  const plans: MealplanData['plans'] = {};
  const shown = household.pets.find((pet) => pet.id === selectedId);
  if (shown) {
    try {
      plans[shown.id] = await loadPetPlan(api, shown, country);
    } catch (error) {
      // The pets stand on their own; the plan gets its own retry in its tab.
      if (!(error instanceof ApiError || error instanceof ApiNetworkError)) throw error;
      console.error('[meal plan] could not load the plan', error);
      plans[shown.id] = 'failed';
    }
  }
  return { household, selectedId, plans, country };
}

const petId = z.number().int().positive();

/**
 * What the meal plan page submits, once the customer saw the plan now and after: another
 * formula for a pet, or its weight, shape and activity. `country` prices the plan as the page does.
 */
export const mealplanSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('formula'), pet: petId, product: z.string().min(1), country: z.string().optional() }),
  z.object({
    intent: z.literal('profile'),
    pet: petId,
    change: z.object({ weight: z.number().positive(), condition: z.enum(bodyConditions), activity: z.enum(activityLevels) }),
    country: z.string().optional(),
  }),
]);

/** A saved change: the pet as it is now, its plan (null when it could not be read: its tab offers to try again) and what the deliveries did. */
export interface PlanChange {
  intent: 'formula' | 'profile';
  pet: Animal;
  /** The formula the pet eats now. */
  formula: string | null;
  plan: PetPlan | null;
  /** null: the deliveries could not follow, or were not asked (no plan read). */
  subscription: SubscriptionChange | null;
  /** The deliveries were asked to follow and could not (the page warns). */
  subscriptionFailed: boolean;
}

export type MealplanOutcome = ActionResult<PlanChange>;

async function followed(api: ApiClient, pet: Animal, diet: AnimalDiet): Promise<{ subscription: SubscriptionChange | null; subscriptionFailed: boolean }> {
  try {
    return { subscription: await followPlanInSubscription(api, pet, diet), subscriptionFailed: false };
  } catch (error) {
    console.error('[meal plan] the subscription did not follow the plan', error);
    return { subscription: null, subscriptionFailed: true };
  }
}

async function planOrNull(api: ApiClient, pet: Animal, country: DeliveryCountry | undefined): Promise<PetPlan | null> {
  try {
    return await loadPetPlan(api, pet, country);
  } catch (error) {
    // The change is saved; only the new plan could not be read.
    console.error('[meal plan] the new plan could not be loaded', error);
    return null;
  }
}

/**
 * The meal plan's write. The change is saved (refused: the API's words, for the panel), then the
 * pet's new plan is read and its deliveries follow it (lib/subscription-sync.ts); what of that
 * did not work is said in the answer, as the change itself stands. The router then reads the page again.
 */
export async function mealplanAction(api: ApiClient, submission: z.output<typeof mealplanSubmission>): Promise<MealplanOutcome> {
  const country = submission.country && isDeliveryCountry(submission.country) ? submission.country : undefined;
  if (submission.intent === 'formula') {
    const saved = await attempt(async () => {
      // The pet first, so that nothing is saved when it cannot be read (its deliveries follow it below).
      const pet = await api.get(`/animal/${submission.pet}/`, { schema: animalSchema });
      const diet = await api.post(`/animal/${submission.pet}/get_or_create_diet/`, { product: submission.product }, { query: { country }, schema: animalDiet });
      return { diet, pet: { ...pet, selected_product: diet.selected_formula_product.url } };
    });
    if (!saved.ok) return saved;
    const { diet, pet } = saved.value;
    const plan = await planOrNull(api, pet, country);
    return { ok: true, value: { intent: 'formula', pet, formula: diet.selected_formula_product.name, plan, ...(await followed(api, pet, diet)) } };
  }
  const saved = await attempt(() => api.patch(`/animal/${submission.pet}/`, submission.change, { schema: animalSchema }));
  if (!saved.ok) return saved;
  const pet = saved.value;
  const plan = await planOrNull(api, pet, country);
  const follow = plan ? await followed(api, pet, plan.diet) : { subscription: null, subscriptionFailed: false };
  return { ok: true, value: { intent: 'profile', pet, formula: plan?.diet.selected_formula_product.name ?? null, plan, ...follow } };
}
