import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@brokkie/db/client';
import { createScratchDatabase } from '@brokkie/db/scratch-database';
import { prepareDatabase } from '@brokkie/db/seed';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A migrated and seeded database of its own for one test file:
 * - no DATABASE_URL: in-memory PGlite, a copy of the run's seeded snapshot (seeded-database-snapshot.ts);
 * - DATABASE_URL=postgres://…: a freshly created, uniquely named database on that server,
 *   dropped afterwards, so that test files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const scratch = await createScratchDatabase(serverUrl);
    const handle = closeOnce(openDatabase(scratch.url));
    try {
      await prepareDatabase(handle);
    } catch (error) {
      await handle.close();
      await scratch.drop();
      throw error;
    }
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const snapshotFile = inject('seededDatabaseSnapshot');
  if (snapshotFile) {
    const snapshot = new Blob([await readFile(snapshotFile)]);
    const handle = closeOnce(openDatabase('memory://', { snapshot }));
    return { handle, dispose: () => handle.close() };
  }
  const handle = closeOnce(openDatabase('memory://'));
  await prepareDatabase(handle);
  return { handle, dispose: () => handle.close() };
}

// A test may close the database early (to see the API without it); disposing stays safe.
function closeOnce(handle: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return { ...handle, close: () => (closing ??= handle.close()) };
}

/**
 * An empty (unmigrated) database and two handles on it, as two processes starting together would
 * have: two connection pools on PostgreSQL; on in-memory PGlite, which one process owns, the same
 * handle twice.
 */
export async function createBareTestDatabase(): Promise<{ handles: DatabaseHandle[]; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const scratch = await createScratchDatabase(serverUrl);
    const handles = [openDatabase(scratch.url), openDatabase(scratch.url)];
    return {
      handles,
      dispose: async () => {
        await Promise.all(handles.map((handle) => handle.close()));
        await scratch.drop();
      },
    };
  }
  const handle = openDatabase('memory://');
  return { handles: [handle, handle], dispose: () => handle.close() };
}

/**
 * One migrated and seeded database and two handles on it, as two API instances running together
 * have (the two-worker tests): two pools on PostgreSQL; the same PGlite handle twice.
 */
export async function createSharedTestDatabase(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; dispose(): Promise<void> }> {
  const bare = await createBareTestDatabase();
  const [first, second] = bare.handles;
  if (!first || !second) throw new Error('createBareTestDatabase gave fewer than two handles');
  await prepareDatabase(first);
  return { handles: [first, second], dispose: bare.dispose };
}
