import { z } from 'zod';
import { couponList, type CouponResource } from '@brokkie/contracts/coupon';
import { referral as referralSchema } from '@brokkie/contracts/referral';
import { delivery as deliverySchema, deliveryList, recurringDeliveryList, type Delivery, type RecurringDelivery } from '@brokkie/contracts/delivery';
import { payment as paymentSchema } from '@brokkie/contracts/payment';
import { switchOver as switchOverSchema, type SwitchOver } from '@brokkie/contracts/billing';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { lineProductPage, lineProductsByUrl, type LineProduct } from '../../lib/box-contents.ts';
import { isPaid, stateOf, type PurchaseState } from './purchase-state.ts';

/**
 * How the customer reached the thank-you page: `first-order` (/thank-you) after the checkout's
 * payment, `purchase` (/dashboard/thank-you) after one made in the dashboard (extras, an open
 * payment paid from the order history).
 */
export type ThankYouEntry = 'first-order' | 'purchase';

const deliveryParam = /^[1-9]\d{0,9}$/;

/** The delivery of `?delivery=12` among the customer's, else their newest paid first delivery. */
export function pickDelivery(deliveries: readonly Delivery[], param: string | null): Delivery | undefined {
  if (param && deliveryParam.test(param)) return deliveries.find((delivery) => delivery.id === Number(param));
  return deliveries.filter((delivery) => delivery.kind === 'first' && isPaid(delivery)).sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
}

/** The delivery of `?delivery=12`, else the one of the customer's latest payment, else none. */
export async function purchaseDeliveryUrl(api: ApiClient, param: string | null): Promise<string | null> {
  if (param && deliveryParam.test(param)) return `/delivery/${param}/`;
  try {
    const latest = await api.get('/payment/latest/', { schema: paymentSchema });
    return latest.delivery;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const namedPage = z.object({ results: z.array(z.object({ url: z.string(), name: z.string() })) });

export interface ThankYouData {
  entry: ThankYouEntry;
  /** The delivery whose payment the page follows; null: none to speak of. */
  deliveryUrl: string | null;
  state: PurchaseState;
  /** The first order's plan after it and thank-you coupon; never read for a purchase. */
  recurring: RecurringDelivery | undefined;
  coupon: CouponResource | undefined;
  /**
   * The customer's own referral code and what it gives a friend (the share page's offer), once the
   * first box is paid: shared instead of the thank-you coupon, so the page makes one offer.
   */
  referral: { code: string; discount: number } | undefined;
  /** The first order's switch-over guide, once its box is paid; never read for a purchase. */
  switchOver: SwitchOver | undefined;
  /** The catalogue's products by url: the box's lines are named and drawn from them. */
  products: Record<string, LineProduct>;
  animals: Record<string, string>;
}

function settled<T>(result: PromiseSettledResult<T>, what: string): T | undefined {
  if (result.status === 'fulfilled') return result.value;
  // Extras of the page (names, the coupon, the plan after the box): the confirmation shows without them.
  console.error(`[thank-you] ${what} not loaded`, result.reason);
  return undefined;
}

type Extras = Pick<ThankYouData, 'recurring' | 'coupon' | 'referral' | 'switchOver' | 'products' | 'animals'>;

/** The switch-over guide of the first box's subscription; undefined while that box is not paid (404). */
export async function loadSwitchOver(api: ApiClient, recurringDeliveryUrl: string, signal?: AbortSignal): Promise<SwitchOver | undefined> {
  try {
    return await api.get(`${recurringDeliveryUrl}switch_over/`, { schema: switchOverSchema, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** The products and pets the box's contents name, and for a first order the plan after it, the switch-over guide and the coupon to share. */
async function extrasOf(api: ApiClient, entry: ThankYouEntry, delivery: Delivery): Promise<Extras> {
  const subscription = entry === 'first-order' ? delivery.recurring_delivery : null;
  const [products, animals, recurring, coupons, switchOver, referral] = await Promise.allSettled([
    api.get('/product/', { query: { limit: 1000, country: delivery.country }, schema: lineProductPage }),
    api.get('/animal/', { query: { all: true, limit: 1000 }, schema: namedPage }),
    entry === 'first-order' ? api.get('/recurringdelivery/', { schema: recurringDeliveryList }) : undefined,
    entry === 'first-order' ? api.get('/couponcode/', { query: { channels: 'thankyou' }, schema: couponList }) : undefined,
    subscription ? loadSwitchOver(api, subscription) : undefined,
    entry === 'first-order' ? api.get('/customer/referral/', { schema: referralSchema }) : undefined,
  ]);
  const own = settled(referral, 'referral code');
  const toMap = (page: z.infer<typeof namedPage> | undefined) => Object.fromEntries((page?.results ?? []).map((item) => [item.url, item.name]));
  return {
    products: lineProductsByUrl(settled(products, 'products')),
    animals: toMap(settled(animals, 'pet names')),
    recurring: settled(recurring, 'recurring delivery')?.results[0],
    coupon: settled(coupons, 'thank-you coupon')?.results[0],
    switchOver: settled(switchOver, 'switch-over guide'),
    referral: own?.eligible && own.code ? { code: own.code, discount: own.friend_reward.discount } : undefined,
  };
}

async function deliveryOf(api: ApiClient, entry: ThankYouEntry, param: string | null): Promise<Delivery | undefined> {
  if (entry === 'first-order') {
    const deliveries = await api.get('/delivery/', { query: { limit: 1000 }, schema: deliveryList });
    return pickDelivery(deliveries.results, param);
  }
  const url = await purchaseDeliveryUrl(api, param);
  return url ? api.get(url, { schema: deliverySchema }) : undefined;
}

/**
 * The page's first read, by its route's loaders: the entry's delivery, where its payment stands
 * (while it settles the page asks again) and what the confirmation shows with it.
 */
export async function loadThankYou(api: ApiClient, entry: ThankYouEntry, param: string | null): Promise<ThankYouData> {
  const delivery = await deliveryOf(api, entry, param);
  if (!delivery) {
    return { entry, deliveryUrl: null, state: { kind: 'none' }, recurring: undefined, coupon: undefined, referral: undefined, switchOver: undefined, products: {}, animals: {} };
  }
  const [state, extras] = await Promise.all([stateOf(api, delivery), extrasOf(api, entry, delivery)]);
  return { entry, deliveryUrl: delivery.url, state, ...extras };
}
