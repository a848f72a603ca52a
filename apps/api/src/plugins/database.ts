import fp from 'fastify-plugin';
import { transactionAwareDatabase } from '@brokkie/db/ambient-transaction';
import type { Database, DatabaseHandle } from '@brokkie/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the API was given; whoever opened it closes it. */
    database: DatabaseHandle;
    /**
     * What services query: `database.db`, or the transaction of the request being served when it
     * runs in one (an Idempotency-Key write, see plugins/idempotency.ts).
     */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', transactionAwareDatabase(database.db));
  },
  { name: 'brokkie-database' },
);
