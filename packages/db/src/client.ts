import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = ReturnType<typeof drizzlePglite<Schema>> | ReturnType<typeof drizzlePg<Schema>>;

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.resolve(here, '../migrations');
export const repositoryRoot = path.resolve(here, '../../..');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database named by `url`:
 * - `postgres://…` or `postgresql://…`: a real PostgreSQL (pool);
 * - `memory://`: an in-memory PGlite (tests);
 * - anything else, or nothing: PGlite stored in that folder (default `<repo>/data/pglite`).
 */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL): DatabaseHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'memory://') {
    client = new PGlite();
  } else {
    const dataDir = url ? path.resolve(url) : path.join(repositoryRoot, 'data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
