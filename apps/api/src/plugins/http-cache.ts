import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Public, shareable response (same for every caller and language): sent with
     * `Cache-Control: public, max-age=<seconds>` and an ETag, and answered 304 on a matching
     * If-None-Match. Routes without it are `no-store`.
     */
    publicCacheSeconds?: number;
  }
}

export const httpCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const seconds = request.routeOptions.config?.publicCacheSeconds;
      const cacheable =
        seconds !== undefined &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        reply.statusCode === 200 &&
        typeof payload === 'string';
      if (!cacheable) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      }
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('cache-control', `public, max-age=${seconds}`).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'brokkie-http-cache' },
);

// Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x" and W/"x"; `*` matches anything.
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
