import i18next, { type i18n as I18n } from 'i18next';
import {
  formatCents,
  formatDate,
  formatDay,
  formatDecimalInput,
  formatGrams,
  formatKilograms,
  formatList,
  formatNumber,
  formatPercent,
  type DateStyle,
} from '@brokkie/domain/format';
import type { Locale } from '@brokkie/domain/locales';
import type { Catalog } from './catalog-types.ts';
import { fallbackLocales } from './fallbacks.ts';

type Formatter = (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string;

/**
 * What a catalog text may ask of a placeholder's value, after a comma: '{weight, kg}',
 * '{example, decimal}', '{min, number}'. Each writes the value the way the text's language does,
 * through the formatting module (packages/domain/src/format.ts); they replace i18next's own
 * `number`, `datetime` and `list`, which would write English as American.
 */
export const placeholderFormats: Record<string, Formatter> = {
  /** A number: '1.234,5' (nl), '1,234.5' (en); `number(maximumFractionDigits: 0)` to round. */
  number: (value, lng, options) => formatNumber(Number(value), lng, typeof options.maximumFractionDigits === 'number' ? options.maximumFractionDigits : 2),
  /** A number as typed in a field of the language: '12,5', '12.5' (an example for a field). */
  decimal: (value, lng) => formatDecimalInput(Number(value), lng),
  /** Kilos: '0,5 kg'. */
  kg: (value, lng) => formatKilograms(Number(value), lng),
  /** Grams of food: '850 g', '1,5 kg'. */
  grams: (value, lng) => formatGrams(Number(value), lng),
  /** Money from whole cents: '€ 12,50'. */
  money: (value, lng) => formatCents(Number(value), lng),
  /** A percentage given in percent: '15%', '15 %'. */
  percent: (value, lng) => formatPercent(Number(value), lng),
  /** A calendar day (YYYY-MM-DD) in a named shape: '{date, day}', '{date, day(style: weekday)}'. */
  day: (value, lng, options) => formatDay(String(value), lng, (options.style as DateStyle | undefined) ?? 'long'),
  /** An instant in Brussels time, in a named shape ('{at, datetime(style: weekday-time)}'). */
  datetime: (value, lng, options) => formatDate(value as Date | string | number, lng, (options.style as DateStyle | undefined) ?? 'long'),
  /** Names joined: 'Bruno en Mia'. */
  list: (value, lng) => formatList(Array.isArray(value) ? value.map(String) : [String(value)], lng),
};

/**
 * An i18next instance for one locale over the catalogs given: every catalog on the server, only
 * the page's own in the browser. Placeholders use single braces, as the spec writes them: 'The
 * maximum length is {count} characters.' Plurals use i18next's `_one`/`_other` suffixes, chosen by
 * Intl.PluralRules. A placeholder may name how its value is written (`placeholderFormats`).
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
  for (const [name, format] of Object.entries(placeholderFormats)) {
    instance.services.formatter?.add(name, (value, lng, options) => format(value, lng ?? locale, options as Record<string, unknown>));
  }
  return instance;
}
