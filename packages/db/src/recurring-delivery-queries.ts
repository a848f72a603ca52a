import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { BreedRow } from './catalogue-queries.ts';
import type { Database } from './client.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { addresses, animals, breeds, customers, deliveries, products, recurringDeliveries, recurringDeliveryItems } from './schema.ts';

export type RecurringDeliveryRow = typeof recurringDeliveries.$inferSelect;
export type RecurringDeliveryItemRow = typeof recurringDeliveryItems.$inferSelect;
export type RecurringItemProduct = typeof products.$inferSelect;
export type RecurringItemAnimal = typeof animals.$inferSelect;

/** An item with what pricing it needs: its product and its pet (a deleted pet is still returned). */
export interface RecurringItemWithRefs {
  item: RecurringDeliveryItemRow;
  product: RecurringItemProduct;
  animal: RecurringItemAnimal | null;
}

// What planning a box reads of an item's product and pet (apps/api delivery-box.ts, the feeding
// engine's `nutritionWith`), and of a pet's breeds: the columns GET /recurringdelivery/ selects.
const plannedProductColumns = {
  id: products.id,
  kind: products.kind,
  kcalPerKg: products.kcalPerKg,
  priceExclVatCents: products.priceExclVatCents,
  vatCategory: products.vatCategory,
};
const plannedAnimalColumns = {
  id: animals.id,
  type: animals.type,
  dateOfBirth: animals.dateOfBirth,
  breed1Id: animals.breed1Id,
  breed2Id: animals.breed2Id,
  size: animals.size,
  sterilised: animals.sterilised,
  nurturing: animals.nurturing,
  indoor: animals.indoor,
  activity: animals.activity,
  amountWetFood: animals.amountWetFood,
  portionsWet: animals.portionsWet,
  complaints: animals.complaints,
  condition: animals.condition,
  percentageFreshFood: animals.percentageFreshFood,
  percentageTreats: animals.percentageTreats,
  weightGrams: animals.weightGrams,
  status: animals.status,
  deletedAt: animals.deletedAt,
};

/** What planning a box reads of an item's product. */
export type PlannedProduct = Pick<RecurringItemProduct, keyof typeof plannedProductColumns>;
/** What planning a box reads of an item's pet: the feeding engine's inputs and whether it is active. */
export type PlannedAnimal = Pick<RecurringItemAnimal, keyof typeof plannedAnimalColumns>;
/** What the feeding engine reads of a breed: its adult weights. */
export type PlannedBreed = Pick<BreedRow, 'id' | 'adultWeightMinKg' | 'adultWeightMaxKg'>;

/** An item with what planning it reads (a `RecurringItemWithRefs` is one). */
export interface PlannableItem {
  item: RecurringDeliveryItemRow;
  product: PlannedProduct;
  animal: PlannedAnimal | null;
}

export async function findRecurringDeliveryOfCustomer(db: Database, customerId: string): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId));
  return row;
}

/** The recurring delivery if it is the customer's. */
export async function findRecurringDeliveryById(db: Database, customerId: string, id: number): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringDeliveries)
    .where(and(eq(recurringDeliveries.id, id), eq(recurringDeliveries.customerId, customerId)));
  return row;
}

/**
 * The customer's recurring delivery, made (inactive, with `intervalWeeks`) when there is none,
 * and locked until the transaction ends: every change of a customer's subscription and of its
 * unpaid first delivery runs under this lock, one after the other.
 */
export async function lockOrCreateRecurringDelivery(tx: Database, customerId: string, intervalWeeks: number): Promise<RecurringDeliveryRow> {
  await tx.insert(recurringDeliveries).values({ customerId, intervalWeeks, active: false }).onConflictDoNothing();
  const [row] = await tx.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId)).for('update');
  if (!row) throw new Error(`No recurring delivery for ${customerId}`);
  return row;
}

/** The customer's recurring delivery, locked until the transaction ends; undefined without one. */
export async function lockRecurringDelivery(tx: Database, customerId: string, id?: number): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringDeliveries)
    .where(and(eq(recurringDeliveries.customerId, customerId), ...(id === undefined ? [] : [eq(recurringDeliveries.id, id)])))
    .for('update');
  return row;
}

