import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartRequests,
  cartTotals,
  changedLines,
  currentLines,
  setAmount,
  withPendingChanges,
} from '../../app/features/dashboard-extras/extras-cart.ts';
import { petSelection } from '../../app/components/pet-selection.ts';
import { box, extra, item, pet, subscription } from '../support/fixtures.ts';

const rex = pet(3, 'Rex');
const bella = pet(5, 'Bella', { status: 'stopped', stop_kind: 'paused' });
const bites = extra(14, 'Chicken Bites', 543);
const oil = extra(22, 'Salmon Oil', 1561);
const products = new Map([bites, oil].map((product) => [product.id, product]));

describe('the extras cart', () => {
  const recurring = subscription(
    [item(7, { kind: 'formula', animal: rex.url, amount: 2 }), item(8, { product: bites.url, animal: rex.url, amount: 1 })],
    12000,
  );
  const nextBox = box(12000, { '22': 1 });

  it('starts from what the boxes hold: every-delivery extras per pet, the next box’s own per product', () => {
    const lines = currentLines(recurring, nextBox, products);
    expect(lines.map((line) => [line.mode, line.product.name, line.animal, line.amount])).toEqual([
      ['every', 'Chicken Bites', rex.url, 1],
      ['once', 'Salmon Oil', null, 1],
    ]);
    expect(changedLines(lines)).toEqual([]);
  });

  it('adds, changes and removes, and prices the next box and every delivery after the change', () => {
    let lines = currentLines(recurring, nextBox, products);
    lines = addToCart(lines, 'every', bites, rex.url); // 2 bites in every delivery
    lines = addToCart(lines, 'once', bites, rex.url); // 1 bite in the next box only
    lines = setAmount(lines, 'once:22', 0); // no salmon oil this time
    const totals = cartTotals(lines, [rex], recurring, nextBox);
    expect(totals.every).toEqual({ now: 12000, after: 12000 + 543 });
    expect(totals.nextBox).toEqual({ now: 12000, after: 12000 + 543 + 543 - 1561 });
    expect(cartRequests(lines)).toEqual({
      upselling: { recurringdeliveryitem_set: [{ product: bites.url, amount: 2, animal: rex.url }] },
      customAmounts: { custom_amounts: { '14': 1, '22': 0 } },
    });
  });

  it('does not count extras of a paused pet in the boxes, as the deliveries leave them out', () => {
    const lines = addToCart([], 'every', oil, bella.url);
    const totals = cartTotals(lines, [rex, bella], recurring, nextBox);
    expect(totals.every).toEqual({ now: 12000, after: 12000 });
    expect(cartRequests(lines).upselling?.recurringdeliveryitem_set).toEqual([{ product: oil.url, amount: 1, animal: bella.url }]);
  });

  it('keeps unsaved changes on top of the reloaded boxes, so a failed save loses nothing', () => {
    const pending = setAmount(addToCart(currentLines(recurring, nextBox, products), 'every', oil, rex.url), 'once:22', 3);
    // The every-delivery part went through; the next box refused.
    const reloaded = currentLines(
      subscription([...recurring.recurringdeliveryitem_set, item(9, { product: oil.url, animal: rex.url, amount: 1 })]),
      nextBox,
      products,
    );
    const lines = withPendingChanges(reloaded, pending);
    expect(changedLines(lines).map((line) => [line.key, line.current, line.amount])).toEqual([['once:22', 1, 3]]);
  });

  it('never goes below nothing or above the box’s limit', () => {
    let lines = addToCart([], 'once', oil, null);
    lines = setAmount(lines, 'once:22', 500);
    expect(lines[0]!.amount).toBe(99);
    expect(setAmount(lines, 'once:22', -3)).toEqual([]);
  });
});

describe('§4: the pet selector', () => {
  it('selects the first animal loaded and shows the list reversed', () => {
    const loaded = [pet(3, 'Rex'), pet(5, 'Bella'), pet(8, 'Minou')];
    const { pets, selectedId } = petSelection(loaded);
    expect(pets.map((p) => p.name)).toEqual(['Minou', 'Bella', 'Rex']);
    expect(selectedId).toBe(3);
    expect(loaded.map((p) => p.name)).toEqual(['Rex', 'Bella', 'Minou']);
  });

  it('selects a pet named in a link instead, when it is one of them', () => {
    const loaded = [pet(3, 'Rex'), pet(5, 'Bella')];
    expect(petSelection(loaded, 5).selectedId).toBe(5);
    expect(petSelection(loaded, 99).selectedId).toBe(3);
    expect(petSelection([]).selectedId).toBeNull();
  });
});
