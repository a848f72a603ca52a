import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@brokkie/db/client';
import { createScratchDatabase } from '@brokkie/db/scratch-database';
import { prepareDatabase } from '@brokkie/db/seed';

/** The database of one benchmark run: a fresh PostgreSQL database, or a fresh PGlite folder. */
export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the app's DATABASE_URL is set to. */
  url: string;
  /** The PostgreSQL server the run was given (for the bare baseline and the billing run). */
  serverUrl: string | undefined;
  /** Removes the database (drops it, or deletes the folder). */
  remove(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const scratch = await createScratchDatabase(serverUrl, 'brokkie_bench');
    return { kind: 'postgres', url: scratch.url, serverUrl, remove: () => scratch.drop() };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'brokkie-bench-pglite-'));
  return {
    kind: 'pglite',
    url: folder,
    serverUrl: undefined,
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

interface SyntheticLoadModule {
  seedSyntheticLoad(db: Database, options: { customers: number; dueForBilling?: number }): Promise<unknown>;
  syntheticCustomers(db: Database, count: number): Promise<{ email: string; password: string }[]>;
}

/** The synthetic loader of the data-volume work, or undefined when this tree does not have it. */
export async function syntheticLoader(): Promise<SyntheticLoadModule | undefined> {
  try {
    // A variable specifier: the benchmark still type-checks and runs on a tree without the loader.
    const specifier = '@brokkie/db/synthetic-load';
    const module = (await import(specifier)) as Partial<SyntheticLoadModule>;
    if (typeof module.seedSyntheticLoad !== 'function' || typeof module.syntheticCustomers !== 'function') return undefined;
    return module as SyntheticLoadModule;
  } catch {
    return undefined;
  }
}

export interface SeedOutcome {
  customers: number;
  seconds: number;
  /** Sign-in credentials of the first synthetic customers (`signIns` of them, default 3). */
  credentials: { email: string; password: string }[];
}

/**
 * Migrates and seeds the database as the app would, then grows the synthetic load to
 * `customers` (additive). The app must not be running on a PGlite folder meanwhile (one process
 * owns it). No box is left due for billing: the app's own scheduler would charge them during
 * the load tests.
 */
export async function seedCustomers(database: BenchDatabase, loader: SyntheticLoadModule, customers: number, signIns = 3): Promise<SeedOutcome> {
  const handle = openDatabase(database.url);
  try {
    await prepareDatabase(handle);
    const started = performance.now();
    await loader.seedSyntheticLoad(handle.db, { customers, dueForBilling: 0 });
    await settleSchedulerHistory(handle.db);
    // Fresh statistics, as autovacuum would have them after a while: plans as in production. And
    // the grown tables written out now: a checkpoint of gigabytes must not fall into the reads
    // measured next (a database that grew over months has long been checkpointed).
    await handle.db.execute(sql`analyze`);
    await handle.db.execute(sql`checkpoint`).catch(() => undefined);
    const seconds = (performance.now() - started) / 1000;
    const credentials = await loader.syntheticCustomers(handle.db, signIns);
    return { customers, seconds, credentials };
  } finally {
    await handle.close();
  }
}

/** Migrates and seeds only (when there is no synthetic loader). */
export async function prepareOnly(database: BenchDatabase): Promise<void> {
  const handle = openDatabase(database.url);
  try {
    await prepareDatabase(handle);
  } finally {
    await handle.close();
  }
}

/**
 * The state of a quiet day: the history's paid boxes were moved on from and confirmed (the
 * synthetic loader writes deliveries, not the scheduler's once-only claims), and nothing changed
 * in the last ten minutes (the scheduler's incremental reads look that far back). Without it the
 * app's own scheduler spends the benchmark catching up on a history no real database has (tens of
 * thousands of boxes to move on from and confirm, a batch every minute), and on PGlite, whose
 * queries run on the server's thread, the pages measured meanwhile answer 50 times slower.
 */
export async function settleSchedulerHistory(db: Database): Promise<void> {
  await db.execute(sql`insert into billing_event (delivery_id, kind)
    select d.id, e.kind from delivery d cross join (values ('advanced'), ('mail:delivery_confirmed')) as e(kind)
    where d.kind = 'recurring' and d.status in ('paid', 'shipped', 'delivered')
    on conflict (delivery_id, kind) do nothing`);
  await db.execute(sql`update recurring_delivery set updated_at = now() - interval '1 day' where updated_at > now() - interval '1 day'`);
  await db.execute(sql`update delivery set updated_at = now() - interval '1 day' where updated_at > now() - interval '1 day'`);
}
