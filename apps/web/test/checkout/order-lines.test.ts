import { describe, expect, it } from 'vitest';
import { groupOrderLines } from '../../app/features/checkout/order-lines.ts';
import { checkoutFixture } from './checkout-fixtures.ts';

describe('the recap lines', () => {
  it('are grouped per pet, extras apart, with the names known', () => {
    const chicken = { sku: 'BRK-8', kind: 'formula', category: 'dry_food', animal_type: 'dog', name: 'Chicken' } as const;
    const groups = groupOrderLines(checkoutFixture().cart.lines, { '/product/8/': chicken }, { '/animal/3/': 'Rex' });
    // A line carries its product (its name and what its picture is drawn from).
    expect(groups.pets).toEqual([
      { url: '/animal/3/', name: 'Rex', lines: [expect.objectContaining({ product: chicken, quantity: 2, unitGrams: 2000, total: 4066 })] },
    ]);
    expect(groups.extras).toEqual([expect.objectContaining({ product: undefined, quantity: 1, total: 424 })]);
  });
});
