/**
 * Route rules of the build manifest (READING-NOTES: build id + route rules such as prerender and
 * redirect). The server publishes them at `/builds/meta/{buildId}.json` and applies them to
 * document requests; the browser follows the redirects on client-side navigation.
 */
export interface RouteRedirect {
  to: string;
  statusCode: 301 | 302 | 307 | 308;
}

export interface RouteRule {
  redirect?: RouteRedirect;
  prerender?: boolean;
}

/** Path pattern → rule. A pattern is an exact path or ends in `/**` (that path and all below). */
export type RouteRules = Record<string, RouteRule>;

export interface BuildManifest {
  id: string;
  timestamp: number;
  routeRules: RouteRules;
}

export interface LatestBuild {
  id: string;
  timestamp: number;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matches(pattern: string, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (pattern.endsWith('/**')) {
    const base = pattern.slice(0, -3);
    return path === base || path.startsWith(`${base}/`) || base === '';
  }
  return withoutTrailingSlash(pattern) === path;
}

/** The redirect target for a path (query kept), or undefined. A `/**` rule keeps the sub-path. */
export function routeRedirectFor(rules: RouteRules, pathname: string, search = ''): (RouteRedirect & { location: string }) | undefined {
  // Exact patterns win over wildcards, longer wildcards over shorter.
  const pattern = Object.keys(rules)
    .filter((p) => rules[p]?.redirect && matches(p, pathname))
    .sort((a, b) => Number(a.endsWith('/**')) - Number(b.endsWith('/**')) || b.length - a.length)[0];
  const redirect = pattern === undefined ? undefined : rules[pattern]?.redirect;
  if (!pattern || !redirect) return undefined;
  let to = redirect.to;
  if (pattern.endsWith('/**') && redirect.to.endsWith('/**')) {
    const sub = withoutTrailingSlash(pathname).slice(pattern.length - 3);
    to = redirect.to.slice(0, -3) + sub;
  }
  return { ...redirect, location: to + search };
}

/**
 * Reads route redirects from configuration (`ROUTE_REDIRECTS`): a JSON object of path pattern →
 * target, or → `{to, statusCode}`. Lets operations add a redirect without a code change.
 */
export function parseRouteRedirects(value: string | undefined): RouteRules {
  if (!value?.trim()) return {};
  const parsed = JSON.parse(value) as Record<string, string | { to: string; statusCode?: number }>;
  const rules: RouteRules = {};
  for (const [pattern, target] of Object.entries(parsed)) {
    const to = typeof target === 'string' ? target : target.to;
    const status = typeof target === 'string' ? 301 : (target.statusCode ?? 301);
    if (!pattern.startsWith('/') || !to) throw new Error(`ROUTE_REDIRECTS: invalid rule for "${pattern}"`);
    if (![301, 302, 307, 308].includes(status)) throw new Error(`ROUTE_REDIRECTS: invalid status for "${pattern}"`);
    rules[pattern] = { redirect: { to, statusCode: status as RouteRedirect['statusCode'] } };
  }
  return rules;
}

export function isExternalLocation(location: string, origin: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location) && new URL(location).origin !== origin;
}
