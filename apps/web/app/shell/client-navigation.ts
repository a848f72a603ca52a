import { findLegacyRedirect } from '@brokkie/domain/legacy-redirects';
import { splitLocalePath } from '@brokkie/domain/locales';
import { carryOverMarketingParams } from '@brokkie/domain/navigation';
import { isExternalLocation, routeRedirectFor, type RouteRules } from './route-rules.ts';

export interface NavigationRedirect {
  location: string;
  /** Leave the app: a full page load (external target or a new build). */
  document: boolean;
}

export interface NavigationContext {
  routeRules: RouteRules;
  newBuildPending: boolean;
  reloadAllowed: boolean;
}

/**
 * What a client-side navigation from `current` to `next` must do instead, before the page loads
 * (§2), or undefined to go ahead:
 * 1. after a new build, a full page load of the target (reload guard permitting);
 * 2. the legacy redirects, then the build's route-rule redirects (external → full page load);
 * 3. marketing query parameters of the current URL that the target lacks are added to it.
 */
export function navigationRedirect(current: URL, next: URL, context: NavigationContext): NavigationRedirect | undefined {
  const target = `${next.pathname}${next.search}${next.hash}`;
  if (context.newBuildPending && context.reloadAllowed) return { location: target, document: true };

  const legacy = findLegacyRedirect(next.pathname, next.search, splitLocalePath(current.pathname).locale);
  if (legacy) return { location: legacy.location, document: legacy.external };

  const rule = routeRedirectFor(context.routeRules, next.pathname, next.search);
  if (rule) return { location: rule.location, document: isExternalLocation(rule.location, next.origin) };

  const carried = carryOverMarketingParams(current.searchParams, next.searchParams);
  if (carried.toString() !== next.searchParams.toString()) {
    return { location: `${next.pathname}?${carried.toString()}${next.hash}`, document: false };
  }
  return undefined;
}

/** Whether the root (and so the locale, country and cookie) must be loaded again for `next`. */
export function localeChanges(current: URL, next: URL): boolean {
  return splitLocalePath(current.pathname).prefix !== splitLocalePath(next.pathname).prefix;
}
