import { z } from 'zod';
import { couponList, type CouponResource } from '@brokkie/contracts/coupon';
import { deliveryList, recurringDeliveryList, type Delivery, type RecurringDelivery } from '@brokkie/contracts/delivery';
import type { ApiClient } from '../../lib/api-client.ts';

const paidStatuses: ReadonlySet<Delivery['status']> = new Set(['paid', 'shipped', 'delivered']);

export function isPaid(delivery: Pick<Delivery, 'status'>): boolean {
  return paidStatuses.has(delivery.status);
}

/** The delivery of `?delivery=12` among the customer's, else their newest paid first delivery. */
export function pickDelivery(deliveries: readonly Delivery[], param: string | null): Delivery | undefined {
  if (param && /^[1-9]\d{0,9}$/.test(param)) return deliveries.find((delivery) => delivery.id === Number(param));
  return deliveries
    .filter((delivery) => delivery.kind === 'first' && isPaid(delivery))
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
}

export interface ContentLine {
  key: string;
  name: string | undefined;
  amount: number;
  unitGrams: number | null;
  total: number;
}

export interface DeliveryContents {
  pets: { url: string; name: string | undefined; lines: ContentLine[] }[];
  extras: ContentLine[];
}

/** The delivery's items per pet (formula sacs) and the extras. */
export function contentsOf(items: Delivery['items'], products: Record<string, string>, animals: Record<string, string>): DeliveryContents {
  const contents: DeliveryContents = { pets: [], extras: [] };
  for (const item of items) {
    const line: ContentLine = {
      key: String(item.id),
      name: products[item.product],
      amount: item.amount,
      unitGrams: item.unit_grams,
      total: item.total_incl_vat,
    };
    if (item.kind !== 'formula' || !item.animal) {
      contents.extras.push(line);
      continue;
    }
    let pet = contents.pets.find((candidate) => candidate.url === item.animal);
    if (!pet) {
      pet = { url: item.animal, name: animals[item.animal], lines: [] };
      contents.pets.push(pet);
    }
    pet.lines.push(line);
  }
  return contents;
}

const namedPage = z.object({ results: z.array(z.object({ url: z.string(), name: z.string() })) });

export interface ThankYouData {
  delivery: Delivery | undefined;
  recurring: RecurringDelivery | undefined;
  coupon: CouponResource | undefined;
  products: Record<string, string>;
  animals: Record<string, string>;
}

function settled<T>(result: PromiseSettledResult<T>, what: string): T | undefined {
  if (result.status === 'fulfilled') return result.value;
  // Extras of the page (names, the coupon, the plan after the box): the confirmation shows without them.
  console.error(`[thank-you] ${what} not loaded`, result.reason);
  return undefined;
}

/** What the thank-you page shows: the delivery, the plan after it, the thank-you coupon and the names. */
export async function loadThankYou(api: ApiClient, deliveryParam: string | null): Promise<ThankYouData> {
  const deliveries = await api.get('/delivery/', { query: { limit: 1000 }, schema: deliveryList });
  const delivery = pickDelivery(deliveries.results, deliveryParam);
  const [recurring, coupons, products, animals] = await Promise.allSettled([
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
    api.get('/couponcode/', { query: { channels: 'thankyou' }, schema: couponList }),
    api.get('/product/', { query: { limit: 1000, country: delivery?.country }, schema: namedPage }),
    api.get('/animal/', { query: { all: true, limit: 1000 }, schema: namedPage }),
  ]);
  const toMap = (page: z.infer<typeof namedPage> | undefined) => Object.fromEntries((page?.results ?? []).map((item) => [item.url, item.name]));
  return {
    delivery,
    recurring: settled(recurring, 'recurring delivery')?.results[0],
    coupon: settled(coupons, 'thank-you coupon')?.results[0],
    products: toMap(settled(products, 'product names')),
    animals: toMap(settled(animals, 'pet names')),
  };
}
