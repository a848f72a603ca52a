import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { runInTransaction } from '@brokkie/db/ambient-transaction';
import {
  findIdempotencyKey,
  lockIdempotencyKey,
  pruneIdempotencyKeys,
  storeIdempotentResponse,
  type IdempotencyRequest,
  type StoredResponse,
} from '@brokkie/db/idempotency-queries';
import { ApiProblem } from '../lib/api-problem.ts';

/** How an execution under a key ended, as the response about to be sent shows it. */
type Outcome = { kind: 'store'; response: StoredResponse } | { kind: 'commit' } | { kind: 'rollback' };

interface IdempotentExecution extends IdempotencyRequest {
  /** Set once the response is decided (onSend), or the request ended without one. */
  settle(outcome: Outcome): void;
  decided: Promise<Outcome>;
  /** The transaction of the execution, settled when it has committed or rolled back. */
  transaction: Promise<void> | undefined;
  /** The handler ran inside the transaction. */
  started: boolean;
  /** The handler threw (its effects are rolled back), or the transaction could not commit. */
  failure: 'handler' | 'commit' | null;
  /** Answered without running the handler (a replay found inside the transaction). */
  replayed: boolean;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request executes under an Idempotency-Key. */
    idempotentExecution: IdempotentExecution | null;
  }
  interface FastifyContextConfig {
    /** The route is not the product API's (the identity service's endpoints): no replays. */
    skipIdempotency?: boolean;
  }
}

