import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devToolsEnabled, devToolsInProductionMessage, isLoopbackCaller } from '@brokkie/domain/dev-tools';
import { sendEndpointNotFound } from './route-fallback.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DEV_TOOLS=on: the development routes under `/dev/` are registered (only for callers on this machine). */
    devTools: boolean;
  }
  interface FastifyContextConfig {
    /** Marks a development route (registered through `registerDevRoutes`). */
    devTool?: boolean;
  }
}

export interface DevToolsOptions {
  /** Overrides DEV_TOOLS of the environment (tests). */
  enabled?: boolean | undefined;
  /** The environment to read DEV_TOOLS from; default process.env. */
  env?: NodeJS.ProcessEnv | undefined;
  /** A production deployment: DEV_TOOLS=on stops the API from starting. */
  production: boolean;
}

/** The caller is on this machine: the connection, and the client address a trusted proxy reports. */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return isLoopbackCaller(request.socket.remoteAddress, request.ip);
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The one rule of the development tools (docs/decisions/0009): the routes under `<prefix>/dev/`
 * exist only with DEV_TOOLS=on, which a production deployment refuses at start, and answer only a
 * caller on this machine. Anyone else gets the answer of a route that does not exist: the same
 * 404, and no trailing-slash redirect or 405 that would tell the path is there.
 */
export const devToolsPlugin = fp<DevToolsOptions>(
  async (app, options) => {
    const enabled = options.enabled ?? devToolsEnabled(options.env ?? process.env, options.production);
    if (enabled && options.production) throw new Error(devToolsInProductionMessage);
    app.decorate('devTools', enabled);

    const namespace = `${app.prefix}/dev/`;
    // Callback style for the requests it lets through (security-headers.ts).
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config;
      // A development route, or a path under /dev/ that reached the fallback (its redirect or
      // 405 would say what is there) or the not-found handler.
      const devPath = config?.devTool === true || ((config?.routeFallback === true || request.is404) && `${decodedPath(request.url)}/`.startsWith(namespace));
      if (!devPath || (enabled && isLoopbackRequest(request))) return done();
      return sendEndpointNotFound(request, reply);
    });
  },
  { name: 'brokkie-dev-tools', dependencies: ['brokkie-route-fallback'] },
);

/**
 * Registers a module's development routes, when the development tools are on. Each route must
 * live under `/dev/`, where the rule above covers it.
 */
export async function registerDevRoutes<Options extends Record<string, unknown>>(
  app: FastifyInstance,
  routes: FastifyPluginAsyncZod<Options>,
  options: Options,
): Promise<void> {
  if (!app.devTools) return;
  const namespace = `${app.prefix}/dev/`;
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      if (!route.url.startsWith(namespace)) throw new Error(`A development route must live under ${namespace}: ${route.url}`);
      route.config = { ...route.config, devTool: true };
    });
    await scope.register(routes, options);
  });
}
