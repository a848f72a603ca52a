import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { RouteTable } from '../lib/route-table.ts';
import { translateMessage } from '../lib/translator.ts';
import { localeOf, sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the API's catch-all route, which the route table must not list. */
    routeFallback?: boolean;
  }
}

const fallbackMethods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * What happens to a request that no route took, under the API prefix (docs/api-conventions.md):
 * - path without its trailing slash whose slashed form exists: 301 (GET, HEAD) or 308 (others,
 *   which keeps method and body) to the slashed path, query kept;
 * - path that exists for other methods: 405 with Allow;
 * - otherwise 404.
 * A catch-all route under the prefix (not only a not-found handler) is what makes this work
 * when the web server has its own catch-all route for pages.
 */
export const routeFallbackPlugin = fp(
  async (app) => {
    const table = new RouteTable();
    app.addHook('onRoute', (route) => {
      if (route.config?.routeFallback) return;
      table.add(route.url, ([] as string[]).concat(route.method));
    });

    const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
      const [path = '/', query] = request.url.split(/\?(.*)/s);
      const method = request.method.toUpperCase();
      const here = table.methodsFor(path);
      if (here.size > 0) return methodNotAllowed(request, reply, here);
      if (!path.endsWith('/')) {
        const slashed = table.methodsFor(`${path}/`);
        if (slashed.has(method)) {
          const location = `${path}/${query ? `?${query}` : ''}`;
          return reply
            .code(method === 'GET' || method === 'HEAD' ? 301 : 308)
            .header('location', location)
            .header('cache-control', 'no-store')
            .send();
        }
        if (slashed.size > 0) return methodNotAllowed(request, reply, slashed);
      }
      return sendEndpointNotFound(request, reply);
    };

    app.route({
      method: fallbackMethods,
      url: '/*',
      config: { routeFallback: true },
      schema: { hide: true },
      handler: fallback,
    });
    // Other methods (OPTIONS, …) reach the not-found handler instead of the catch-all route.
    app.setNotFoundHandler(fallback);
  },
  { name: 'brokkie-route-fallback', dependencies: ['brokkie-errors'] },
);

/** The answer to a path where the API has nothing: 404 `not_found`, naming the path. */
export function sendEndpointNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split(/\?(.*)/s)[0] ?? '/';
  return sendError(reply, 404, {
    detail: translateMessage(localeOf(request), { key: 'api.errors.endpoint_not_found', params: { path } }),
    code: 'not_found',
  });
}

function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: Set<string>): FastifyReply {
  return sendError(
    reply,
    405,
    {
      detail: translateMessage(localeOf(request), {
        key: 'api.errors.method_not_allowed',
        params: { method: request.method },
      }),
      code: 'method_not_allowed',
    },
    { allow: [...allowed].sort().join(', ') },
  );
}