export async function updateRecurringDelivery(
  db: Database,
  id: number,
  changes: Partial<Pick<RecurringDeliveryRow, 'intervalWeeks' | 'active' | 'nextDeliveryDate'>>,
): Promise<RecurringDeliveryRow> {
  const [row] = await db
    .update(recurringDeliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recurringDeliveries.id, id))
    .returning();
  if (!row) throw new Error(`Recurring delivery ${id} disappeared`);
  return row;
}

const itemColumns = { item: recurringDeliveryItems, product: products, animal: animals };

/** The items of a recurring delivery with their products and pets, by id. */
export async function itemsOfRecurringDelivery(db: Database, recurringDeliveryId: number): Promise<RecurringItemWithRefs[]> {
  return db
    .select(itemColumns)
    .from(recurringDeliveryItems)
    .innerJoin(products, eq(products.id, recurringDeliveryItems.productId))
    .leftJoin(animals, eq(animals.id, recurringDeliveryItems.animalId))
    .where(eq(recurringDeliveryItems.recurringDeliveryId, recurringDeliveryId))
    .orderBy(asc(recurringDeliveryItems.id));
}

/**
 * What describing a customer's recurring delivery reads (GET /recurringdelivery/): the row, its
 * items with their products and pets, the breeds of those pets (the feeding engine's expected
 * adult weight) and the two countries the subscription's price may be for.
 */
export interface RecurringDeliveryView {
  row: RecurringDeliveryRow;
  items: PlannableItem[];
  breeds: PlannedBreed[];
  /** The country of the customer's default delivery address, if they have one. */
  defaultAddressCountry: string | undefined;
  /** The country of the customer's most recent delivery, if any. */
  latestDeliveryCountry: string | undefined;
}

function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

// GET /recurringdelivery/ on every dashboard visit: one statement, built and prepared once, for
// what took six (the customer, the row, the items, the breeds, the two countries). One row per
// item (one row without items), the subscription's columns repeated, and of the products, pets and
// breeds only what planning reads (a product's texts and details are kilobytes); by customer id,
// or by the caller's user id (the customer found inside the statement, as the delivery list does).
const recurringViewStatements = preparedPerDatabase((db) => {
  const breed1 = alias(breeds, 'breed_1');
  const breed2 = alias(breeds, 'breed_2');
  const customerId = qualified(recurringDeliveries.customerId);
  // As `defaultDeliveryCountryOf` (pricing-queries.ts) and `latestDeliveryCountry` (delivery-queries.ts).
  const defaultAddressCountry = sql<string | null>`(select ${qualified(addresses.country)} from ${customers} join ${addresses}
    on ${qualified(addresses.id)} = ${qualified(customers.defaultDeliveryAddressId)} and ${qualified(addresses.customerId)} = ${qualified(customers.id)}
    where ${qualified(customers.id)} = ${customerId})`;
  const latestDeliveryCountry = sql<string | null>`(select ${qualified(deliveries.country)} from ${deliveries}
    where ${qualified(deliveries.customerId)} = ${customerId} order by ${qualified(deliveries.id)} desc limit 1)`;
  const view = (where: SQL, name: string) =>
    db
      .select({
        row: recurringDeliveries,
        item: recurringDeliveryItems,
        product: plannedProductColumns,
        animal: plannedAnimalColumns,
        breed1: { id: breed1.id, adultWeightMinKg: breed1.adultWeightMinKg, adultWeightMaxKg: breed1.adultWeightMaxKg },
        breed2: { id: breed2.id, adultWeightMinKg: breed2.adultWeightMinKg, adultWeightMaxKg: breed2.adultWeightMaxKg },
        defaultAddressCountry,
        latestDeliveryCountry,
      })
      .from(recurringDeliveries)
      .leftJoin(recurringDeliveryItems, eq(recurringDeliveryItems.recurringDeliveryId, recurringDeliveries.id))
      .leftJoin(products, eq(products.id, recurringDeliveryItems.productId))
      .leftJoin(animals, eq(animals.id, recurringDeliveryItems.animalId))
      .leftJoin(breed1, eq(breed1.id, animals.breed1Id))
      .leftJoin(breed2, eq(breed2.id, animals.breed2Id))
      .where(where)
      .orderBy(asc(recurringDeliveryItems.id))
      .prepare(name);
  return {
    ofCustomer: view(eq(recurringDeliveries.customerId, sql.placeholder('customerId')), 'recurring_view_of_customer'),
    ofUser: view(
      sql`${customerId} = (select ${qualified(customers.id)} from ${customers} where ${qualified(customers.userId)} = ${sql.placeholder('userId')})`,
      'recurring_view_of_user',
    ),
  };
});

