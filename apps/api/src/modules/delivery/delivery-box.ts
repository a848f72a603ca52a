import type { Database } from '@brokkie/db/client';
import type { PlannableItem, PlannedAnimal, PlannedBreed, PlannedProduct } from '@brokkie/db/recurring-delivery-queries';
import { mealPlanFor } from '@brokkie/domain/feeding-science';
import { sacsForDelivery, type SacCount } from '@brokkie/domain/packaging';
import type { CartLineInput } from '@brokkie/domain/pricing';
import type { VatCategory } from '@brokkie/domain/vat';
import { nutritionOf, nutritionWith } from '../animal/animal-diet-service.ts';
import { sacCount, sacsForAmount } from './sac-plan.ts';

/**
 * What a box holds, from the recurring delivery's items (docs/deliveries.md):
 * - a formula item is a pet's dry food; its sacs come from the pet's grams a day for that formula
 *   (the pet's meal plan) and the interval, `amount` being the number of sacs;
 * - an extra item is `amount` units of a product of the shop;
 * - an item is in the box unless it is skipped, its amount is 0, or its pet is paused, stopped or
 *   deleted (the pet's items wait, unpriced, until it is active again).
 */
export interface PlannedItem {
  refs: PlannableItem;
  kind: 'formula' | 'extra';
  included: boolean;
  /** A formula's sacs by size; empty for an extra. */
  sacs: SacCount[];
  /** The cart lines of the item at its amount (whether included or not). */
  lines: CartLineInput[];
}

export function isActivePet(animal: Pick<PlannedAnimal, 'status' | 'deletedAt'> | null): boolean {
  return animal === null || (animal.status === 'active' && animal.deletedAt === null);
}

/** Grams a day of `product` for the pet, per its meal plan (feeding engine of the animal module). */
export class GramsPerDay {
  private readonly cache = new Map<string, number>();

  /** `breeds`: the breeds of the pets asked about, when they were read with them (none read again). */
  constructor(
    private readonly db: Database,
    private readonly today: string,
    private readonly breeds?: readonly PlannedBreed[],
  ) {}

  async of(animal: PlannedAnimal, product: PlannedProduct): Promise<number> {
    const key = `${animal.id}:${product.id}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    if (product.kcalPerKg === null) throw new Error(`Formula ${product.id} has no kcal per kg`);
    const nutrition = this.breeds ? nutritionWith(animal, this.breeds, this.today) : await nutritionOf(this.db, animal, this.today);
    const grams = mealPlanFor(nutrition.profile, { kcalPerKg: product.kcalPerKg }, this.today).gramsPerDay;
    this.cache.set(key, grams);
    return grams;
  }

  /** The number of sacs the packaging rule plans for the pet for `intervalWeeks`. */
  async plannedSacs(animal: PlannedAnimal, product: PlannedProduct, intervalWeeks: number): Promise<number> {
    return sacCount(sacsForDelivery(await this.of(animal, product), intervalWeeks).sacs);
  }
}

function formulaLine(product: PlannedProduct, animalId: number | null, sac: SacCount): CartLineInput {
  return {
    kind: 'formula',
    productId: product.id,
    animalId,
    quantity: sac.count,
    unitGrams: sac.sizeGrams,
    priceExclVatCents: product.priceExclVatCents,
    vatCategory: product.vatCategory as VatCategory,
  };
}

export function extraLine(product: PlannedProduct, amount: number, animalId: number | null = null): CartLineInput {
  return {
    kind: 'extra',
    productId: product.id,
    animalId,
    quantity: amount,
    priceExclVatCents: product.priceExclVatCents,
    vatCategory: product.vatCategory as VatCategory,
  };
}

/** Plans every item of a recurring delivery delivered every `intervalWeeks`. */
export async function planItems(grams: GramsPerDay, items: readonly PlannableItem[], intervalWeeks: number): Promise<PlannedItem[]> {
  const planned: PlannedItem[] = [];
  for (const refs of items) {
    const { item, product, animal } = refs;
    const included = !item.skipped && item.amount > 0 && isActivePet(animal);
    if (product.kind === 'formula') {
      const plan = animal ? sacsForDelivery(await grams.of(animal, product), intervalWeeks).sacs : [];
      const sacs = sacsForAmount(plan, item.amount);
      planned.push({ refs, kind: 'formula', included, sacs, lines: sacs.map((sac) => formulaLine(product, item.animalId, sac)) });
    } else {
      const lines = item.amount > 0 ? [extraLine(product, item.amount, item.animalId)] : [];
      planned.push({ refs, kind: 'extra', included, sacs: [], lines });
    }
  }
  return planned;
}

/**
 * The lines of a box of the included items. In a trial box (testbag) each pet's formula is one
 * trial sac (pricing makes it 1 kg at the trial price), so a formula item is one line whatever
 * sizes its sacs have.
 */
export function boxLines(planned: readonly PlannedItem[], options: { testbag: boolean }): CartLineInput[] {
  return planned
    .filter((entry) => entry.included)
    .flatMap((entry) => {
      const [first] = entry.lines;
      if (options.testbag && entry.kind === 'formula' && first) return [{ ...first, quantity: 1 }];
      return entry.lines;
    });
}
