import { and, asc, count, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { pageWithCount } from './page-with-count.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { animalDiets, animals, products, recurringDeliveries, recurringDeliveryItems } from './schema.ts';

export type AnimalRow = typeof animals.$inferSelect;
export type AnimalDietRow = typeof animalDiets.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

/** The stored fields a create or a change writes (status and image have their own writes). */
export type AnimalValues = Omit<
  typeof animals.$inferInsert,
  'id' | 'customerId' | 'status' | 'stopKind' | 'stopReason' | 'statusChangedAt' | 'imagePath' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

export interface AnimalPage {
  count: number;
  rows: AnimalRow[];
}

// A deleted pet is gone for its owner; it stays in the table for deliveries and invoices.
function ownedBy(customerId: string | Placeholder | SQL, id?: number) {
  return and(
    eq(animals.customerId, customerId),
    isNull(animals.deletedAt),
    ...(id === undefined ? [] : [eq(animals.id, id)]),
  );
}

// GET /animal/ on every page of the account: prepared, per filter. The page is found by customer
// id, or (the caller acting as themselves, the common case) by the caller's user id, which spares
// the round trip that looks the customer up first.
function animalPageStatements(includeStopped: boolean) {
  return preparedPerDatabase((db) => {
    const suffix = includeStopped ? 'all' : 'active';
    const filtered = (owner: SQL | Placeholder) => {
      const owned = ownedBy(owner);
      return includeStopped ? owned : and(owned, eq(animals.status, 'active'));
    };
    const page = (where: SQL | undefined, name: string) =>
      db
        .select()
        .from(animals)
        .where(where)
        .orderBy(asc(animals.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    const ofCustomer = filtered(sql.placeholder('customerId'));
    return {
      count: db.select({ count: count() }).from(animals).where(ofCustomer).prepare(`animal_count_${suffix}`),
      rows: page(ofCustomer, `animal_page_${suffix}`),
    };
  });
}
const allAnimalsPage = animalPageStatements(true);
const activeAnimalsPage = animalPageStatements(false);

/** The customer's pets, by id: active ones, or all (`includeStopped`). */
export async function listAnimals(
  db: Database,
  customerId: string,
  options: { includeStopped: boolean; limit: number; offset: number },
): Promise<AnimalPage> {
  const statements = (options.includeStopped ? allAnimalsPage : activeAnimalsPage)(db);
  return pageWithCount(
    options,
    () => statements.rows.execute({ customerId, limit: options.limit, offset: options.offset }),
    async () => (await statements.count.execute({ customerId }))[0]?.count ?? 0,
  );
}

export async function findAnimal(db: Database, customerId: string, id: number): Promise<AnimalRow | undefined> {
  const [row] = await db.select().from(animals).where(ownedBy(customerId, id));
  return row;
}

export async function findAnimalsByIds(db: Database, customerId: string, ids: readonly number[]): Promise<AnimalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(animals)
    .where(and(ownedBy(customerId), inArray(animals.id, [...ids])))
    .orderBy(asc(animals.id));
}

export async function insertAnimal(db: Database, customerId: string, values: AnimalValues): Promise<AnimalRow> {
  const [row] = await db
    .insert(animals)
    .values({ ...values, customerId })
    .returning();
  if (!row) throw new Error('The animal was not inserted');
  return row;
}

export async function updateAnimal(
  db: Database,
  customerId: string,
  id: number,
  values: Partial<AnimalValues>,
): Promise<AnimalRow | undefined> {
  const [row] = await db
    .update(animals)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedBy(customerId, id))
    .returning();
  return row;
}

/** Hides the pet; `false` when there was no such pet of the customer. */
export async function softDeleteAnimal(db: Database, customerId: string, id: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(animals)
    .set({ deletedAt: now, updatedAt: now })
    .where(ownedBy(customerId, id))
    .returning({ id: animals.id });
  return rows.length > 0;
}

export interface StatusChange {
  /** The status the pet must still have; a concurrent change makes the write miss. */
  from: 'active' | 'stopped';
  status: 'active' | 'stopped';
  stopKind: 'paused' | 'stopped' | null;
  stopReason: string | null;
}

/** Changes the status if the pet still has `change.from`; undefined otherwise (or no such pet). */
export async function changeAnimalStatus(
  db: Database,
  customerId: string,
  id: number,
  change: StatusChange,
): Promise<AnimalRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(animals)
    .set({
      status: change.status,
      stopKind: change.stopKind,
      stopReason: change.stopReason,
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(and(ownedBy(customerId, id), eq(animals.status, change.from)))
    .returning();
  return row;
}

/** Makes the stopped ones among `ids` active again, in one statement. */
export async function activateAnimals(db: Database, customerId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(animals)
    .set({ status: 'active', stopKind: null, stopReason: null, statusChangedAt: now, updatedAt: now })
    .where(and(ownedBy(customerId), inArray(animals.id, [...ids]), eq(animals.status, 'stopped')));
}

/**
 * Stops every pet of the customer that is active or paused, with one reason, in one statement (so
 * no pet is left half-way); pets already stopped keep their reason. Answers the pets it stopped.
 */
export async function stopAllAnimals(db: Database, customerId: string, reason: string): Promise<AnimalRow[]> {
  const now = new Date();
  return db
    .update(animals)
    .set({ status: 'stopped', stopKind: 'stopped', stopReason: reason, statusChangedAt: now, updatedAt: now })
    .where(and(ownedBy(customerId), or(eq(animals.status, 'active'), eq(animals.stopKind, 'paused'))))
    .returning();
}

/**
 * Pauses every active pet of the customer in one statement (never half of them); paused and
 * stopped pets stay as they are. Returns the pets it paused.
 */
export async function pauseAllAnimals(db: Database, customerId: string): Promise<AnimalRow[]> {
  const now = new Date();
  return db
    .update(animals)
    .set({ status: 'stopped', stopKind: 'paused', stopReason: null, statusChangedAt: now, updatedAt: now })
    .where(and(ownedBy(customerId), eq(animals.status, 'active')))
    .returning();
}

/**
 * Points the pet at a new photo (or none) and returns the key of the photo it had, so that the
 * caller can remove it. Row-locked, so two uploads at once cannot both think they replaced the
 * same old photo.
 */
export async function replaceAnimalImage(
  db: Database,
  customerId: string,
  id: number,
  imagePath: string | null,
): Promise<{ row: AnimalRow; previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imagePath: animals.imagePath })
      .from(animals)
      .where(ownedBy(customerId, id))
      .for('update');
    if (!current) return undefined;
    const [row] = await tx
      .update(animals)
      .set({ imagePath, updatedAt: new Date() })
      .where(ownedBy(customerId, id))
      .returning();
    return row ? { row, previous: current.imagePath } : undefined;
  });
}

