import type { AppLoadContext } from 'react-router';
import { developmentLookupKey } from '@brokkie/contracts/address';
import { defaultCountryHostAliases } from '@brokkie/domain/country-resolution';
import { parseRouteRedirects, type RouteRules } from './route-rules.ts';
import type { TagConfig } from './tag-loading.ts';

/**
 * Runtime configuration the web server hands to the loaders (as load context), so that one build
 * runs anywhere: where the API is, what the browser calls, the build id and its route rules.
 */
export interface ShellRuntime {
  /** Product API base URL for server-side calls (same process: http://127.0.0.1:PORT/api). */
  apiInternalUrl: string;
  /** Product API base URL as the browser calls it (PUBLIC_API_BASE_URL, default '/api'). */
  publicApiBaseUrl: string;
  buildId: string;
  routeRules: RouteRules;
  /** COUNTRY_HOST_ALIASES: local host names standing for a country. */
  countryHostAliases: string;
  /** TOKEN_SYNC_URL: where the browser syncs its ID token (§4); unset → the API's; null → off. */
  tokenSyncUrl?: string | null;
  /** ADDRESS_LOOKUP_KEY: the key the browser's address lookups carry (§5). */
  addressLookupKey?: string;
  /** GTM_CONTAINER_ID, SESSION_RECORDING_ID and their script URLs: the tags loaded after analytics consent (docs/consent.md). */
  tags?: TagConfig;
}

declare module 'react-router' {
  interface AppLoadContext {
    shell?: ShellRuntime;
  }
}

/**
 * Configuration read from the environment, for `react-router dev` where no server passes it: the
 * API then runs on its own (apps/api `npm run dev`, the target Vite proxies /api to).
 */
export function shellRuntimeFromEnv(env: NodeJS.ProcessEnv = process.env, buildId = 'development'): ShellRuntime {
  return {
    apiInternalUrl: env.API_URL ?? `${env.API_DEV_TARGET ?? 'http://127.0.0.1:3001'}/api`,
    publicApiBaseUrl: env.PUBLIC_API_BASE_URL ?? '/api',
    buildId,
    routeRules: parseRouteRedirects(env.ROUTE_REDIRECTS),
    countryHostAliases: env.COUNTRY_HOST_ALIASES ?? defaultCountryHostAliases,
    tokenSyncUrl: tokenSyncUrlFromEnv(env),
    addressLookupKey: env.ADDRESS_LOOKUP_KEY?.trim() || developmentLookupKey,
    tags: tagConfigFromEnv(env),
  };
}

/** The analytics tags of the environment; unset ids load nothing. */
export function tagConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TagConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const config: TagConfig = {
    tagManagerId: value('GTM_CONTAINER_ID'),
    tagManagerScript: value('GTM_SCRIPT_URL'),
    sessionRecordingId: value('SESSION_RECORDING_ID'),
    sessionRecordingScript: value('SESSION_RECORDING_SCRIPT_URL'),
  };
  return Object.fromEntries(Object.entries(config).filter(([, set]) => set !== undefined)) as TagConfig;
}

/** TOKEN_SYNC_URL: a URL, `off` for none, or unset for the API's own session sync. */
export function tokenSyncUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | null | undefined {
  const value = env.TOKEN_SYNC_URL?.trim();
  if (!value) return undefined;
  return value === 'off' ? null : value;
}

let fromEnv: ShellRuntime | undefined;

export function shellRuntime(context: AppLoadContext | undefined): ShellRuntime {
  if (context?.shell) return context.shell;
  fromEnv ??= shellRuntimeFromEnv();
  return fromEnv;
}
