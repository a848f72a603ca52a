import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiProblem } from '../../lib/api-problem.ts';
import { clientIpHeader, type IdentityAuth } from './identity-auth.ts';
import { runIdentityRequest } from './identity-request-state.ts';

const methods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Hop-by-hop headers and a length that the rebuilt body sets again.
const droppedHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', clientIpHeader]);

/**
 * Every identity endpoint, as better-auth serves them, under this context's prefix (/api/auth):
 * the Fastify request becomes a Fetch Request and better-auth's Response goes back as it is.
 * This context reads bodies as raw bytes (better-auth parses JSON and forms itself), and its
 * routes skip the product API's bearer authentication and Idempotency-Key handling.
 *
 * A rate limit's 429 (per IP, or per account at sign-in) leaves as the API's one error body,
 * `throttled` in the request's language, with a standard Retry-After: better-auth's own is an
 * English `{ message }` with X-Retry-After.
 */
export function identityHandlerRoutes(auth: IdentityAuth): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const response = await runIdentityRequest(() => auth.handler(toFetchRequest(request)));
      if (response.status === 429) throw throttled(response);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
      return reply.send(body);
    };

    app.route({
      method: methods,
      url: '/*',
      config: { skipAuthentication: true, skipIdempotency: true },
      schema: { hide: true },
      handler: handle,
    });
  };
}

function throttled(response: Response): ApiProblem {
  const seconds = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'));
  return new ApiProblem({
    statusCode: 429,
    code: 'throttled',
    detail: { key: 'api.errors.throttled' },
    headers: { 'retry-after': String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60) },
  });
}

function toFetchRequest(request: FastifyRequest): Request {
  // Fastify's protocol, host and ip already honour the server's trustProxy setting.
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || droppedHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('host', request.host);
  headers.set(clientIpHeader, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}
