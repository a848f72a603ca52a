import type { Animal } from '@brokkie/contracts/animal';
import type { RecurringDelivery, RecurringDeliveryItem } from '@brokkie/contracts/delivery';

/** What a pet's status lets the customer do (§4: active → pause/stop; stopped → unpause/activate). */
export function petActions(pet: Animal): ('pause' | 'stop' | 'unpause' | 'activate')[] {
  if (pet.status === 'active') return ['pause', 'stop'];
  return pet.stop_kind === 'paused' ? ['unpause'] : ['activate'];
}

/** Price per day as the API computes it: the delivery over the days it lasts, rounded. */
export function pricePerDay(pricePerDelivery: number, intervalWeeks: number): number {
  return Math.round(pricePerDelivery / (intervalWeeks * 7));
}

/** The box's price per delivery once a pet is left out (pause, stop) or brought back (unpause, activate). */
export function priceWithPet(recurring: RecurringDelivery, petUrl: string, active: boolean): number {
  const items = recurring.recurringdeliveryitem_set.filter((item) => item.animal === petUrl);
  if (!active) return recurring.price_per_delivery - items.filter((item) => item.included).reduce((sum, item) => sum + item.price_per_delivery, 0);
  const comingBack = items.filter((item) => !item.included && !item.skipped && item.amount > 0);
  return recurring.price_per_delivery + comingBack.reduce((sum, item) => sum + item.price_per_delivery, 0);
}

/**
 * The box's price per delivery after an item change. An extra is priced per unit, so its price
 * scales with the amount; null when that cannot be known (an item at 0 units has no price yet).
 */
export function priceWithItem(recurring: RecurringDelivery, item: RecurringDeliveryItem, change: { amount?: number; skipped?: boolean }): number | null {
  const amount = change.amount ?? item.amount;
  const skipped = change.skipped ?? item.skipped;
  let itemPrice: number;
  if (amount === item.amount) itemPrice = item.price_per_delivery;
  else if (item.amount > 0 && item.kind === 'extra') itemPrice = Math.round((item.price_per_delivery / item.amount) * amount);
  else if (amount === 0) itemPrice = 0;
  else return null;
  const wasIn = item.included ? item.price_per_delivery : 0;
  const isIn = skipped || amount === 0 ? 0 : itemPrice;
  // A paused pet's item stays out whatever its amount.
  const petOut = !item.included && !item.skipped && item.amount > 0;
  return recurring.price_per_delivery - wasIn + (petOut ? 0 : isIn);
}

/** `date/` takes a Unix time of any instant of the day in Brussels: noon UTC is always that day. */
export function dateTimestamp(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!, 12) / 1000;
}
