import type { Animal } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { Delivery, RecurringDelivery } from '@brokkie/contracts/delivery';
import { multiplyCents, sumCents, type Cents } from '@brokkie/domain/money';

/**
 * The extras cart of the dashboard: what the owner wants in the boxes, next to what is in them.
 * Extras come in two ways: in every delivery (the recurring delivery's extra items, per product
 * and pet) or once, in the next box only (that delivery's `custom_amounts`, per product).
 */

export type ExtraMode = 'once' | 'every';

export interface CartLine {
  key: string;
  mode: ExtraMode;
  product: ShopProduct;
  /** The pet it is for (every delivery), or null. */
  animal: string | null;
  /** Units in the boxes now. */
  current: number;
  /** Units the owner wants. */
  amount: number;
}

/** Units of an extra a box may hold (the API's limit). */
export const maxExtraAmount = 99;

export function lineKey(mode: ExtraMode, product: Pick<ShopProduct, 'id'>, animal: string | null): string {
  return mode === 'once' ? `once:${product.id}` : `every:${product.id}:${animal ?? ''}`;
}

function productIdOf(url: string): number {
  return Number(url.split('/').filter(Boolean).pop());
}

/** The extras in the boxes now: recurring extra items, and the next box's own extras. */
export function currentLines(recurring: RecurringDelivery | null, nextBox: Delivery | null, products: ReadonlyMap<number, ShopProduct>): CartLine[] {
  const lines: CartLine[] = [];
  for (const item of recurring?.recurringdeliveryitem_set ?? []) {
    const product = products.get(productIdOf(item.product));
    if (item.kind !== 'extra' || !product || item.amount === 0) continue;
    lines.push({ key: lineKey('every', product, item.animal), mode: 'every', product, animal: item.animal, current: item.amount, amount: item.amount });
  }
  for (const [id, units] of Object.entries(nextBox?.custom_amounts ?? {})) {
    const product = products.get(Number(id));
    if (!product || units === 0) continue;
    lines.push({ key: lineKey('once', product, null), mode: 'once', product, animal: null, current: units, amount: units });
  }
  return lines;
}

/** One more unit of `product` (a new line when it is not in the cart yet). */
export function addToCart(lines: readonly CartLine[], mode: ExtraMode, product: ShopProduct, animal: string | null): CartLine[] {
  const key = lineKey(mode, product, mode === 'once' ? null : animal);
  const found = lines.find((line) => line.key === key);
  if (found) return setAmount(lines, key, found.amount + 1);
  return [...lines, { key, mode, product, animal: mode === 'once' ? null : animal, current: 0, amount: 1 }];
}

export function setAmount(lines: readonly CartLine[], key: string, amount: number): CartLine[] {
  const bounded = Math.max(0, Math.min(maxExtraAmount, Math.round(amount)));
  return lines.map((line) => (line.key === key ? { ...line, amount: bounded } : line)).filter((line) => line.amount > 0 || line.current > 0);
}

export function changedLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.amount !== line.current);
}

/**
 * Whether a line counts in a box: extras for a paused or stopped pet are left out of the
 * deliveries until it is active again (docs/deliveries.md).
 */
function delivered(line: CartLine, pets: readonly Pick<Animal, 'url' | 'status'>[]): boolean {
  if (line.animal === null) return true;
  return pets.find((pet) => pet.url === line.animal)?.status === 'active';
}

const difference = (lines: readonly CartLine[]): Cents => sumCents(lines.map((line) => multiplyCents(line.product.shop_price, line.amount - line.current)));

export interface CartTotals {
  /** The next box: its price now, and after the changes (null when there is no box to change). */
  nextBox: { now: Cents; after: Cents } | null;
  /** Every delivery from then on. */
  every: { now: Cents; after: Cents } | null;
}

/**
 * What the boxes cost now and after the changes, incl. VAT: the extras' shop prices times the
 * change in units. Changes of every-delivery extras reach the next box as well.
 */
export function cartTotals(
  lines: readonly CartLine[],
  pets: readonly Pick<Animal, 'url' | 'status'>[],
  recurring: RecurringDelivery | null,
  nextBox: Delivery | null,
): CartTotals {
  const every = lines.filter((line) => line.mode === 'every' && delivered(line, pets));
  const once = lines.filter((line) => line.mode === 'once');
  return {
    nextBox: nextBox ? { now: nextBox.total, after: nextBox.total + difference(once) + difference(every) } : null,
    every: recurring ? { now: recurring.price_per_delivery, after: recurring.price_per_delivery + difference(every) } : null,
  };
}

/** The API bodies that make the boxes hold the cart: the every-delivery extras and the next box's own. */
export function cartRequests(lines: readonly CartLine[]) {
  const changes = changedLines(lines);
  const every = changes.filter((line) => line.mode === 'every');
  const once = changes.filter((line) => line.mode === 'once');
  return {
    upselling:
      every.length > 0 ? { recurringdeliveryitem_set: every.map((line) => ({ product: line.product.url, amount: line.amount, animal: line.animal })) } : null,
    customAmounts: once.length > 0 ? { custom_amounts: Object.fromEntries(once.map((line) => [String(line.product.id), line.amount])) } : null,
  };
}

/**
 * The cart after reloading the boxes: what they hold now, with the owner's changes that were not
 * saved put back on top, so a failed save loses nothing.
 */
export function withPendingChanges(current: readonly CartLine[], pending: readonly CartLine[]): CartLine[] {
  let lines = [...current];
  for (const change of changedLines(pending)) {
    const found = lines.find((line) => line.key === change.key);
    if (found) lines = setAmount(lines, change.key, change.amount);
    else if (change.amount > 0) lines.push({ ...change, current: 0 });
  }
  return lines;
}
