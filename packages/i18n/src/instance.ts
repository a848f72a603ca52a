import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '@brokkie/domain/locales';
import type { Catalog } from './catalog-types.ts';
import { fallbackLocales } from './fallbacks.ts';

/**
 * An i18next instance for one locale over the catalogs given: every catalog on the server, only
 * the page's own in the browser. Placeholders use single braces, as the spec writes them: 'The
 * maximum length is {count} characters.' Plurals use i18next's `_one`/`_other` suffixes, chosen by
 * Intl.PluralRules.
 */
export function createI18nInstance(locale: Locale, resources: Partial<Record<Locale, Catalog>>): I18n {
  const instance = i18next.createInstance();
  const namespaces = Object.keys(resources[locale] ?? Object.values(resources)[0] ?? {});
  void instance.init({
    lng: locale,
    fallbackLng: (code) => fallbackLocales[code as Locale] ?? ['en'],
    supportedLngs: Object.keys(fallbackLocales),
    lowerCaseLng: true,
    resources,
    defaultNS: 'common',
    ns: namespaces,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
