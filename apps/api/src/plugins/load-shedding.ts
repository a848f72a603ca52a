import fp from 'fastify-plugin';
import { ApiProblem } from '../lib/api-problem.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the database is behind (the health check says how it is doing). */
    skipLoadShedding?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** The environment to read the limits from (LOAD_SHEDDING_MAX_WAITING, LOAD_SHEDDING_MAX_WAIT_MS). */
  env?: NodeJS.ProcessEnv;
}

export interface LoadSheddingLimits {
  /** More operations than this waiting for the database: new requests are refused. */
  maxWaiting: number;
  /** The oldest of them has waited longer than this (ms): new requests are refused. */
  maxWaitMs: number;
}

export function readLoadSheddingLimits(env: NodeJS.ProcessEnv = process.env): LoadSheddingLimits {
  const read = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number, not ${value}`);
    return number;
  };
  return { maxWaiting: read('LOAD_SHEDDING_MAX_WAITING', 64), maxWaitMs: read('LOAD_SHEDDING_MAX_WAIT_MS', 1000) };
}

/**
 * A bounded queue in front of the database: when more work waits for it than it can do in about
 * a second (the embedded PGlite, one query at a time in this thread; or a PostgreSQL pool with
 * every connection busy), a new request is answered at once with 503 and `Retry-After: 1` (the
 * web client retries a 503) instead of joining a wait that grows without end. The requests
 * already admitted keep their turn, so the ones that are served stay fast.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, options) => {
    const limits = readLoadSheddingLimits(options.env ?? process.env);
    // Callback style (security-headers.ts); what it throws goes to the error handler all the same.
    app.addHook('onRequest', (request, _reply, done) => {
      const pressure = request.routeOptions.config?.skipLoadShedding ? undefined : app.database.pressure();
      if (!pressure || (pressure.waiting < limits.maxWaiting && pressure.oldestWaitMs < limits.maxWaitMs)) return done();
      throw new ApiProblem({
        statusCode: 503,
        code: 'service_unavailable',
        detail: { key: 'api.errors.overloaded' },
        headers: { 'retry-after': '1' },
      });
    });
  },
  { name: 'brokkie-load-shedding', dependencies: ['brokkie-database', 'brokkie-errors'] },
);
