import type { i18n as I18n } from 'i18next';
import type { Locale } from '@brokkie/domain/locales';
import { createI18n } from '@brokkie/i18n/i18n';
import { createI18nInstance } from '@brokkie/i18n/instance';
import { catalogsVersion, loadedCatalog, loadedCatalogs } from './browser-catalogs.ts';

// One instance per locale serves every render: nothing changes an instance's language after it is
// made, so concurrent server requests may share it (a new instance per request was ~9 % of the
// server's render time). In the browser an instance gains the catalog parts loaded after it.
const instances = new Map<Locale, I18n>();
const syncedVersion = new WeakMap<I18n, number>();

// The server (and the unit tests) hold every catalog; the browser only the ones it loaded, so the
// whole set never reaches the client bundle (the condition is constant in each build).
const allCatalogs = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** The i18next instance for `locale`. */
export function i18nFor(locale: Locale): I18n {
  const cached = instances.get(locale);
  if (cached) {
    if (!allCatalogs && syncedVersion.get(cached) !== catalogsVersion()) addLoadedParts(cached, locale);
    return cached;
  }
  if (allCatalogs) {
    const instance = createI18n(locale);
    instances.set(locale, instance);
    return instance;
  }
  if (!loadedCatalog(locale)) {
    // Not loaded (its load failed): speak a loaded language until a page load brings the catalog.
    const loaded = loadedCatalogs();
    const [fallback] = Object.keys(loaded) as Locale[];
    return createI18nInstance(fallback ?? locale, loaded);
  }
  const instance = createI18nInstance(locale, { [locale]: loadedCatalog(locale) });
  syncedVersion.set(instance, catalogsVersion());
  instances.set(locale, instance);
  return instance;
}

/** The namespaces of `locale` loaded since the instance was made (the signed-in pages' part). */
function addLoadedParts(instance: I18n, locale: Locale) {
  for (const [namespace, texts] of Object.entries(loadedCatalog(locale) ?? {})) {
    if (!instance.hasResourceBundle(locale, namespace)) instance.addResourceBundle(locale, namespace, texts);
  }
  syncedVersion.set(instance, catalogsVersion());
}
