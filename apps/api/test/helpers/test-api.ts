import type { FastifyInstance } from 'fastify';
import { buildApi, type BuildApiOptions } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export type TestApiOptions = Omit<BuildApiOptions, 'database'>;

/**
 * The whole API, as `main.ts` builds it, on a database of the test file's own. The development
 * OpenID Connect provider is off unless a test asks for it (it opens a port). The development
 * tools are on (as `npm start` has them, DEV_TOOLS=on) unless the test builds a production API.
 */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const app = await buildApi({
    ...options,
    identity: { devOidc: { enabled: false, port: 0 }, ...options.identity },
    devTools: options.devTools ?? !options.identity?.production,
    database: database.handle,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
