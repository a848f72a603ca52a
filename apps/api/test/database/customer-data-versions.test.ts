import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Database, DatabaseHandle } from '@brokkie/db/client';
import { customerDataVersionOf, customerDataVersionOfUser } from '@brokkie/db/customer-data-version-queries';
import { addresses, animals, authUsers, customerDataVersions, customers, deliveries, deliveryItems, payments, products } from '@brokkie/db/schema';
import { createSharedTestDatabase } from '../helpers/test-database.ts';

/**
 * A customer's data version (decision 0023): it grows with every committed change of the
 * customer's pets, deliveries, their items, payments and addresses, and of the customer's default
 * delivery address, whoever writes it; a rolled-back change and a change of anything else leave it;
 * it moves at the commit, not before; an erased customer has none.
 */

let handles: DatabaseHandle[];
let dispose: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
  db = handles[0]!.db;
}, 120_000);

afterAll(async () => {
  await dispose?.();
});

let made = 0;

/** A customer with an address, made without changing any version yet (no delivery, no default address). */
async function aCustomer(): Promise<{ customerId: string; userId: string; addressId: number }> {
  made += 1;
  const userId = `usr_versions_${made}`;
  const customerId = `hid_VERSIONS${made}`;
  await db.insert(authUsers).values({ id: userId, name: 'Versions', email: `versions-${made}@example.com`, emailVerified: true });
  await db.insert(customers).values({ id: customerId, userId, currentStoreId: 'brokkie' });
  // The address is the first change of the customer's data.
  const [address] = await db
    .insert(addresses)
    .values({ customerId, street: 'Kerkstraat', number: '1', postalCode: '9000', city: 'Gent', country: 'BE' })
    .returning({ id: addresses.id });
  return { customerId, userId, addressId: address!.id };
}

async function versionOf(customerId: string): Promise<number> {
  return (await customerDataVersionOf(db, customerId))?.version ?? -1;
}

/** Runs `change` and answers whether it moved the customer's version. */
async function moves(customerId: string, change: () => Promise<unknown>): Promise<boolean> {
  const before = await versionOf(customerId);
  await change();
  return (await versionOf(customerId)) > before;
}

describe('the customer data version', () => {
  it('grows with every change of the pets, the deliveries, their items and payments, the addresses and the default address', async () => {
    const { customerId, addressId } = await aCustomer();
    expect(await versionOf(customerId)).toBeGreaterThan(0);
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    let deliveryId = 0;

    expect(
      await moves(customerId, async () => {
        const [row] = await db.insert(deliveries).values({ customerId, kind: 'first', country: 'BE' }).returning({ id: deliveries.id });
        deliveryId = row!.id;
      }),
    ).toBe(true);
    expect(await moves(customerId, () => db.update(deliveries).set({ totalCents: 4995 }).where(eq(deliveries.id, deliveryId)))).toBe(true);
    expect(
      await moves(customerId, () =>
        db.insert(deliveryItems).values({ deliveryId, productId: product!.id, amount: 1, unitPriceExclVatCents: 1000, vatRate: 600, totalInclVatCents: 1060 }),
      ),
    ).toBe(true);
    expect(await moves(customerId, () => db.update(deliveryItems).set({ amount: 2 }).where(eq(deliveryItems.deliveryId, deliveryId)))).toBe(true);
    expect(
      await moves(customerId, () =>
        db.insert(payments).values({
          customerId,
          deliveryId,
          provider: 'sandbox',
          providerPaymentId: `tr_versions_${customerId}`,
          sequenceType: 'first',
          status: 'open',
          amountCents: 4995,
        }),
      ),
    ).toBe(true);
    expect(await moves(customerId, () => db.update(payments).set({ status: 'paid' }).where(eq(payments.deliveryId, deliveryId)))).toBe(true);
    expect(await moves(customerId, () => db.update(addresses).set({ city: 'Antwerpen' }).where(eq(addresses.id, addressId)))).toBe(true);
    expect(await moves(customerId, () => db.update(customers).set({ defaultDeliveryAddressId: addressId }).where(eq(customers.id, customerId)))).toBe(true);
    let animalId = 0;
    expect(
      await moves(customerId, async () => {
        const [row] = await db
          .insert(animals)
          .values({ customerId, name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: '2020-05-17', weightGrams: 24_500 })
          .returning({ id: animals.id });
        animalId = row!.id;
      }),
    ).toBe(true);
    expect(await moves(customerId, () => db.update(animals).set({ name: 'Max' }).where(eq(animals.id, animalId)))).toBe(true);
    expect(await moves(customerId, () => db.delete(animals).where(eq(animals.id, animalId)))).toBe(true);
    expect(await moves(customerId, () => db.delete(deliveryItems).where(eq(deliveryItems.deliveryId, deliveryId)))).toBe(true);
    expect(await moves(customerId, () => db.delete(deliveries).where(eq(deliveries.id, deliveryId)))).toBe(true);
  });

  it('stays for a change of anything else, for another customer’s change and for a change rolled back', async () => {
    const mine = await aCustomer();
    const theirs = await aCustomer();
    expect(await moves(mine.customerId, () => db.update(customers).set({ firstname: 'Ann' }).where(eq(customers.id, mine.customerId)))).toBe(false);
    expect(await moves(mine.customerId, () => db.insert(deliveries).values({ customerId: theirs.customerId, kind: 'first', country: 'BE' }))).toBe(false);
    expect(
      await moves(mine.customerId, async () => {
        await db
          .transaction(async (tx) => {
            await tx.insert(deliveries).values({ customerId: mine.customerId, kind: 'first', country: 'BE' });
            tx.rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof TransactionRollbackError)) throw error;
          });
      }),
    ).toBe(false);
  });

  it('moves when the transaction commits, once its changes are all in', async () => {
    const { customerId } = await aCustomer();
    const before = await versionOf(customerId);
    await db.transaction(async (tx) => {
      await tx.insert(deliveries).values({ customerId, kind: 'first', country: 'BE' });
      // Inside the transaction the version has not moved yet: it moves with the commit.
      const [inside] = await tx.select().from(customerDataVersions).where(eq(customerDataVersions.customerId, customerId));
      expect(inside?.version ?? 0).toBe(before);
    });
    expect(await versionOf(customerId)).toBeGreaterThan(before);
  });

  it('is read with the customer by user id, and leaves with an erased customer', async () => {
    const { customerId, userId } = await aCustomer();
    expect(await customerDataVersionOfUser(db, userId)).toEqual({ customerId, version: await versionOf(customerId) });
    expect(await customerDataVersionOfUser(db, 'usr_nobody')).toBeUndefined();

    await db.insert(deliveries).values({ customerId, kind: 'first', country: 'BE' });
    await db.delete(customers).where(eq(customers.id, customerId));
    expect(await db.select().from(customerDataVersions).where(eq(customerDataVersions.customerId, customerId))).toEqual([]);
  });
});
