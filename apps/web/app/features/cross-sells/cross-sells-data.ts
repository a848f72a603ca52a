import { z } from 'zod';
import { animalList, animalProductList, type Animal } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { delivery as deliverySchema, recurringDelivery as recurringDeliverySchema, type Delivery, type RecurringDelivery } from '@brokkie/contracts/delivery';
import type { ApiClient } from '../../lib/api-client.ts';
import { findFirstDelivery } from '../../lib/first-delivery.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** §9: a pet's products are fetched 12 at a time. */
const productsPerPet = 12;

/** An extra that suits one or more of the pets. */
export interface SuitedExtra {
  product: ShopProduct;
  /** Names of the pets it suits, in the household's order. */
  pets: string[];
}

/** The unpaid first delivery, the recurring delivery it starts, and the extras on offer. */
export interface Funnel {
  delivery: Delivery;
  recurring: RecurringDelivery | null;
  extras: SuitedExtra[];
}

/** What /cross-sells shows: the extras for the open first delivery, or that there is none (yet, or any more). */
export type CrossSellsData = { kind: 'open'; funnel: Funnel } | { kind: 'paid' } | { kind: 'none' };

/**
 * The extras that suit the household: each pet's suited products (best first), merged so a
 * product that suits several pets is offered once, where it first came up.
 */
async function suitedExtras(api: ApiClient, pets: readonly Animal[], delivery: Pick<Delivery, 'country'>): Promise<SuitedExtra[]> {
  const lists = await Promise.all(
    pets.map(async (pet) => ({
      name: pet.name,
      products: (
        await api.get(`/animal/${pet.id}/products/`, {
          schema: animalProductList,
          query: { limit: productsPerPet, country: delivery.country },
        })
      ).results,
    })),
  );
  const extras = new Map<number, SuitedExtra>();
  for (const { name, products } of lists) {
    for (const product of products) {
      const known = extras.get(product.id);
      if (known) known.pets.push(name);
      else extras.set(product.id, { product, pets: [name] });
    }
  }
  return [...extras.values()];
}

/** The page's first read, by its route's loader (on the server for the first request). */
export async function loadCrossSells(api: ApiClient): Promise<CrossSellsData> {
  // The pets do not depend on the delivery: they are read alongside it, not after it.
  const [first, pets] = await Promise.all([findFirstDelivery(api), api.get('/animal/', { schema: animalList, query: { limit: 100 } })]);
  // Only the state: the paid delivery would just add to the loader data sent to the browser.
  if (first.kind !== 'open') return { kind: first.kind };
  const { delivery } = first;
  const [recurring, extras] = await Promise.all([
    delivery.recurring_delivery ? loadRecurringDelivery(api, delivery.recurring_delivery) : null,
    suitedExtras(api, pets.results, delivery),
  ]);
  return { kind: 'open', funnel: { delivery, recurring, extras } };
}

export function loadRecurringDelivery(api: ApiClient, url: string): Promise<RecurringDelivery> {
  return api.get(url, { schema: recurringDeliverySchema });
}

/** Units of an extra in the first delivery only (PATCH custom_amounts; 0 takes it out). */
export function setOnce(api: ApiClient, delivery: Pick<Delivery, 'url'>, product: Pick<ShopProduct, 'id'>, units: number): Promise<Delivery> {
  return api.patch(delivery.url, { custom_amounts: { [String(product.id)]: units } }, { schema: deliverySchema });
}

/**
 * Units of an extra in every delivery (POST upselling/). Taking it out sets every item of the
 * product to 0, including one that was added for a particular pet.
 */
export function setEveryDelivery(
  api: ApiClient,
  recurring: Pick<RecurringDelivery, 'url' | 'recurringdeliveryitem_set'>,
  product: Pick<ShopProduct, 'url'>,
  units: number,
): Promise<RecurringDelivery> {
  const existing = recurring.recurringdeliveryitem_set.filter((item) => item.kind === 'extra' && item.product === product.url);
  const items =
    units === 0 ? existing.map((item) => ({ product: product.url, animal: item.animal, amount: 0 })) : [{ product: product.url, animal: null, amount: units }];
  return api.post(`${recurring.url}upselling/`, { recurringdeliveryitem_set: items }, { schema: recurringDeliverySchema });
}

/** Units of the product in every delivery, over all its recurring items. */
export function unitsInEveryDelivery(recurring: RecurringDelivery | null, product: ShopProduct): number {
  return (recurring?.recurringdeliveryitem_set ?? [])
    .filter((item) => item.kind === 'extra' && item.product === product.url)
    .reduce((sum, item) => sum + item.amount, 0);
}

export function unitsInFirstDelivery(delivery: Delivery, product: ShopProduct): number {
  return delivery.custom_amounts[String(product.id)] ?? 0;
}

const placement = z.enum(['none', 'once', 'every']);

/** What the extras page submits: an extra moved from where the page shows it to another place (the first box, every delivery, out). */
export const crossSellsSubmission = z.object({
  intent: z.literal('place'),
  delivery: z.string().min(1),
  recurring: z.string().min(1).nullable(),
  product: z.object({ id: z.number().int().positive(), url: z.string().min(1) }),
  from: placement,
  to: placement,
});

export type CrossSellsOutcome = ActionResult;

/**
 * The extras page's write: one place at a time, so moving between "this box" and "every
 * delivery" takes the extra out of the other. The router then reads the order again (the first
 * box follows its recurring delivery), also after a refusal, so the page shows what the API holds.
 */
export async function crossSellsAction(api: ApiClient, submission: z.output<typeof crossSellsSubmission>): Promise<CrossSellsOutcome> {
  const { from, to, product } = submission;
  const delivery = { url: submission.delivery };
  return attempt(async () => {
    if (from === to) return null;
    if (from === 'once') await setOnce(api, delivery, product, 0);
    if (from === 'every' && submission.recurring) await setEveryDelivery(api, await loadRecurringDelivery(api, submission.recurring), product, 0);
    if (to === 'once') await setOnce(api, delivery, product, 1);
    // Adding sets the one item of the product; the items there are only needed to take it out.
    if (to === 'every' && submission.recurring) await setEveryDelivery(api, { url: submission.recurring, recurringdeliveryitem_set: [] }, product, 1);
    return null;
  });
}
