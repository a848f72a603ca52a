import { z } from 'zod';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import type { DeliveryItem } from '@brokkie/contracts/delivery';

/**
 * What a line needs of its product: the name that labels it and what its drawn picture is made
 * from (components/product-visual.tsx draws a `VisualProduct`, the same fields).
 */
export type LineProduct = Pick<ShopProduct, 'sku' | 'kind' | 'category' | 'animal_type' | 'name'>;

/** One line of a box as the customer reads it. */
export interface BoxLine {
  key: string;
  /** The product; undefined when the catalogue no longer lists it (the line then has no name nor picture). */
  product: LineProduct | undefined;
  amount: number;
  /** Sac size of a formula line; null for an extra. */
  unitGrams: number | null;
  total: number;
}

export interface BoxContents {
  pets: { url: string; name: string | undefined; lines: BoxLine[] }[];
  extras: BoxLine[];
}

/** What labels a box's lines: product url → the product, pet url → name. */
export interface BoxNames {
  products: Record<string, LineProduct>;
  animals: Record<string, string>;
}

/**
 * A page of `GET /product/` read for the lines of a box: of each product only what a line shows.
 * One read names every line, however many boxes the page lists.
 */
export const lineProductPage = z.object({
  results: z.array(shopProduct.pick({ url: true, sku: true, kind: true, category: true, animal_type: true, name: true })),
});

/** The products of such a page by url; none when the page could not be read. */
export function lineProductsByUrl(page: z.infer<typeof lineProductPage> | undefined): Record<string, LineProduct> {
  return Object.fromEntries((page?.results ?? []).map(({ url, ...product }) => [url, product]));
}

/** A delivery's lines per pet (its formula sacs) and the extras, in the order the API gives them. */
export function contentsOf(items: readonly DeliveryItem[], names: BoxNames): BoxContents {
  const contents: BoxContents = { pets: [], extras: [] };
  for (const item of items) {
    const line: BoxLine = {
      key: String(item.id),
      product: names.products[item.product],
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
      pet = { url: item.animal, name: names.animals[item.animal], lines: [] };
      contents.pets.push(pet);
    }
    pet.lines.push(line);
  }
  return contents;
}
