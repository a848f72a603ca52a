import type { Locale } from '@brokkie/domain/locales';
import type { Catalog } from '@brokkie/i18n/catalog-types';

/**
 * The catalogs this browser has loaded: the page's own (imported by the client entry through the
 * page's import map) and any other locale visited since (loaded before its page renders).
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

/**
 * Loads a locale's catalog before a client-side navigation into that locale renders. A failed load
 * leaves the page in the language already loaded rather than breaking the navigation.
 */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  try {
    const module = (await import(/* @vite-ignore */ `${catalogSpecifier}/${locale}`)) as { default: Catalog };
    loaded.set(locale, module.default);
  } catch {
    // The instance for this locale falls back to the catalogs already loaded (i18n-instances.ts).
  }
}

/** The import-map name of the page's catalog; `<name>/<locale>` names every other. */
export const catalogSpecifier = 'brokkie:catalog';
