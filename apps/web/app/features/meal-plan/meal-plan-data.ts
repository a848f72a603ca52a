import { animalDiet, animalList, selectedProduct, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { pricingResponse, type PricingResponse } from '@brokkie/contracts/pricing';
import { deliveryCountries, type DeliveryCountry } from '@brokkie/domain/vat';
import type { ApiClient } from '../../lib/api-client.ts';

/** One pet's meal plan and the formulas it may have instead. */
export interface PetPlan {
  animal: Animal;
  diet: AnimalDiet;
  /** Every formula this pet may have, best first (the current one included). */
  suitable: ShopProduct[];
}

/** The site's country as a delivery country for prices, when it is one. */
export function priceCountry(shortName: string | null | undefined): DeliveryCountry | undefined {
  return (deliveryCountries as readonly string[]).includes(shortName ?? '') ? (shortName as DeliveryCountry) : undefined;
}

/**
 * The household's active pets with their meal plans (POST get_or_create_diet/, which computes
 * or returns the stored plan) and the formulas each may have (selected_product/ lists them by
 * url; each formula is read once, however many pets share it).
 */
export async function loadPetPlans(api: ApiClient, country: DeliveryCountry | undefined): Promise<PetPlan[]> {
  const query = country ? { country } : {};
  const page = await api.get('/animal/', { schema: animalList, query: { limit: 100 } });
  const plans = await Promise.all(
    page.results.map(async (animal) => {
      const [diet, selected] = await Promise.all([
        api.post(`/animal/${animal.id}/get_or_create_diet/`, {}, { schema: animalDiet }),
        api.get(`/animal/${animal.id}/selected_product/`, { schema: selectedProduct, query }),
      ]);
      return { animal, diet, suitableUrls: selected.suitable_products };
    }),
  );
  const urls = [...new Set(plans.flatMap((plan) => plan.suitableUrls))];
  const products = new Map(
    await Promise.all(urls.map(async (url) => [url, await api.get(url, { schema: shopProduct, query })] as const)),
  );
  return plans.map(({ animal, diet, suitableUrls }) => ({
    animal,
    diet,
    suitable: suitableUrls.flatMap((url) => {
      const product = products.get(url);
      return product ? [product] : [];
    }),
  }));
}

/** Feeds the pet another of its suitable formulas; answers the new plan (new grams). */
export function chooseFormula(api: ApiClient, animal: Animal, productUrl: string): Promise<AnimalDiet> {
  return api.post(`/animal/${animal.id}/get_or_create_diet/`, { product: productUrl }, { schema: animalDiet });
}

/** Prices per pet and in total for one delivery every `intervalWeeks` weeks (POST /pricings/). */
export function pricePlans(
  api: ApiClient,
  animals: readonly Animal[],
  intervalWeeks: number,
  country: DeliveryCountry | undefined,
): Promise<PricingResponse> {
  return api.post(
    '/pricings/',
    { animals: animals.map((animal) => animal.url), interval_weeks: intervalWeeks, ...(country ? { country } : {}) },
    { schema: pricingResponse },
  );
}
