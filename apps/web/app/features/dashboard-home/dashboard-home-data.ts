import { animalList, foodPercentageInformation, type Animal } from '@brokkie/contracts/animal';
import { nextDelivery, switchOver as switchOverSchema, type NextDelivery, type SwitchOver } from '@brokkie/contracts/billing';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { subscriptionStarted } from '@brokkie/domain/subscription-progress';
import type { FeedbackQuestion } from '@brokkie/contracts/feedback';
import { loadOpenFeedbackQuestion } from '../../components/feedback-question-data.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

export interface HomeData {
  pets: Animal[];
  recurring: RecurringDelivery | null;
  next: NextDelivery | null;
  /** Products of the paid box still to arrive and of the next box, by id: their lines are named and drawn from them. */
  products: Map<number, ShopProduct>;
  /** Grams of dry food a day per pet id, where the meal plan could be read. */
  gramsByPet: Record<number, number>;
  /** The customer's first open feedback question, if any. */
  feedbackQuestion: FeedbackQuestion | null;
  /** The week of switching to Brokkie from the paid first box's arrival; null before that box is paid. */
  switchOver: SwitchOver | null;
}

async function optional<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // Secondary facts (a product's name, grams a day) must not take the whole page down.
    if (error instanceof ApiError && error.status < 500) return null;
    console.warn(`[dashboard-home] ${what} could not be loaded`, error);
    return null;
  }
}

/** What /dashboard shows, read by its route's loader (on the server for the first request). */
export async function loadHome(api: ApiClient): Promise<HomeData> {
  const [petsPage, recurringPage, feedbackQuestion] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
    loadOpenFeedbackQuestion(api),
  ]);
  const pets = petsPage.results;
  const recurring = recurringPage.results[0] ?? null;
  let next: NextDelivery | null = null;
  let switchOver: SwitchOver | null = null;
  if (subscriptionStarted(recurring)) {
    const [nextRead, guide] = await Promise.all([
      api.get(`${recurring.url}next_delivery/`, { schema: nextDelivery }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
      // 404 while the first box is not paid; the page decides whether its week is still on.
      optional(() => api.get(`${recurring.url}switch_over/`, { schema: switchOverSchema }), 'switch-over guide'),
    ]);
    next = nextRead;
    switchOver = guide;
  }
  const productIds = [
    ...new Set(
      [...(next?.paid_delivery?.items ?? []), ...(next?.delivery?.items ?? [])]
        .map((item) => idFromResourceUrl(item.product))
        .filter((id): id is number => id !== undefined),
    ),
  ];
  const [productList, grams] = await Promise.all([
    Promise.all(productIds.map((id) => optional(() => api.get(`/product/${id}/`, { query: { country: recurring?.country }, schema: shopProduct }), 'product'))),
    Promise.all(
      pets.map((pet) =>
        pet.status === 'active'
          ? optional(() => api.get(`/animal/${pet.id}/food_percentage_information/`, { schema: foodPercentageInformation }), 'grams a day')
          : Promise.resolve(null),
      ),
    ),
  ]);
  const products = new Map<number, ShopProduct>();
  for (const product of productList) if (product) products.set(product.id, product);
  const gramsByPet: Record<number, number> = {};
  pets.forEach((pet, index) => {
    const info = grams[index];
    if (info) gramsByPet[pet.id] = info.grams_per_day;
  });
  return { pets, recurring, next, products, gramsByPet, feedbackQuestion, switchOver };
}
