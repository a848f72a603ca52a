import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { addresses, customers, recurringDeliveries } from './schema.ts';
import { pageWithCount } from './page-with-count.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** The columns a customer writes; `customerId` and the timestamps are the store's business. */
export type AddressValues = Pick<
  AddressRow,
  'firstname' | 'lastname' | 'companyName' | 'street' | 'number' | 'box' | 'postalCode' | 'city' | 'country' | 'phone'
>;

export type AddressChanges = Partial<AddressValues>;

/** A page of the customer's addresses, oldest first, and how many there are in all. */
export async function addressPageOf(
  db: Database,
  customerId: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: AddressRow[] }> {
  return pageWithCount(
    window,
    () => db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)).limit(window.limit).offset(window.offset),
    () => db.$count(addresses, eq(addresses.customerId, customerId)),
  );
}

/** The address, if it is the customer's. */
export async function findAddressOf(db: Database, customerId: string, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row;
}

// Largest id a PostgreSQL `serial` holds: a bigger number names no address (and must not reach
// the database, which would refuse it as out of range).
const maxId = 2_147_483_647;

/** Whether the address exists and is the customer's. */
export async function addressBelongsTo(db: Database, customerId: string, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > maxId) return false;
  return (await db.$count(addresses, and(eq(addresses.id, id), eq(addresses.customerId, customerId)))) > 0;
}

export async function insertAddress(db: Database, customerId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, customerId })
    .returning();
  if (!row) throw new Error('The address was not stored');
  return row;
}

/** Changes the customer's address; undefined when the customer has no such address. */
export async function updateAddressOf(
  db: Database,
  customerId: string,
  id: number,
  changes: AddressChanges,
): Promise<AddressRow | undefined> {
  if (Object.keys(changes).length === 0) return findAddressOf(db, customerId, id);
  const [row] = await db
    .update(addresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row;
}

export type AddressDeletion = 'deleted' | 'not-found' | 'default-of-active-subscription';

/**
 * Deletes the customer's address, unless the customer's active recurring delivery still goes
 * there (its default delivery address). The customer's references to the address are cleared
 * in the same transaction: they have no foreign key to do it. The customer row is locked so
 * that a concurrent change of the default address cannot slip between the check and the delete.
 */
export async function deleteAddressOf(db: Database, customerId: string, id: number): Promise<AddressDeletion> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({
        defaultDeliveryAddressId: customers.defaultDeliveryAddressId,
        billingAddressOverrideId: customers.billingAddressOverrideId,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) return 'not-found';
    const [owned] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!owned) return 'not-found';

    if (customer.defaultDeliveryAddressId === id) {
      const active = await tx.$count(
        recurringDeliveries,
        and(eq(recurringDeliveries.customerId, customerId), eq(recurringDeliveries.active, true)),
      );
      if (active > 0) return 'default-of-active-subscription';
    }

    if (customer.defaultDeliveryAddressId === id || customer.billingAddressOverrideId === id) {
      await tx
        .update(customers)
        .set({
          ...(customer.defaultDeliveryAddressId === id ? { defaultDeliveryAddressId: null } : {}),
          ...(customer.billingAddressOverrideId === id ? { billingAddressOverrideId: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(customers.id, customerId), or(eq(customers.defaultDeliveryAddressId, id), eq(customers.billingAddressOverrideId, id))));
    }
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    return 'deleted';
  });
}
