import { matchPath } from 'react-router';
import { localizePath, splitLocalePath } from '@brokkie/domain/locales';
import { carryOverMarketingParams } from '@brokkie/domain/navigation';
import { pages, type GuardName } from '../page-table.ts';

/** What the guards need to know about a visit. */
export interface GuardContext {
  signedIn: boolean;
  /** short_name of the host's country; null for the empty country. */
  countryShortName: string | null;
}

export type GuardOutcome = { guard: 'login'; redirectTo: string } | { guard: 'belgium' };

/** The guards of the page at `pathname` (any locale prefix), in the order they apply. */
export function guardsForPath(pathname: string): GuardName[] {
  const { rest } = splitLocalePath(pathname);
  const page = pages.find((p) => matchPath({ path: `/${p.path}`, end: true }, rest));
  return page?.guards ?? [];
}

/**
 * The localized sign-in page with the way back (`/fr-be/signin?redirect=/fr-be/checkout?x=1`),
 * carrying the marketing parameters over like every navigation (§2).
 */
export function signInRedirect(url: URL): string {
  const { locale } = splitLocalePath(url.pathname);
  const query = carryOverMarketingParams(url.searchParams, new URLSearchParams({ redirect: `${url.pathname}${url.search}` }));
  return `${localizePath('/signin', locale)}?${query.toString()}`;
}

/**
 * The first guard of the page that blocks the visit, or undefined (READING-NOTES): signed-out →
 * the localized sign-in page with a return URL; outside Belgium → the 404 page. Every guard route
 * of a page computes this and only the blocking one acts, so the order of the page table decides
 * even though React Router runs the guards' loaders in parallel.
 */
export function blockingGuard(url: URL, context: GuardContext): GuardOutcome | undefined {
  for (const guard of guardsForPath(url.pathname)) {
    if (guard === 'belgium' && context.countryShortName !== 'BE') return { guard: 'belgium' };
    if (guard === 'login' && !context.signedIn) return { guard: 'login', redirectTo: signInRedirect(url) };
  }
  return undefined;
}
