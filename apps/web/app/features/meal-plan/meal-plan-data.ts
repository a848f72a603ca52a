import { animalDiet, animalList, selectedProduct, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { couponList } from '@brokkie/contracts/coupon';
import { pricingResponse, type PricingResponse } from '@brokkie/contracts/pricing';
import { defaultIntervalWeeks } from '@brokkie/domain/packaging';
import { deliveryCountries, type DeliveryCountry } from '@brokkie/domain/vat';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { findFirstDelivery } from '../../lib/first-delivery.ts';

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
  const products = new Map(await Promise.all(urls.map(async (url) => [url, await api.get(url, { schema: shopProduct, query })] as const)));
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
export function chooseFormula(api: ApiClient, animalId: number, productUrl: string): Promise<AnimalDiet> {
  return api.post(`/animal/${animalId}/get_or_create_diet/`, { product: productUrl }, { schema: animalDiet });
}

/** Prices per pet and in total for one delivery every `intervalWeeks` weeks (POST /pricings/). */
export function pricePlans(api: ApiClient, animals: readonly Animal[], intervalWeeks: number, country: DeliveryCountry | undefined): Promise<PricingResponse> {
  return api.post(
    '/pricings/',
    { animals: animals.map((animal) => animal.url), interval_weeks: intervalWeeks, ...(country ? { country } : {}) },
    { schema: pricingResponse },
  );
}

/** What /suggested-mealplan opens with: the plans, their interval and its prices. */
export interface MealPlanData {
  plans: PetPlan[];
  country: DeliveryCountry | undefined;
  /** The recurring delivery's interval when there is one already (the plans carry it), else 4. */
  intervalWeeks: number;
  /** null when the prices could not be worked out: the page offers to try again. */
  pricing: PricingResponse | null;
  /**
   * The first-box offer (issue 16), while the first box is not paid: whether the unpaid first box
   * is a trial box now (false before there is one). null once the first box is paid.
   */
  firstBox: { trial: boolean; welcome: WelcomeCoupon | null } | null;
}

/** The welcome coupon offered for a first box (coupon channel `first_box`): its code and percentage. */
export interface WelcomeCoupon {
  code: string;
  /** Basis points off the first box. */
  percentage: number;
}

/** The percentage coupon offered for first boxes (GET /couponcode/?channels=first_box), if there is one; the plan stands without it. */
async function welcomeCoupon(api: ApiClient): Promise<WelcomeCoupon | null> {
  try {
    const page = await api.get('/couponcode/', { query: { channels: 'first_box' }, schema: couponList });
    const offered = page.results.find((coupon) => coupon.type === 'percentage' && coupon.is_onboarding);
    return offered ? { code: offered.code, percentage: offered.value } : null;
  } catch (error) {
    console.error('[meal plan] the welcome coupon could not be read', error);
    return null;
  }
}

/** The page's first read, by its route's loader (on the server for the first request). */
export async function loadMealPlan(api: ApiClient, country: DeliveryCountry | undefined): Promise<MealPlanData> {
  const [plans, first, welcome] = await Promise.all([loadPetPlans(api, country), findFirstDelivery(api), welcomeCoupon(api)]);
  const firstBox = first.kind === 'paid' ? null : { trial: first.kind === 'open' && first.delivery.testbag, welcome };
  const intervalWeeks = plans[0]?.diet.interval_weeks ?? defaultIntervalWeeks;
  let pricing: PricingResponse | null = null;
  if (plans.length > 0) {
    try {
      pricing = await pricePlans(
        api,
        plans.map((plan) => plan.animal),
        intervalWeeks,
        country,
      );
    } catch (error) {
      // The plans stand on their own; the prices get their own retry on the page.
      if (!(error instanceof ApiError)) throw error;
      console.error('[meal plan] could not price the plans', error);
    }
  }
  return { plans, country, intervalWeeks, pricing, firstBox };
}
