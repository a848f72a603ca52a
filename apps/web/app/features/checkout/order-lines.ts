import { z } from 'zod';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import type { ApiClient } from '../../lib/api-client.ts';
import { lineProductPage, lineProductsByUrl, type LineProduct } from '../../lib/box-contents.ts';

type PriceLine = CalculatePricesResponse['lines'][number];

export interface RecapLine {
  key: string;
  /** The product, named and drawn; undefined when the catalogue does not list it. */
  product: LineProduct | undefined;
  quantity: number;
  unitGrams: number | null;
  total: number;
  trial: boolean;
}

export interface RecapPet {
  url: string;
  name: string | undefined;
  lines: RecapLine[];
}

export interface RecapGroups {
  pets: RecapPet[];
  extras: RecapLine[];
}

export type NameMap = Readonly<Record<string, string>>;
export type ProductMap = Readonly<Record<string, LineProduct>>;

/** What the recap's lines are labelled with: product url → the product, pet url → name. */
export interface RecapNames {
  products: ProductMap;
  animals: NameMap;
}

function recapLine(line: PriceLine, index: number, products: ProductMap): RecapLine {
  return {
    key: `${line.product}-${line.unit_grams ?? 'unit'}-${index}`,
    product: products[line.product],
    quantity: line.quantity,
    unitGrams: line.unit_grams,
    total: line.total_incl_vat,
    trial: line.trial,
  };
}

/** The priced lines by pet (its formula sacs) and the extras, in the order the cart lists them. */
export function groupOrderLines(lines: readonly PriceLine[], products: ProductMap, animals: NameMap): RecapGroups {
  const pets: RecapPet[] = [];
  const extras: RecapLine[] = [];
  lines.forEach((line, index) => {
    const recap = recapLine(line, index, products);
    if (line.kind !== 'formula' || !line.animal) {
      extras.push(recap);
      return;
    }
    let pet = pets.find((candidate) => candidate.url === line.animal);
    if (!pet) {
      pet = { url: line.animal, name: animals[line.animal], lines: [] };
      pets.push(pet);
    }
    pet.lines.push(recap);
  });
  return { pets, extras };
}

const named = z.object({ url: z.string(), name: z.string() });
const namedPage = z.object({ results: z.array(named) });

function toMap(items: readonly { url: string; name: string }[]): Record<string, string> {
  return Object.fromEntries(items.map((item) => [item.url, item.name]));
}

/**
 * What the recap's lines show: the products of the catalogue in the delivery's country (their
 * names and pictures) and the customer's pets (stopped ones too). A failure leaves the names and
 * pictures out; the amounts still show.
 */
export async function loadRecapNames(api: ApiClient, country: string): Promise<RecapNames> {
  const [products, animals] = await Promise.allSettled([
    api.get('/product/', { query: { limit: 1000, country }, schema: lineProductPage }),
    api.get('/animal/', { query: { all: true, limit: 1000 }, schema: namedPage }),
  ]);
  if (products.status === 'rejected') console.error('[checkout] products not loaded', products.reason);
  if (animals.status === 'rejected') console.error('[checkout] pet names not loaded', animals.reason);
  return {
    products: lineProductsByUrl(products.status === 'fulfilled' ? products.value : undefined),
    animals: animals.status === 'fulfilled' ? toMap(animals.value.results) : {},
  };
}
