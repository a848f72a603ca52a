import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { takeTurns, type DatabasePressure } from './embedded-turns.ts';

export type Schema = typeof schema;
// The common base of the PGlite and node-postgres databases: one type, so that every query
// (and `transaction`) is written once for both drivers.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.resolve(here, '../migrations');
export const repositoryRoot = path.resolve(here, '../../..');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other process (PostgreSQL: session advisory lock) or caller in this
   * process (PGlite) runs one, so that API instances starting together migrate and seed in turn.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole database as one archive, which `openDatabase('memory://', { snapshot })`
   * starts from. The API tests migrate and seed once per run and give each test file a copy.
   */
  snapshot?(): Promise<Blob>;
  /** What waits for the database right now (PGlite: its queue; PostgreSQL: for a pooled connection). */
  pressure(): DatabasePressure;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `memory://` only: start from this archive of `DatabaseHandle.snapshot` instead of an empty database. */
  snapshot?: Blob;
}

const pgliteSharedBuffers = '32MB';

// Any fixed number shared by every Brokkie process: the key of the start-up advisory lock.
const startupLockKey = 7_420_113;

/**
 * Opens the database named by `url`:
 * - `postgres://…` or `postgresql://…`: a real PostgreSQL (pool);
 * - `memory://`: an in-memory PGlite (tests);
 * - anything else, or nothing: PGlite stored in that folder (default `<repo>/data/pglite`).
 */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL, options: OpenDatabaseOptions = {}): DatabaseHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    // Nor a connection dropped while checked out (idle in a transaction between two queries): the
    // pool listens only to idle ones, and an unheard 'error' would end the process. Its next query
    // fails instead, the request answers 500, and the pool discards the connection on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusive: async (task) => {
        // A session lock lives on one connection: hold that connection for the whole task.
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [startupLockKey]);
          try {
            return await task();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [startupLockKey]);
          }
        } finally {
          connection.release();
        }
      },
      // How long a caller has waited for a connection is not kept by the pool; the count is.
      pressure: () => ({ waiting: pool.waitingCount, oldestWaitMs: 0 }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'memory://') {
    client = options.snapshot ? new PGlite({ loadDataDir: options.snapshot }) : new PGlite();
  } else {
    const dataDir = url ? path.resolve(url) : path.join(repositoryRoot, 'data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // PostgreSQL's default 128 MB of shared buffers live in the process's WebAssembly memory for
    // good; the embedded database is a local one, and its files stay in the OS page cache anyway.
    client = new PGlite(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`] });
  }
  const turns = takeTurns(client);
  const db = drizzlePglite(turns.client, { schema });
  // PGlite belongs to this process alone; callers only need to take turns.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (task) => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
    // Uncompressed: gzip would cost more time than the archive saves being read from a local file.
    snapshot: () => client.dumpDataDir('none'),
    pressure: turns.pressure,
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute` answer: node-postgres and PGlite both answer `{ rows }`; Drizzle's types differ per driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
