import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '@brokkie/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the API was given; whoever opened it closes it. */
    database: DatabaseHandle;
    /** Shortcut for `database.db`, what services query. */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'brokkie-database' },
);
