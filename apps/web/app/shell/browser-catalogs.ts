import type { Locale } from '@brokkie/domain/locales';
import type { Catalog } from '@brokkie/i18n/catalog-types';

/**
 * The catalogs this browser has loaded: the page's own (loaded by the client entry before it
 * hydrates) and any other locale visited since (loaded before its page renders).
 */
const loaded = new Map<Locale, Catalog>();

export function registerCatalog(locale: Locale, catalog: Catalog): void {
  loaded.set(locale, catalog);
}

export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

export function loadedCatalogs(): Partial<Record<Locale, Catalog>> {
  return Object.fromEntries(loaded);
}

/** Which catalog the page is in and where every locale's catalog is (written by `CatalogPreload`). */
export interface CatalogList {
  locale: Locale;
  urls: Partial<Record<Locale, string>>;
}

export const catalogListElementId = 'brokkie-catalogs';

let pageCatalogList: CatalogList | undefined;

/** The page's catalog list, read once from the server's HTML. */
export function pageCatalogs(): CatalogList | undefined {
  if (!pageCatalogList) {
    const text = document.getElementById(catalogListElementId)?.textContent;
    if (text) pageCatalogList = JSON.parse(text) as CatalogList;
  }
  return pageCatalogList;
}

/**
 * Loads a locale's catalog: the page's own before hydration (already preloaded), another before a
 * client-side navigation into that locale renders. A failed load leaves the page in the language
 * already loaded rather than breaking the navigation.
 */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const url = pageCatalogs()?.urls[locale];
  if (!url) return;
  try {
    const module = (await import(/* @vite-ignore */ url)) as { default: Catalog };
    loaded.set(locale, module.default);
  } catch {
    // The instance for this locale falls back to the catalogs already loaded (i18n-instances.ts).
  }
}
