import type { CatalogPart } from '@brokkie/i18n/browser-catalog';
import { isDevelopmentPage, isSignedInPage } from '../page-table.ts';

/**
 * The catalog parts a page speaks, from its matched route ids: every page the public part, the
 * login guard's pages the signed-in pages' part too (the guard loads it on client navigations),
 * the development pages their own part (their client loaders load it).
 */
export function catalogPartsOf(routeIds: readonly string[]): CatalogPart[] {
  return ['public', ...(isSignedInPage(routeIds) ? (['account'] as const) : []), ...(isDevelopmentPage(routeIds) ? (['development'] as const) : [])];
}
