import { animalList, type Animal } from '@brokkie/contracts/animal';
import { nextDelivery, subscriptionPreview, type NextDelivery, type SubscriptionPreview } from '@brokkie/contracts/billing';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

export interface SettingsData {
  /** As loaded; the page shows them in the §4 order. */
  pets: Animal[];
  recurring: RecurringDelivery | null;
  next: NextDelivery | null;
  products: Map<number, ShopProduct>;
}

export async function loadNext(api: ApiClient, recurring: RecurringDelivery): Promise<NextDelivery | null> {
  try {
    return await api.get(`${recurring.url}next_delivery/`, { schema: nextDelivery });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What /dashboard/subscription-settings shows, read by its route's loader (on the server for the first request). */
export async function loadSettings(api: ApiClient): Promise<SettingsData> {
  const [petsPage, recurringPage] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
  ]);
  const recurring = recurringPage.results[0] ?? null;
  const next = recurring && (recurring.active || recurring.next_delivery_date) ? await loadNext(api, recurring) : null;
  const ids = [...new Set((recurring?.recurringdeliveryitem_set ?? []).map((item) => idFromResourceUrl(item.product)))].filter((id): id is number => id !== undefined);
  const products = new Map<number, ShopProduct>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        products.set(id, await api.get(`/product/${id}/`, { query: { country: recurring?.country }, schema: shopProduct }));
      } catch (error) {
        // Without its name the item is still shown, as "product".
        console.warn('[subscription-settings] product not found', id, error);
      }
    }),
  );
  return { pets: petsPage.results, recurring, next, products };
}

/** A change the API can preview: another interval, or the next box on another date (a type, so it passes as a query). */
export type PreviewQuery = { interval_weeks?: number; date?: string };

export function loadPreview(api: ApiClient, recurring: RecurringDelivery, change: PreviewQuery): Promise<SubscriptionPreview> {
  return api.get(`${recurring.url}preview/`, { query: change, schema: subscriptionPreview });
}

/** A POST whose answer is not needed: after a change the settings are read again. */
export async function post(api: ApiClient, path: string, body: unknown = {}): Promise<void> {
  await api.post(path, body);
}
