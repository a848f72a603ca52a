import { describe, expect, it } from 'vitest';
import { contentsOf } from '../../app/lib/box-contents.ts';
import { deliveryItem } from '../support/fixtures.ts';

// What a box holds, as the order history and the thank-you page list it.

describe('a box’s contents', () => {
  it('groups formula lines per pet and keeps extras apart, in the order the API gives them', () => {
    const contents = contentsOf(
      [
        deliveryItem(),
        deliveryItem({ id: 32, animal: '/animal/6/', product: '/product/2/' }),
        deliveryItem({ id: 31, kind: 'extra', animal: null, product: '/product/40/', amount: 1, unit_grams: null, total_incl_vat: 424 }),
        deliveryItem({ id: 33, product: '/product/3/' }),
      ],
      { products: { '/product/1/': 'Chicken', '/product/40/': 'Chews' }, animals: { '/animal/5/': 'Rex' } },
    );
    expect(contents.pets.map((pet) => [pet.name, pet.lines.map((line) => line.key)])).toEqual([
      ['Rex', ['30', '33']],
      [undefined, ['32']],
    ]);
    expect(contents.pets[0]!.lines[0]).toEqual({ key: '30', name: 'Chicken', amount: 2, unitGrams: 2000, total: 3562 });
    // A product or pet the catalogue no longer names keeps its line, without a name.
    expect(contents.pets[0]!.lines[1]!.name).toBeUndefined();
    expect(contents.extras).toEqual([{ key: '31', name: 'Chews', amount: 1, unitGrams: null, total: 424 }]);
  });
});
