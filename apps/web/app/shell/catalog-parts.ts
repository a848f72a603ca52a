import type { CatalogPart } from '@brokkie/i18n/browser-catalog';
import { pages } from '../page-table.ts';

const signedInPages: ReadonlySet<string> = new Set(pages.filter((page) => page.guards.includes('login')).map((page) => page.name));

/**
 * The catalog parts a page speaks, from its matched route ids: every page the public part, the
 * login guard's pages the signed-in pages' part too (the guard loads it on client navigations).
 */
export function catalogPartsOf(routeIds: readonly string[]): CatalogPart[] {
  return routeIds.some((id) => signedInPages.has(id)) ? ['public', 'account'] : ['public'];
}
