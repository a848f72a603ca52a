import type { PGlite } from '@electric-sql/pglite';

/** How far behind a database is: what waits for it, and for how long the oldest has waited. */
export interface DatabasePressure {
  /** Operations (queries, transactions) waiting for their turn, not counting the one running. */
  waiting: number;
  /** How long the oldest of them has waited, in ms (0 when none waits). */
  oldestWaitMs: number;
}

/**
 * PGlite runs PostgreSQL in this thread, one operation at a time. Left to itself, its queue hands
 * each finished query's turn to the next through promise callbacks alone, so a backlog of queries
 * runs back to back without the event loop ever reading a socket: under 200 connections a request
 * that needed no database at all waited seconds to be read. Here every operation (a query, an
 * exec, a whole transaction) takes its turn in order, and once the operations have held the
 * thread for `sliceMs` the next one waits for a pass of the event loop (`setImmediate`): I/O
 * waits about that long at most. The queue can be measured (`pressure`) for the API to refuse
 * work it could not do in time (apps/api/src/plugins/load-shedding.ts).
 */
export function takeTurns(client: PGlite, sliceMs = 10): { client: PGlite; pressure(): DatabasePressure } {
  let tail: Promise<unknown> = Promise.resolve();
  // When the event loop last had a pass: operations run back to back for a slice of time, then
  // let it read and write sockets. One pass per query would serve I/O sooner but cap the
  // database at a pass per query: under a flood of requests, a few a second.
  let sliceStart = performance.now();
  const yieldIfSliceIsUsed = (): Promise<void> | void => {
    if (performance.now() - sliceStart < sliceMs) return;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
  // Enqueue times of the operations waiting, oldest first (a Map keeps insertion order).
  const waiting = new Map<number, number>();
  let nextId = 0;

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const id = nextId++;
    waiting.set(id, performance.now());
    const run = tail.then(yieldIfSliceIsUsed).then(() => {
      waiting.delete(id);
      return work();
    });
    tail = run.catch(() => undefined);
    return run;
  };

  const turns = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec' || property === 'transaction' || property === 'sql') {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => inTurn(() => method.apply(target, args));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    client: turns,
    pressure: () => {
      const oldest = waiting.values().next();
      return { waiting: waiting.size, oldestWaitMs: oldest.done ? 0 : performance.now() - oldest.value };
    },
  };
}
