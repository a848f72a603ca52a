import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
  type IdempotencyIdentity,
} from '@brokkie/db/idempotency-queries';
import { ApiProblem } from '../lib/api-problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request owns an Idempotency-Key claim. */
    idempotencyClaim: (IdempotencyIdentity & { settled: boolean }) | null;
  }
  interface FastifyContextConfig {
    /** The route is not the product API's (the identity service's endpoints): no replays. */
    skipIdempotency?: boolean;
  }
}

export interface IdempotencyOptions {
  /** A claim older than this whose execution never finished (crash) may be taken over. */
  staleAfterMs?: number;
  /** Keys are kept this long, then pruned at start. */
  retentionMs?: number;
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyPattern = /^[\x21-\x7e]{1,255}$/;
// Outcomes a retry should re-execute rather than replay: the client retries exactly these
// (§7: 408, 409, 425, 429, 5xx), and a 401 is retried after a token refresh.
const unstoredStatuses = new Set([401, 408, 409, 425, 429]);
const replayedHeaders = ['content-type', 'location', 'content-language'];

/**
 * Idempotency-Key (docs/api-conventions.md): a POST/PUT/PATCH/DELETE carrying the header runs at
 * most once per (principal, key); a repeat gets the stored status and body back with
 * `Idempotent-Replayed: true`; a repeat while the first is still running gets 409
 * `idempotency_in_progress`; the same key on a different request gets 422
 * `idempotency_key_reused`. Runs as a preHandler, after validation and after whatever
 * authentication set the principal, so an invalid request never claims a key.
 */
export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, options) => {
    const staleAfterMs = options.staleAfterMs ?? 60_000;
    const retentionMs = options.retentionMs ?? 24 * 60 * 60 * 1000;

    app.addHook('onReady', async () => {
      await pruneIdempotencyKeys(app.db, new Date(Date.now() - retentionMs));
    });

    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      const key = request.context.idempotencyKey;
      const config = request.routeOptions.config;
      if (!key || !unsafeMethods.has(request.method) || config.routeFallback || config.skipIdempotency) return;
      if (!keyPattern.test(key)) {
        throw new ApiProblem({
          statusCode: 400,
          code: 'validation_error',
          detail: { key: 'api.errors.validation_error' },
          fields: { 'Idempotency-Key': [{ key: 'api.errors.idempotency_key_invalid' }] },
        });
      }
      const identity = { principal: request.context.principal, key };
      const claim = await claimIdempotencyKey(
        app.db,
        { ...identity, method: request.method, path: request.url, requestHash: requestHash(request) },
        { staleAfterMs },
      );
      switch (claim.kind) {
        case 'claimed':
          request.idempotencyClaim = { ...identity, settled: false };
          return;
        case 'replay':
          return reply
            .code(claim.response.statusCode)
            .headers(claim.response.headers)
            .header('idempotent-replayed', 'true')
            .send(claim.response.body);
        case 'in-flight':
          throw new ApiProblem({
            statusCode: 409,
            code: 'idempotency_in_progress',
            detail: { key: 'api.errors.idempotency_in_progress' },
            headers: { 'retry-after': '1' },
          });
        case 'mismatch':
          throw new ApiProblem({
            statusCode: 422,
            code: 'idempotency_key_reused',
            detail: { key: 'api.errors.idempotency_key_reused' },
          });
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim || claim.settled) return payload;
      claim.settled = true;
      // Only text bodies (JSON) are replayable; a file or stream response is executed again.
      const body = typeof payload === 'string' ? payload : null;
      if (body === null || reply.statusCode >= 500 || unstoredStatuses.has(reply.statusCode)) {
        await releaseIdempotencyKey(app.db, claim);
      } else {
        await completeIdempotencyKey(app.db, claim, {
          statusCode: reply.statusCode,
          headers: storedHeaders(reply),
          body,
        });
      }
      return payload;
    });

    // The response failed before onSend (e.g. the connection broke): let a retry run again.
    app.addHook('onResponse', async (request) => {
      const claim = request.idempotencyClaim;
      if (!claim || claim.settled) return;
      claim.settled = true;
      await releaseIdempotencyKey(app.db, claim);
    });
  },
  { name: 'brokkie-idempotency', dependencies: ['brokkie-database', 'brokkie-request-context'] },
);

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