export interface IdempotencyOptions {
  /** Keys are kept this long, then pruned at start. */
  retentionMs?: number;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyPattern = /^[\x21-\x7e]{1,255}$/;
// Outcomes a retry should re-execute rather than replay: the client retries exactly these
// (§7: 408, 409, 425, 429, 5xx), and a 401 is retried after a token refresh. Their effects are
// rolled back with them, so the retry starts from where the first attempt started.
const unstoredStatuses = new Set([401, 408, 409, 425, 429]);
const replayedHeaders = ['content-type', 'location', 'content-language'];
const rollback = Symbol('rollback');

/** What the handler threw, told apart from a failure of the transaction itself. */
class HandlerFailure extends Error {
  constructor(readonly reason: unknown) {
    super('The handler of an idempotent execution failed');
  }
}

/**
 * Idempotency-Key (docs/api-conventions.md): a POST/PUT/PATCH/DELETE carrying the header runs at
 * most once per (principal, key); a repeat gets the stored status and body back with
 * `Idempotent-Replayed: true`; a repeat while the first is still running gets 409
 * `idempotency_in_progress`; the same key on a different request gets 422
 * `idempotency_key_reused`.
 *
 * The handler runs in one database transaction with the storing of its response (every query
 * of `app.db` joins it, see @brokkie/db/ambient-transaction), and the response leaves only once
 * that has committed: a crash at any moment leaves either nothing (the retry runs afresh) or the
 * effect with its response (the retry gets the first result). Checked after validation and after
 * authentication set the principal, so an invalid request never takes a key.
 */
export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, options) => {
    const retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;
    // Executions running in this process: a duplicate is told at once, without waiting for the
    // database (PGlite serves one transaction at a time). Other instances: the advisory lock.
    const running = new Set<string>();

    app.addHook('onReady', async () => {
      await pruneIdempotencyKeys(app.db, new Date(Date.now() - retentionMs));
    });

    app.decorateRequest('idempotentExecution', null);

    // Callback style (security-headers.ts): all of it is synchronous; what it throws goes to the
    // error handler all the same.
    app.addHook('preHandler', (request, reply, done) => {
      const key = request.context.idempotencyKey;
      const config = request.routeOptions.config;
      if (!key || !unsafeMethods.has(request.method) || config.routeFallback || config.skipIdempotency) return done();
      if (!keyPattern.test(key)) {
        throw new ApiProblem({
          statusCode: 400,
          code: 'validation_error',
          detail: { key: 'api.errors.validation_error' },
          fields: { 'Idempotency-Key': [{ key: 'api.errors.idempotency_key_invalid' }] },
        });
      }
      const identity = { principal: request.context.principal, key };
      const runningKey = `${identity.principal}\n${key}`;
      if (running.has(runningKey)) throw inProgress();
      // A repeat of a finished one is found inside the transaction (one query fewer for the first).
      const execution = { ...identity, method: request.method, path: request.url, requestHash: requestHash(request) };
      running.add(runningKey);
      let settle!: (outcome: Outcome) => void;
      const decided = new Promise<Outcome>((resolve) => (settle = resolve));
      request.idempotentExecution = { ...execution, settle, decided, transaction: undefined, started: false, failure: null, replayed: false, settled: false };
      // However the request ends (a response, or a client gone before one), the key is free again
      // in this process, and an execution still waiting for its response is rolled back.
      const release = () => {
        running.delete(runningKey);
        settle({ kind: 'rollback' });
      };
      reply.raw.once('close', release);
      reply.raw.once('finish', release);
      done();
    });

    // Every route's handler, when the request executes under a key, runs inside the transaction.
    app.addHook('onRoute', (route) => {
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function idempotentHandler(request, reply) {
        const execution = request.idempotentExecution;
        if (!execution) return handler.call(this, request, reply);
        return new Promise((resolveHandler, rejectHandler) => {
          execution.transaction = app.database.db
            .transaction(async (tx) => {
              if (!(await lockIdempotencyKey(tx, execution))) throw inProgress();
              // A repeat of an execution that has finished, here or at another instance.
              const stored = await findIdempotencyKey(tx, execution);
              if (stored?.response) {
                if (stored.requestHash !== execution.requestHash) throw keyReused();
                execution.replayed = true;
                resolveHandler(replay(reply, stored.response));
                return;
              }
              const scope = runInTransaction(tx, async () => handler.call(this, request, reply));
              execution.started = true;
              // Fastify takes the handler's result as it comes. That result may be the reply itself,
              // which settles only once the response is out: what is decided is known at onSend.
              resolveHandler(scope.result);
              const outcome = await Promise.race([
                execution.decided,
                scope.result.then(
                  () => execution.decided,
                  (error: unknown) => {
                    throw new HandlerFailure(error);
                  },
                ),
              ]).finally(() => scope.close());
              if (outcome.kind === 'rollback') throw rollback;
              if (outcome.kind === 'store') await storeIdempotentResponse(tx, execution, outcome.response);
            })
            .catch((error: unknown) => {
              if (error === rollback) return;
              if (error instanceof HandlerFailure) {
                execution.failure = 'handler';
                return;
              }
              execution.failure = 'commit';
              // Refused before the handler ran (409, 422): the answer is the error itself.
              if (!execution.started) rejectHandler(error);
            });
        });
      };
    });

    // Callback style for the requests without an execution to settle (security-headers.ts).
    app.addHook('onSend', (request, reply, payload, done) => {
      const execution = request.idempotentExecution;
      if (!execution || execution.settled || execution.replayed) return done(null, payload);
      return settled(execution, reply, payload);
    });

    async function settled(execution: IdempotentExecution, reply: FastifyReply, payload: unknown): Promise<unknown> {
      execution.settled = true;
      const outcome = outcomeOf(reply, payload);
      if (!execution.transaction || !execution.started) return payload;
      execution.settle(outcome);
      // The response leaves only once its effect and its stored copy have committed.
      await execution.transaction;
      // The handler threw: its effects are rolled back; keep the error answer when a retry should
      // get it again (a 404, a 422), as the transaction could not.
      if (execution.failure === 'handler' && outcome.kind === 'store') await storeIdempotentResponse(app.db, execution, outcome.response);
      if (execution.failure === 'commit') throw new Error('The idempotent execution could not be committed');
      return payload;
    }
  },
  { name: 'brokkie-idempotency', dependencies: ['brokkie-database', 'brokkie-request-context'] },
);

function outcomeOf(reply: FastifyReply, payload: unknown): Outcome {
  if (reply.statusCode >= 500 || unstoredStatuses.has(reply.statusCode)) return { kind: 'rollback' };
  // Only text bodies (JSON) are replayable; a file or stream response is executed again.
  if (typeof payload !== 'string') return { kind: 'commit' };
  return { kind: 'store', response: { statusCode: reply.statusCode, headers: storedHeaders(reply), body: payload } };
}

function replay(reply: FastifyReply, response: StoredResponse): FastifyReply {
  return reply.code(response.statusCode).headers(response.headers).header('idempotent-replayed', 'true').send(response.body);
}

function inProgress(): ApiProblem {
  return new ApiProblem({
    statusCode: 409,
    code: 'idempotency_in_progress',
    detail: { key: 'api.errors.idempotency_in_progress' },
    headers: { 'retry-after': '1' },
  });
}

function keyReused(): ApiProblem {
  return new ApiProblem({ statusCode: 422, code: 'idempotency_key_reused', detail: { key: 'api.errors.idempotency_key_reused' } });
}

function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  // A binary body (a pet photo) is hashed as its bytes: JSON.stringify would spell each byte out.
  if (Buffer.isBuffer(request.body)) hash.update(request.body);
  else hash.update(JSON.stringify(request.body ?? null));
  return hash.digest('hex');
}

function storedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of replayedHeaders) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}
