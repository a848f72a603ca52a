import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticLoad } from '@brokkie/db/synthetic-load';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import {
  explainQueries,
  probes,
  probeSubject,
  recordPerCustomerQueries,
  wholeTableScans,
  type RecordedQuery,
} from './per-customer-queries.ts';

/**
 * Every query the API issues for one customer's request must find that customer's rows through
 * an index, or it slows down with every customer (issue 11: flat from 10k to 100k customers).
 * A test database is small, where a sequential scan is often the cheapest plan; with sequential
 * scans disabled the planner still picks one, or walks a whole index, exactly when no index
 * serves the query: that is what fails here. (At scale, `explain-per-customer-queries.ts` times
 * the same queries on PostgreSQL.)
 */
const noSequentialScans = ['enable_seqscan = off'];

let database: TestDatabase;
let recorded: RecordedQuery[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedSyntheticLoad(database.handle.db, { customers: 300, deliveriesPerCustomer: 4, paymentsPerDelivery: 2 });
  recorded = await recordPerCustomerQueries(database.handle, await probeSubject(database.handle.db));
});
afterAll(async () => {
  await database?.dispose();
});

async function scansOf(queries: readonly RecordedQuery[]): Promise<string[]> {
  const plans = await explainQueries(database.handle, queries, noSequentialScans);
  return plans.flatMap((plan, index) => wholeTableScans(plan).map((scan) => `${queries[index]!.probe}: ${scan}`));
}

describe('per-customer queries', () => {
  it.each(Object.keys(probes))('%s reads no growing table whole', async (probe) => {
    const queries = recorded.filter((query) => query.probe === probe);
    expect(queries.length).toBeGreaterThan(0);
    expect(await scansOf(queries)).toEqual([]);
  });

  it('would be caught reading a growing table whole (without the index on payment.delivery_id)', async () => {
    const queries = recorded.filter((query) => query.probe === 'latestPaymentStatuses');
    const { db } = database.handle;
    await db.execute('drop index payment_delivery_id_idx' as never);
    try {
      expect(await scansOf(queries)).not.toEqual([]);
    } finally {
      await db.execute(
        'create index payment_delivery_id_idx on payment (delivery_id, created_at desc nulls first, id desc nulls first)' as never,
      );
    }
  });
});
