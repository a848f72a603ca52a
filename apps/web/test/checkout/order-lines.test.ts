import { describe, expect, it } from 'vitest';
import { groupOrderLines } from '../../app/features/checkout/order-lines.ts';
import { checkoutFixture } from './checkout-fixtures.ts';

describe('the recap lines', () => {
  it('are grouped per pet, extras apart, with the names known', () => {
    const groups = groupOrderLines(checkoutFixture().cart.lines, { '/product/8/': 'Chicken' }, { '/animal/3/': 'Rex' });
    expect(groups.pets).toEqual([{ url: '/animal/3/', name: 'Rex', lines: [expect.objectContaining({ productName: 'Chicken', quantity: 2, unitGrams: 2000, total: 4066 })] }]);
    expect(groups.extras).toEqual([expect.objectContaining({ productName: undefined, quantity: 1, total: 424 })]);
  });
});
