import type { FastifyInstance } from 'fastify';
import { buildApi } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole API, as `main.ts` builds it, on a database of the test file's own. */
export async function createTestApi(): Promise<TestApi> {
  const database = await createTestDatabase();
  const app = await buildApi({ database: database.handle });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
