import { defaultCountryHostAliases } from '@brokkie/domain/country-resolution';
import { devToolsEnabled } from '@brokkie/domain/dev-tools';
import { parseRouteRedirects, type RouteRules } from '../app/shell/route-rules.ts';

/** Runtime configuration of the web server, read once from the environment. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const externalApiUrl = env.API_URL?.replace(/\/+$/, '');
  return {
    port,
    host,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    /** Where the product API lives when it does not run in this process. */
    externalApiUrl,
    /** The API for server-side calls: this very process unless API_URL names another. */
    apiInternalUrl: externalApiUrl ?? `http://127.0.0.1:${port}/api`,
    /** The API as the browser calls it. */
    publicApiBaseUrl: env.PUBLIC_API_BASE_URL ?? '/api',
    /** Local host names standing for a country (`be.localhost=BE,...`). */
    countryHostAliases: env.COUNTRY_HOST_ALIASES ?? defaultCountryHostAliases,
    /** Extra per-path redirects published in the build manifest's route rules. */
    routeRules: parseRouteRedirects(env.ROUTE_REDIRECTS) satisfies RouteRules,
    /** Keep the signed-out copies of shared pages (docs/decisions/0012); PAGE_CACHE=off renders every request. */
    pageCache: env.PAGE_CACHE !== 'off',
    /** DEV_TOOLS=on: the development pages, for callers on this machine; a production deployment refuses to start with it. */
    devTools: devToolsEnabled(env),
  };
}

export type ServerConfig = ReturnType<typeof readServerConfig>;
