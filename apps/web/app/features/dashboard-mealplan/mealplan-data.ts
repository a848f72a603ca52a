import { animalDiet, animalList, selectedProduct, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { breed, shopProductList, type Breed, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import type { ApiClient } from '../../lib/api-client.ts';
import { authReady } from '../../shell/auth-session.ts';

export interface Household {
  /** As loaded (by id); the page shows them in the §4 order. */
  pets: Animal[];
  recurring: RecurringDelivery | null;
}

export interface PetPlan {
  diet: AnimalDiet;
  /** The formulas this pet may have now, best first. */
  suitable: ShopProduct[];
  /** Every formula for its animal type, in catalogue order (what a changed profile may get). */
  formulas: ShopProduct[];
  /** Its breeds, with their adult weights. */
  breeds: Breed[];
}

export async function loadHousehold(api: ApiClient): Promise<Household> {
  await authReady();
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
    found = api
      .get('/product/', { query: { kind: 'formula', animal_type: type, limit: 100, country }, schema: shopProductList })
      .then((page) => page.results);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

/**
 * A pet's meal plan (get_or_create_diet: computed and kept by the API), the formulas it may
 * choose from, and what a preview of a change needs. `country` prices them as the customer's
 * boxes are priced (the default delivery address wins on the API).
 */
export async function loadPetPlan(api: ApiClient, pet: Animal, country: DeliveryCountry | undefined): Promise<PetPlan> {
  const [diet, selected, formulas, breeds] = await Promise.all([
    api.post(`/animal/${pet.id}/get_or_create_diet/`, {}, { query: { country }, schema: animalDiet }),
    api.get(`/animal/${pet.id}/selected_product/`, { query: { country }, schema: selectedProduct }),
    formulasFor(api, pet.type, country),
    Promise.all([pet.breed_1, pet.breed_2].filter((url): url is string => !!url).map((url) => api.get(url, { schema: breed }))),
  ]);
  const suitable = selected.suitable_products.flatMap((url) => {
    const product = formulas.find((candidate) => candidate.url === url) ?? (selected.product.url === url ? selected.product : undefined);
    return product ? [product] : [];
  });
  return { diet, suitable, formulas, breeds };
}
