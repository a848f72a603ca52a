import type { Catalog } from './catalog-types.ts';

/**
 * Namespaces only the server speaks: e-mails and API answers. The browser shows a few API texts
 * itself (coupon checks run before the API is asked), so those groups stay in its catalog.
 */
export const serverOnlyNamespaces = ['api', 'mail'] as const;
export const browserKeptGroups: Record<(typeof serverOnlyNamespaces)[number], string[]> = {
  api: ['coupon'],
  mail: [],
};

/** The part of a locale's catalog the browser loads: without the server-only namespaces. */
export function browserCatalog(catalog: Catalog): Catalog {
  const trimmed: Catalog = { ...catalog };
  for (const namespace of serverOnlyNamespaces) {
    const whole = catalog[namespace];
    delete trimmed[namespace];
    if (!whole) continue;
    const kept = Object.fromEntries(browserKeptGroups[namespace].filter((group) => group in whole).map((group) => [group, whole[group]]));
    if (Object.keys(kept).length > 0) trimmed[namespace] = kept;
  }
  return trimmed;
}
