import { notInArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { breeds, products } from './schema.ts';
import { breedSeeds } from './breed-data.ts';
import { productSeeds } from './catalogue-data.ts';

/**
 * Writes the breed table and the product catalogue, idempotently: rows are upserted by their
 * natural key (breed slug, product sku), so ids never change and a second run leaves every row
 * as it was. Rows the seed no longer lists are kept, because pets, diets and deliveries point at
 * them; a product that left the catalogue is made inactive so that the shop stops offering it.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(breeds)
      .values(breedSeeds.map((seed) => ({ ...seed, names: { ...seed.names } })))
      .onConflictDoUpdate({
        target: breeds.slug,
        set: {
          type: sql`excluded.type`,
          names: sql`excluded.names`,
          size: sql`excluded.size`,
          adultWeightMinKg: sql`excluded.adult_weight_min_kg`,
          adultWeightMaxKg: sql`excluded.adult_weight_max_kg`,
        },
      });

    await tx
      .insert(products)
      .values(productSeeds.map((seed) => ({ ...seed, active: true })))
      .onConflictDoUpdate({
        target: products.sku,
        set: {
          kind: sql`excluded.kind`,
          category: sql`excluded.category`,
          animalType: sql`excluded.animal_type`,
          names: sql`excluded.names`,
          descriptions: sql`excluded.descriptions`,
          kcalPerKg: sql`excluded.kcal_per_kg`,
          unitWeightGrams: sql`excluded.unit_weight_grams`,
          priceExclVatCents: sql`excluded.price_excl_vat_cents`,
          vatCategory: sql`excluded.vat_category`,
          details: sql`excluded.details`,
          suitability: sql`excluded.suitability`,
          position: sql`excluded.position`,
          active: sql`excluded.active`,
        },
      });
    await tx
      .update(products)
      .set({ active: false })
      .where(
        notInArray(
          products.sku,
          productSeeds.map((seed) => seed.sku),
        ),
      );
  });
}
