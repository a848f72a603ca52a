import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { animals, products, recurringDeliveries, recurringDeliveryItems } from './schema.ts';

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

export async function findRecurringDeliveryOfCustomer(
  db: Database,
  customerId: string,
): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customerId));
  return row;
}

/** The recurring delivery if it is the customer's. */
export async function findRecurringDeliveryById(
  db: Database,
  customerId: string,
  id: number,
): Promise<RecurringDeliveryRow | undefined> {
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
export async function lockOrCreateRecurringDelivery(
  tx: Database,
  customerId: string,
  intervalWeeks: number,
): Promise<RecurringDeliveryRow> {
  await tx.insert(recurringDeliveries).values({ customerId, intervalWeeks, active: false }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(recurringDeliveries)
    .where(eq(recurringDeliveries.customerId, customerId))
    .for('update');
  if (!row) throw new Error(`No recurring delivery for ${customerId}`);
  return row;
}

/** The customer's recurring delivery, locked until the transaction ends; undefined without one. */
export async function lockRecurringDelivery(
  tx: Database,
  customerId: string,
  id?: number,
): Promise<RecurringDeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(recurringDeliveries)
    .where(
      and(eq(recurringDeliveries.customerId, customerId), ...(id === undefined ? [] : [eq(recurringDeliveries.id, id)])),
    )
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

/** The item if it belongs to the customer's recurring delivery. */
export async function findRecurringItemOf(
  db: Database,
  customerId: string,
  id: number,
): Promise<RecurringDeliveryItemRow | undefined> {
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
