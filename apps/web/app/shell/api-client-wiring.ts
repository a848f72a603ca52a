import { useMemo } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions, type TokenSource } from '../lib/api-client.ts';
import { useShellData } from './shell-data.ts';

/**
 * How the web app's API clients are wired to the current visit: base URL from runtime
 * configuration, locale, and the `jrt` and `customer_override` query parameters of the current
 * route (§2, §7).
 */

export interface ApiAuth {
  tokens?: TokenSource;
  onUnauthorized?: ApiClientOptions['onUnauthorized'];
}

// The identity issue registers its token store and 401 refresh here, once, at start.
let browserAuth: ApiAuth = {};

export function configureBrowserApiAuth(auth: ApiAuth): void {
  browserAuth = auth;
}

function queryParam(search: string, name: string): string | null {
  return new URLSearchParams(search).get(name);
}

/** A client for the browser; it reads the route's query at call time, so it follows navigation. */
export function browserApiClient(apiBaseUrl: string, locale: string): ApiClient {
  return createApiClient({
    baseUrl: apiBaseUrl,
    locale: () => locale,
    jrToken: () => queryParam(window.location.search, 'jrt'),
    customerOverride: () => queryParam(window.location.search, 'customer_override'),
    tokens: { getToken: () => browserAuth.tokens?.getToken() },
    onUnauthorized: (error) => browserAuth.onUnauthorized?.(error) ?? false,
  });
}

/** The API client for components: `const api = useApiClient(); await api.get('/animal/')`. */
export function useApiClient(): ApiClient {
  const { config, locale } = useShellData();
  return useMemo(() => browserApiClient(config.apiBaseUrl, locale), [config.apiBaseUrl, locale]);
}

/**
 * A client for a server loader or action, on behalf of the page request: the API's internal
 * address, the request's locale, `jrt` and `customer_override`. `tokens` is the signed-in
 * visitor's token once the identity issue provides it from the session.
 */
export function requestApiClient(request: Request, options: { apiBaseUrl: string; locale: string; tokens?: TokenSource }): ApiClient {
  const search = new URL(request.url).search;
  return createApiClient({
    baseUrl: options.apiBaseUrl,
    locale: () => options.locale,
    jrToken: () => queryParam(search, 'jrt'),
    customerOverride: () => queryParam(search, 'customer_override'),
    ...(options.tokens ? { tokens: options.tokens } : {}),
  });
}
