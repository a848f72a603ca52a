import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '@brokkie/db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Public, shareable response (the same for every caller; a route whose body follows
     * Accept-Language says so with `Vary: Accept-Language`): sent with `Cache-Control: public,
     * max-age=<seconds>, stale-while-revalidate` and a strong ETag, answered 304 on a matching
     * If-None-Match, and kept in this process (see `PublicResponses`). Routes without it are `no-store`.
     */
    publicCacheSeconds?: number;
  }
}

interface StoredResponse {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

// What a stored response must repeat besides its body and validators.
const replayedHeaders = ['content-type', 'content-language', 'vary'] as const;

// After the max-age, a cache may keep answering with what it has for this long while it
// revalidates (the data changes with a deployment, and the ETag says when it did).
const staleWhileRevalidateSeconds = 24 * 60 * 60;

/**
 * The public responses (reference data, catalogue) as they were first sent, by method, URL and
 * locale. Their data is written by the seed when a process starts and does not change while it
 * runs, so a request needs no query, serialization or hash: only the lookup. Bounded, least
 * recently used first out, because the URL (filters, search, pages) is the client's to choose.
 * `clear()` is for whoever changes that data while the process runs (tests): see `publicResponsesOf`.
 */
export class PublicResponses {
  private readonly entries = new Map<string, StoredResponse>();
  constructor(private readonly limit: number) {}

  get(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: StoredResponse): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}

// Kept by database: what they say is that database's reference data, whichever API instance in
// this process (the web server's, a test's) sent them.
const stores = new WeakMap<DatabaseHandle, PublicResponses>();

/** The public responses kept for `database`. */
export function publicResponsesOf(database: DatabaseHandle): PublicResponses {
  let store = stores.get(database);
  if (!store) {
    store = new PublicResponses(2_000);
    stores.set(database, store);
  }
  return store;
}

const servedFromStore = new WeakSet<FastifyRequest>();

function storeKey(request: FastifyRequest): string {
  // HEAD is answered from GET's response; the locale, not the raw header, picks the language.
  return `${request.url}\u0000${request.context.locale}`;
}

function isReadable(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

export const httpCachePlugin = fp(
  async (app) => {
    const store = publicResponsesOf(app.database);

    // preHandler: after authentication and validation, so that a stored answer is never given
    // to a request the route would refuse.
    // Callback style (security-headers.ts): a request that is not answered from the store goes on
    // with `done`; one that is gets the reply returned (Fastify waits for it, as for an async hook).
    app.addHook('preHandler', (request, reply, done) => {
      const seconds = request.routeOptions.config?.publicCacheSeconds;
      const stored = seconds === undefined || !isReadable(request) ? undefined : store.get(storeKey(request));
      if (seconds === undefined || !stored) return done();
      servedFromStore.add(request);
      reply.headers(stored.headers).header('cache-control', cacheControl(seconds)).header('etag', stored.etag);
      if (etagMatches(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
      return reply.send(stored.body);
    });

    app.addHook('onSend', (request, reply, payload, done) => done(null, withCacheHeaders(request, reply, payload)));

    function withCacheHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      if (servedFromStore.has(request)) return payload;
      const seconds = request.routeOptions.config?.publicCacheSeconds;
      const cacheable = seconds !== undefined && isReadable(request) && reply.statusCode === 200 && typeof payload === 'string';
      if (!cacheable) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      }
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      const headers: Record<string, string> = {};
      for (const name of replayedHeaders) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      store.set(storeKey(request), { body: payload, etag, headers });
      reply.header('cache-control', cacheControl(seconds)).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
  },
  { name: 'brokkie-http-cache', dependencies: ['brokkie-database', 'brokkie-request-context'] },
);

function cacheControl(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
}

// Weak comparison (RFC 9110 §13.1.2), as If-None-Match asks: W/"x" matches "x" and W/"x"; `*` matches anything.
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
