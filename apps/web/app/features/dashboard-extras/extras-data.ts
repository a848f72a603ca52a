import { animalList, animalProductList, type Animal } from '@brokkie/contracts/animal';
import { nextDelivery, type NextDelivery } from '@brokkie/contracts/billing';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { deliveryUpdate, recurringDeliveryList, upsellingRequest, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { subscriptionStarted } from '@brokkie/domain/subscription-progress';
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** §9: a pet's products page holds 12. */
const productsPerPet = 12;

export interface ExtrasData {
  /** As loaded (by id); the page shows them in the §4 order. */
  pets: Animal[];
  /** Per pet id: the extras that suit it, best first. */
  productsByPet: Record<number, ShopProduct[]>;
  /** Every product the page may name (the pets' lists and what the boxes hold), by id. */
  products: Map<number, ShopProduct>;
  recurring: RecurringDelivery | null;
  /** The subscription's next box (billing); null without a subscription or before it has one. */
  next: NextDelivery | null;
}

async function loadNext(api: ApiClient, recurring: RecurringDelivery): Promise<NextDelivery | null> {
  try {
    return await api.get(`${recurring.url}next_delivery/`, { schema: nextDelivery });
  } catch (error) {
    // A subscription without a box to come yet: extras once wait until it is scheduled.
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return null;
    throw error;
  }
}

const productIdOf = (url: string) => Number(url.split('/').filter(Boolean).pop());

/** What /dashboard/extras shows, read by its route's loader (on the server for the first request). */
export async function loadExtras(api: ApiClient): Promise<ExtrasData> {
  const [petsPage, recurringPage] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
  ]);
  const pets = petsPage.results;
  const recurring = recurringPage.results[0] ?? null;
  const country = recurring?.country;
  const [lists, next] = await Promise.all([
    Promise.all(
      pets.map((pet) =>
        api.get(`/animal/${pet.id}/products/`, { query: { limit: productsPerPet, country }, schema: animalProductList }).then((page) => page.results),
      ),
    ),
    subscriptionStarted(recurring) ? loadNext(api, recurring) : Promise.resolve(null),
  ]);
  const productsByPet: Record<number, ShopProduct[]> = {};
  const products = new Map<number, ShopProduct>();
  pets.forEach((pet, index) => {
    productsByPet[pet.id] = lists[index] ?? [];
    for (const product of productsByPet[pet.id]!) products.set(product.id, product);
  });
  const inBoxes = [
    ...(recurring?.recurringdeliveryitem_set ?? []).filter((item) => item.kind === 'extra').map((item) => productIdOf(item.product)),
    ...Object.keys(next?.delivery?.custom_amounts ?? {}).map(Number),
  ];
  const missing = [...new Set(inBoxes)].filter((id) => !products.has(id));
  await Promise.all(
    missing.map(async (id) => {
      try {
        products.set(id, await api.get(`/product/${id}/`, { query: { country }, schema: shopProduct }));
      } catch (error) {
        // A product the shop no longer sells cannot be shown; the box keeps it until it is changed.
        console.warn('[extras] product not found', id, error);
      }
    }),
  );
  return { pets, productsByPet, products, recurring, next };
}

const id = z.number().int().positive();

/**
 * What the extras page submits when the cart is saved: the every-delivery extras of the
 * subscription and the next box's own (`cartRequests`), each null when it did not change.
 */
export const extrasSubmission = z.object({
  intent: z.literal('save'),
  recurring: id,
  upselling: upsellingRequest.nullable(),
  nextBox: z.object({ delivery: id, update: deliveryUpdate }).nullable(),
});

/**
 * The extras' write: every delivery first, then the next box. When the second is refused the
 * first stays saved; the router reads the boxes again, so the page shows what did go through.
 */
export function extrasAction(api: ApiClient, submission: z.output<typeof extrasSubmission>): Promise<ActionResult> {
  return attempt(async () => {
    if (submission.upselling) await api.post(`/recurringdelivery/${submission.recurring}/upselling/`, submission.upselling);
    if (submission.nextBox) await api.patch(`/delivery/${submission.nextBox.delivery}/`, submission.nextBox.update);
    return null;
  });
}
