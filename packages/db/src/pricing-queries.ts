import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from './client.ts';
import { addresses, animals, customers, deliveries, products } from './schema.ts';

/** What pricing reads of a product. */
export type PricedProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'kind' | 'animalType' | 'priceExclVatCents' | 'vatCategory' | 'unitWeightGrams' | 'active'
>;

export async function findProductsForPricing(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, PricedProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      kind: products.kind,
      animalType: products.animalType,
      priceExclVatCents: products.priceExclVatCents,
      vatCategory: products.vatCategory,
      unitWeightGrams: products.unitWeightGrams,
      active: products.active,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Of `ids`, the animals that belong to the customer and are not deleted (id → type). */
export async function findOwnAnimalTypes(
  db: Database,
  customerId: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: animals.id, type: animals.type })
    .from(animals)
    .where(and(eq(animals.customerId, customerId), inArray(animals.id, [...new Set(ids)]), isNull(animals.deletedAt)));
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** The country (ISO alpha-2) of the customer's default delivery address, if it has one. */
export async function defaultDeliveryCountryOf(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ country: addresses.country })
    .from(customers)
    .innerJoin(
      addresses,
      and(eq(addresses.id, customers.defaultDeliveryAddressId), eq(addresses.customerId, customers.id)),
    )
    .where(eq(customers.id, customerId));
  return row?.country;
}

/**
 * Whether the customer has paid for a delivery. Until then every order is its onboarding (first)
 * order, which onboarding coupons are for.
 */
export async function hasPaidDelivery(db: Database, customerId: string): Promise<boolean> {
  return (await db.$count(deliveries, and(eq(deliveries.customerId, customerId), isNotNull(deliveries.paidAt)))) > 0;
}
