import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { DatabaseHandle } from '@brokkie/db/client';
import { nextInvoiceNumber } from '@brokkie/db/delivery-queries';
import { deliveries, customers, authUsers } from '@brokkie/db/schema';
import { createSharedTestDatabase } from '../helpers/test-database.ts';

/**
 * Invoice numbers (docs/invoices.md): one after the other per year and gapless, whatever settles
 * at the same time — on PostgreSQL two connection pools, as two API instances, take numbers at
 * once, some of their transactions rolled back (a number taken and given back) — and a year's
 * first number follows the numbers of that year given before its counter existed.
 */

let handles: DatabaseHandle[];
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
}, 120_000);

afterAll(async () => {
  await dispose?.();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes a number in a transaction of its own; undefined when that transaction is rolled back. */
async function take(handle: DatabaseHandle, year: number, rollBack: boolean): Promise<string | undefined> {
  let taken: string | undefined;
  try {
    await handle.db.transaction(async (tx) => {
      taken = await nextInvoiceNumber(tx, 'BRK', year);
      // Held a moment, so that the others queue behind it.
      await pause(5);
      if (rollBack) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
    return undefined;
  }
  return taken;
}

function numbersOf(taken: ReadonlyArray<string | undefined>): number[] {
  return taken.flatMap((number) => (number ? [Number(number.slice(-6))] : [])).sort((a, b) => a - b);
}

describe('nextInvoiceNumber', () => {
  it('continues after the numbers of the year given before its counter existed', async () => {
    const db = handles[0]!.db;
    await db.insert(authUsers).values({ id: 'usr_invoice_numbers', name: 'Numbers', email: 'numbers@example.com', emailVerified: true });
    await db.insert(customers).values({ id: 'hid_INVOICENUMS', userId: 'usr_invoice_numbers', currentStoreId: 'brokkie' });
    await db.insert(deliveries).values(
      ['BRK-2031-000004', 'BRK-2031-000011', 'BRK-2030-000099'].map((invoiceNumber) => ({
        customerId: 'hid_INVOICENUMS',
        kind: 'first',
        status: 'paid',
        country: 'BE',
        invoiceNumber,
      })),
    );
    expect(await take(handles[0]!, 2031, false)).toBe('BRK-2031-000012');
    expect(await take(handles[0]!, 2031, false)).toBe('BRK-2031-000013');
  });

  it('gives numbers one after the other, without a gap, to settlements at the same time', async () => {
    // A year without a counter yet: the first numbers race to make it too.
    const taken = await Promise.all(Array.from({ length: 24 }, (_, index) => take(handles[index % handles.length]!, 2032, index % 4 === 3)));
    const committed = numbersOf(taken);
    expect(committed).toHaveLength(18);
    expect(committed).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    // The numbers given back are given again.
    const more = numbersOf(await Promise.all(Array.from({ length: 6 }, (_, index) => take(handles[index % handles.length]!, 2032, false))));
    expect(more).toEqual([19, 20, 21, 22, 23, 24]);
  });
});
