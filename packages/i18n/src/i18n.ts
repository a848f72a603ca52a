import type { i18n as I18n } from 'i18next';
import { defaultLocale, type Locale } from '@brokkie/domain/locales';
import { catalogs } from './catalogs.ts';
import { createI18nInstance } from './instance.ts';

/** An i18next instance for one locale with every catalog loaded (server, API, tests). */
export function createI18n(locale: Locale = defaultLocale): I18n {
  return createI18nInstance(locale, catalogs);
}
