import i18next, { type i18n as I18n } from 'i18next';
import { defaultLocale, type Locale } from '@brokkie/domain/locales';
import { catalogs, fallbackLocales } from './catalogs.ts';

/**
 * Creates an i18next instance for one locale, with every catalog loaded (they are small and
 * bundled). Placeholders use single braces, as the spec writes them: 'The maximum length is
 * {count} characters.' Plurals use i18next's `_one`/`_other` suffixes, chosen by Intl.PluralRules.
 */
export function createI18n(locale: Locale = defaultLocale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: (code) => fallbackLocales[code as Locale] ?? ['en'],
    supportedLngs: Object.keys(catalogs),
    lowerCaseLng: true,
    resources: Object.fromEntries(Object.entries(catalogs).map(([lng, catalog]) => [lng, catalog])),
    defaultNS: 'common',
    ns: Object.keys(catalogs.en),
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
