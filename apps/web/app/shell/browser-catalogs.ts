import { splitLocalePath, type Locale } from '@brokkie/domain/locales';
import type { CatalogPart } from '@brokkie/i18n/browser-catalog';
import type { Catalog } from '@brokkie/i18n/catalog-types';

/**
 * The catalogs this browser has loaded, by locale: the parts the page needs (loaded by the client
 * entry before it hydrates), the locales visited since (loaded before their page renders), and the
 * signed-in pages' part with the first such page (the login guard loads it).
 */
const loaded = new Map<Locale, Catalog>();
const loadedParts = new Set<string>();
let version = 0;

export function registerCatalog(locale: Locale, catalog: Catalog, part: CatalogPart = 'public'): void {
  loaded.set(locale, { ...loaded.get(locale), ...catalog });
  loadedParts.add(`${locale}/${part}`);
  version += 1;
}

export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

export function loadedCatalogs(): Partial<Record<Locale, Catalog>> {
  return Object.fromEntries(loaded);
}

/** Grows with every part loaded: an i18next instance made earlier adds what came since. */
export function catalogsVersion(): number {
  return version;
}

/** Which catalog parts the page speaks and where every locale's parts are (written by `CatalogPreload`). */
export interface CatalogList {
  locale: Locale;
  parts: CatalogPart[];
  urls: Partial<Record<Locale, Record<CatalogPart, string>>>;
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
 * Loads a part of a locale's catalog: the page's own before hydration (already preloaded), another
 * before a client-side navigation that needs it renders. A failed load leaves the page in the texts
 * already loaded rather than breaking the navigation.
 */
export async function loadCatalog(locale: Locale, part: CatalogPart = 'public'): Promise<void> {
  if (loadedParts.has(`${locale}/${part}`)) return;
  const url = pageCatalogs()?.urls[locale]?.[part];
  if (!url) return;
  try {
    const module = (await import(/* @vite-ignore */ url)) as { default: Catalog };
    registerCatalog(locale, module.default, part);
  } catch {
    // The instance for this locale falls back to the catalogs already loaded (i18n-instances.ts).
  }
}

/** For a page's client loader: its part of the catalog in the URL's language, before it renders. */
export function loadPagePart(request: Request, part: CatalogPart): Promise<void> {
  return loadCatalog(splitLocalePath(new URL(request.url).pathname).locale, part);
}
