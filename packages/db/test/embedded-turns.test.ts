import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase('memory://');
  await database.db.execute(sql`select 1`);
});
afterAll(() => database.close());

describe('the embedded database under a backlog of queries', () => {
  it('lets the event loop run between two queries, so a request that needs no database is read and answered meanwhile', async () => {
    let done = 0;
    const queries = Array.from({ length: 200 }, () => database.db.execute(sql`select count(*) from generate_series(1, 100000)`).then(() => (done += 1)));
    // Stands for a socket with a request on it: served on the next pass of the event loop.
    const doneWhenServed = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(queries);
    // A slice (10 ms) of queries at most, not the whole backlog.
    expect(doneWhenServed).toBeLessThan(20);
    // The backlog itself takes about 4 s on an idle 2-core machine; what is checked is the order,
    // not the speed, so a busy machine (CI beside a build) must not fail it on time.
  }, 30_000);

  it('tells how much waits and for how long', async () => {
    expect(database.pressure()).toEqual({ waiting: 0, oldestWaitMs: 0 });
    // Drizzle runs a query when it is awaited (then).
    const queries = Array.from({ length: 20 }, () => database.db.execute(sql`select count(*) from generate_series(1, 100000)`).then(() => undefined));
    await new Promise((resolve) => setImmediate(resolve));
    const busy = database.pressure();
    expect(busy.waiting).toBeGreaterThan(5);
    expect(busy.oldestWaitMs).toBeGreaterThan(0);
    await Promise.all(queries);
    expect(database.pressure().waiting).toBe(0);
  });
});
