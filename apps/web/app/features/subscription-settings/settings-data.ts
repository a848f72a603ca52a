import { animalList, type Animal } from '@brokkie/contracts/animal';
import { nextDelivery, subscriptionPreview, type NextDelivery, type SubscriptionPreview } from '@brokkie/contracts/billing';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { z } from 'zod';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { dateTimestamp } from './settings-rules.ts';

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
  const ids = [...new Set((recurring?.recurringdeliveryitem_set ?? []).map((item) => idFromResourceUrl(item.product)))].filter(
    (id): id is number => id !== undefined,
  );
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

const id = z.number().int().positive();

/**
 * What the settings page submits, one change at a time, once the customer confirmed it in the
 * dialog: skip or unskip the next box, move it, another interval, an item's amount or a skip of
 * it, a pet paused, stopped (with the reason asked) or back, or the whole subscription paused or
 * stopped.
 */
export const settingsSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('skip'), delivery: id }),
  z.object({ intent: z.literal('unskip'), delivery: id }),
  z.object({ intent: z.literal('move'), delivery: id, date: z.iso.date() }),
  z.object({ intent: z.literal('interval'), recurring: id, weeks: z.number().int().min(1).max(12) }),
  z.object({ intent: z.literal('item'), item: id, amount: z.number().int().min(0).max(99).optional(), skipped: z.boolean().optional() }),
  z.object({ intent: z.literal('pet'), pet: id, action: z.enum(['pause', 'unpause', 'activate']) }),
  z.object({ intent: z.literal('stop'), pet: id, reason: z.string().trim().min(1) }),
  // The whole subscription: every active pet paused, or every pet stopped at once with one reason.
  z.object({ intent: z.literal('pause_all') }),
  z.object({ intent: z.literal('stop_all'), reason: z.string().trim().min(1) }),
]);

export type SettingsSubmission = z.input<typeof settingsSubmission>;

/** The settings' write: the change is saved; the router then reads the settings again. */
export function settingsAction(api: ApiClient, submission: z.output<typeof settingsSubmission>): Promise<ActionResult> {
  return attempt(async () => {
    switch (submission.intent) {
      case 'skip':
      case 'unskip':
        await post(api, `/delivery/${submission.delivery}/${submission.intent}/`);
        break;
      case 'move':
        await post(api, `/delivery/${submission.delivery}/date/`, { date_timestamp: dateTimestamp(submission.date) });
        break;
      case 'interval':
        await api.patch(`/recurringdelivery/${submission.recurring}/`, { interval_weeks: submission.weeks });
        break;
      case 'item': {
        // Only what changed: an amount, or a skip of the next box.
        const { intent: _intent, item, ...change } = submission;
        await api.patch(`/recurringdeliveryitem/${item}/`, change);
        break;
      }
      case 'pet':
        if (submission.action === 'unpause') await post(api, '/animal/unpause/', { animal_ids: String(submission.pet) });
        else await post(api, `/animal/${submission.pet}/${submission.action}/`);
        break;
      case 'stop':
        await post(api, `/animal/${submission.pet}/stop/`, { reason: submission.reason });
        break;
      case 'pause_all':
        // One request: the API pauses every active pet at once (one e-mail), never half of them.
        await post(api, '/animal/pause_all/');
        break;
      case 'stop_all':
        // One request: the API stops every pet at once, never half of them.
        await post(api, '/animal/stop_all/', { reason: submission.reason });
        break;
    }
    return null;
  });
}

/** A POST whose answer is not needed: after a change the settings are read again. */
export async function post(api: ApiClient, path: string, body: unknown = {}): Promise<void> {
  await api.post(path, body);
}
