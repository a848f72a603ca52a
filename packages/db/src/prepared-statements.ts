import { concreteDatabase } from './ambient-transaction.ts';
import type { Database } from './client.ts';

/**
 * A query built once per database (or transaction) and prepared, for the hottest per-request
 * reads: Drizzle then skips rebuilding its SQL on every call, and PostgreSQL parses it once per
 * connection (a named statement). Its values are `sql.placeholder`s, given at execution.
 */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (ambient) => {
    const db = concreteDatabase(ambient);
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
