import type { DeliveryItem } from '@brokkie/contracts/delivery';

/** One line of a box as the customer reads it. */
export interface BoxLine {
  key: string;
  /** The product's name; undefined when the catalogue no longer lists it. */
  name: string | undefined;
  amount: number;
  /** Sac size of a formula line; null for an extra. */
  unitGrams: number | null;
  total: number;
}

export interface BoxContents {
  pets: { url: string; name: string | undefined; lines: BoxLine[] }[];
  extras: BoxLine[];
}

/** Names that label a box's lines: product url → name, pet url → name. */
export interface BoxNames {
  products: Record<string, string>;
  animals: Record<string, string>;
}

/** A delivery's lines per pet (its formula sacs) and the extras, in the order the API gives them. */
export function contentsOf(items: readonly DeliveryItem[], names: BoxNames): BoxContents {
  const contents: BoxContents = { pets: [], extras: [] };
  for (const item of items) {
    const line: BoxLine = {
      key: String(item.id),
      name: names.products[item.product],
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