// ─── The pet's part of the recurring delivery ────────────────────────────────────────────────

export interface RecurringDeliveryOfCustomer {
  id: number;
  intervalWeeks: number;
  active: boolean;
}

export async function findRecurringDeliveryOf(
  db: Database,
  customerId: string,
): Promise<RecurringDeliveryOfCustomer | undefined> {
  const [row] = await db
    .select({ id: recurringDeliveries.id, intervalWeeks: recurringDeliveries.intervalWeeks, active: recurringDeliveries.active })
    .from(recurringDeliveries)
    .where(eq(recurringDeliveries.customerId, customerId));
  return row;
}

export interface SubscribedItemRow {
  id: number;
  amount: number;
  skipped: boolean;
  product: ProductRecord;
}

/** The pet's items of the customer's recurring delivery (none before the first checkout), by id. */
export async function subscribedItemsOf(
  db: Database,
  customerId: string,
  animalId: number,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: SubscribedItemRow[] }> {
  const where = and(eq(recurringDeliveries.customerId, customerId), eq(recurringDeliveryItems.animalId, animalId));
  const [counted, rows] = await Promise.all([
    db
      .select({ count: count() })
      .from(recurringDeliveryItems)
      .innerJoin(recurringDeliveries, eq(recurringDeliveries.id, recurringDeliveryItems.recurringDeliveryId))
      .where(where)
      .then(([row]) => row?.count ?? 0),
    db
      .select({
        id: recurringDeliveryItems.id,
        amount: recurringDeliveryItems.amount,
        skipped: recurringDeliveryItems.skipped,
        product: products,
      })
      .from(recurringDeliveryItems)
      .innerJoin(recurringDeliveries, eq(recurringDeliveries.id, recurringDeliveryItems.recurringDeliveryId))
      .innerJoin(products, eq(products.id, recurringDeliveryItems.productId))
      .where(where)
      .orderBy(asc(recurringDeliveryItems.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: counted, rows };
}

// ─── Meal plan ───────────────────────────────────────────────────────────────────────────────

export async function findAnimalDiet(db: Database, animalId: number): Promise<AnimalDietRow | undefined> {
  const [row] = await db.select().from(animalDiets).where(eq(animalDiets.animalId, animalId));
  return row;
}

/** Stores the pet's meal plan (one per pet), replacing the one it had. */
export async function saveAnimalDiet(
  db: Database,
  diet: Omit<AnimalDietRow, 'updatedAt'>,
): Promise<AnimalDietRow> {
  const values = { ...diet, updatedAt: new Date() };
  const [row] = await db
    .insert(animalDiets)
    .values(values)
    .onConflictDoUpdate({
      target: animalDiets.animalId,
      set: {
        productId: values.productId,
        kcalPerDay: values.kcalPerDay,
        gramsPerDay: values.gramsPerDay,
        explanation: values.explanation,
        inputsHash: values.inputsHash,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('The diet was not saved');
  return row;
}
