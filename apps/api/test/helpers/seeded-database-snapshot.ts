import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@brokkie/db/client';
import { prepareDatabase } from '@brokkie/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated and seeded PGlite database (createTestDatabase starts each test file from it); null on PostgreSQL. */
    seededDatabaseSnapshot: string | null;
  }
}

/**
 * Global setup of the API tests: on PGlite, migrate and seed one database for the whole run and
 * keep it as an archive. Each test file loads its own copy in about a second instead of running
 * every migration and the whole seed again (ten seconds on a busy two-core machine), which is
 * most of the API suite's time. On PostgreSQL each file still gets a fresh database of its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    project.provide('seededDatabaseSnapshot', null);
    return () => undefined;
  }
  const handle = openDatabase('memory://');
  const directory = mkdtempSync(path.join(tmpdir(), 'brokkie-api-tests-'));
  try {
    await prepareDatabase(handle);
    const archive = await handle.snapshot!();
    const file = path.join(directory, 'seeded-database.tar');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    project.provide('seededDatabaseSnapshot', file);
  } finally {
    await handle.close();
  }
  return () => rmSync(directory, { recursive: true, force: true });
}
