import { describe, expect, it } from 'vitest';
import { contentsOf, lineProductPage, lineProductsByUrl } from '../../app/lib/box-contents.ts';
import { deliveryItem, extra, product } from '../support/fixtures.ts';

// What a box holds, as the order history and the thank-you page list it.

const chicken = { sku: 'BRK-1', kind: 'formula', category: 'dry_food', animal_type: 'dog', name: 'Chicken' } as const;
const chews = { sku: 'X-40', kind: 'extra', category: 'treats', animal_type: 'dog', name: 'Chews' } as const;

describe('a box’s contents', () => {
  it('groups formula lines per pet and keeps extras apart, in the order the API gives them', () => {
    const contents = contentsOf(
      [
        deliveryItem(),
        deliveryItem({ id: 32, animal: '/animal/6/', product: '/product/2/' }),
        deliveryItem({ id: 31, kind: 'extra', animal: null, product: '/product/40/', amount: 1, unit_grams: null, total_incl_vat: 424 }),
        deliveryItem({ id: 33, product: '/product/3/' }),
      ],
      { products: { '/product/1/': chicken, '/product/40/': chews }, animals: { '/animal/5/': 'Rex' } },
    );
    expect(contents.pets.map((pet) => [pet.name, pet.lines.map((line) => line.key)])).toEqual([
      ['Rex', ['30', '33']],
      [undefined, ['32']],
    ]);
    // A line carries its product: the name that labels it and what its picture is drawn from.
    expect(contents.pets[0]!.lines[0]).toEqual({ key: '30', product: chicken, amount: 2, unitGrams: 2000, total: 3562 });
    // A product or pet the catalogue no longer names keeps its line, without a name.
    expect(contents.pets[0]!.lines[1]!.product).toBeUndefined();
    expect(contents.extras).toEqual([{ key: '31', product: chews, amount: 1, unitGrams: null, total: 424 }]);
  });

  it('reads of each catalogue product only what a line shows, by its url', () => {
    const page = lineProductPage.parse({ count: 2, next: null, previous: null, results: [product(1, { name: 'Chicken' }), extra(40, 'Chews', 424)] });
    expect(lineProductsByUrl(page)).toEqual({ '/product/1/': chicken, '/product/40/': chews });
    // An unread catalogue leaves every line unnamed rather than failing the page.
    expect(lineProductsByUrl(undefined)).toEqual({});
  });
});
