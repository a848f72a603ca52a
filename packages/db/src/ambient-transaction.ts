import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client.ts';

interface TransactionScope {
  tx: Database;
  /** False once the transaction has committed or rolled back: late work falls back to the database. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<TransactionScope>();
const currentDatabase = Symbol('brokkie.currentDatabase');

/**
 * The database as the API's services see it (`app.db`): inside `runInTransaction` every query,
 * and every `transaction()` (a savepoint then), runs in that transaction; elsewhere on the
 * database itself. This is how an idempotent write and its stored response commit together
 * (apps/api/src/plugins/idempotency.ts) without every service taking a transaction argument.
 */
export function transactionAwareDatabase(database: Database): Database {
  return new Proxy(database, {
    get(target, property) {
      const scope = scopes.getStore();
      const current = scope?.open ? scope.tx : target;
      if (property === currentDatabase) return current;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/**
 * What `db` stands for right now: the ambient transaction or the database behind a
 * `transactionAwareDatabase`, `db` itself otherwise. Whatever is kept per database (prepared
 * statements) is kept per this, never per the proxy, or it would outlive its transaction.
 */
export function concreteDatabase(db: Database): Database {
  return ((db as unknown as Record<symbol, Database | undefined>)[currentDatabase] ?? db) as Database;
}

/**
 * Runs `work` with `tx` as the ambient transaction of `transactionAwareDatabase`. Work it starts
 * and leaves running (a timer, a webhook on its way) sees the database again once `close` is called.
 */
export function runInTransaction<T>(tx: Database, work: () => Promise<T>): { result: Promise<T>; close(): void } {
  const scope: TransactionScope = { tx, open: true };
  return {
    result: scopes.run(scope, work),
    close: () => {
      scope.open = false;
    },
  };
}
