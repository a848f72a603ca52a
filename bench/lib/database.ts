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
