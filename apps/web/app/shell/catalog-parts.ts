import type { CatalogPart } from '@brokkie/i18n/browser-catalog';
import { isSignedInPage } from '../page-table.ts';

/**
 * The catalog parts a page speaks, from its matched route ids: every page the public part, the
 * login guard's pages the signed-in pages' part too (the guard loads it on client navigations).
 */
export function catalogPartsOf(routeIds: readonly string[]): CatalogPart[] {
  return isSignedInPage(routeIds) ? ['public', 'account'] : ['public'];
}