type RecurringViewRow = Awaited<ReturnType<ReturnType<typeof recurringViewStatements>['ofCustomer']['execute']>>[number];

function toView(rows: RecurringViewRow[]): RecurringDeliveryView | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const items: PlannableItem[] = [];
  const breedsById = new Map<number, PlannedBreed>();
  for (const { item, product, animal, breed1, breed2 } of rows) {
    // The row of a subscription without items, and (not possible under the foreign key) an item without its product.
    if (!item || !product) continue;
    items.push({ item, product, animal });
    for (const breed of [breed1, breed2]) if (breed) breedsById.set(breed.id, breed);
  }
  return {
    row: first.row,
    items,
    breeds: [...breedsById.values()],
    defaultAddressCountry: first.defaultAddressCountry ?? undefined,
    latestDeliveryCountry: first.latestDeliveryCountry ?? undefined,
  };
}

/** The customer's recurring delivery as GET /recurringdelivery/ describes it, in one statement; undefined without one. */
export async function findRecurringDeliveryView(db: Database, customerId: string): Promise<RecurringDeliveryView | undefined> {
  return toView(await recurringViewStatements(db).ofCustomer.execute({ customerId }));
}

/** The same, of the user's customer: undefined when the user has no customer or it has no recurring delivery. */
export async function findRecurringDeliveryViewOfUser(db: Database, userId: string): Promise<RecurringDeliveryView | undefined> {
  return toView(await recurringViewStatements(db).ofUser.execute({ userId }));
}

/** The item if it belongs to the customer's recurring delivery. */
export async function findRecurringItemOf(db: Database, customerId: string, id: number): Promise<RecurringDeliveryItemRow | undefined> {
  const [row] = await db
    .select({ item: recurringDeliveryItems })
    .from(recurringDeliveryItems)
    .innerJoin(recurringDeliveries, eq(recurringDeliveries.id, recurringDeliveryItems.recurringDeliveryId))
    .where(and(eq(recurringDeliveryItems.id, id), eq(recurringDeliveries.customerId, customerId)));
  return row?.item;
}

export type NewRecurringItem = Omit<typeof recurringDeliveryItems.$inferInsert, 'id'>;

export async function insertRecurringItems(db: Database, items: readonly NewRecurringItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(recurringDeliveryItems).values([...items]);
}

export async function updateRecurringItem(
  db: Database,
  id: number,
  changes: Partial<Pick<RecurringDeliveryItemRow, 'amount' | 'skipped' | 'productId' | 'animalId'>>,
): Promise<void> {
  await db.update(recurringDeliveryItems).set(changes).where(eq(recurringDeliveryItems.id, id));
}

export async function deleteRecurringItems(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(recurringDeliveryItems).where(inArray(recurringDeliveryItems.id, [...ids]));
}

/** Every skipped item of the recurring delivery is back in: the delivery it skipped is made. */
export async function clearSkippedItems(db: Database, recurringDeliveryId: number): Promise<void> {
  await db
    .update(recurringDeliveryItems)
    .set({ skipped: false })
    .where(and(eq(recurringDeliveryItems.recurringDeliveryId, recurringDeliveryId), eq(recurringDeliveryItems.skipped, true)));
}
