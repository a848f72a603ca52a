import { defaultTimeZone, type DateInput } from './dates.ts';
import { defaultLocale, formatLocaleTag, type Locale } from './locales.ts';
import { currency, isCents, type Cents } from './money.ts';

/**
 * How numbers, weights, money, percentages, dates and times read for people, in every locale: the
 * one place the app and the API (mails, invoices, the passport) format them. Catalog texts never
 * write a number, a date or a decimal separator themselves; they get one of these through a
 * placeholder, so that Dutch and French read '0,5 kg', German '24.06.2021' and English (British, on
 * this European site) '24 June 2021' and '14:05'. packages/i18n/test/formats.test.ts checks every
 * formatter in every locale.
 *
 * `locale` is a locale ('nl-be', 'en') or a language tag ('nl-BE', 'en'): both are turned into the
 * formatting tag of `formatLocaleTags` (English → en-GB).
 */
export type FormatLocale = Locale | string;

// Making an Intl formatter costs many times what formatting with one does (a run of the billing
// scheduler formats tens of thousands of dates): one per tag and options, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = formatLocaleTag(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A plain number: '1.040' and '9,5' in Dutch, '1,040' and '9.5' in English. */
export function formatNumber(value: number, locale: FormatLocale = defaultLocale, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits, minimumFractionDigits }).format(value);
}

/** A number as a person types it in a field of this locale: no thousands separator, '12,5' or '12.5'. */
export function formatDecimalInput(value: number, locale: FormatLocale = defaultLocale, maximumFractionDigits = 3): string {
  return numberFormat(locale, { maximumFractionDigits, useGrouping: false }).format(value);
}

/** Whether the locale writes a decimal comma (every locale here but English). */
export function usesDecimalComma(locale: FormatLocale = defaultLocale): boolean {
  return formatNumber(1.5, locale, 1).includes(',');
}

/** A weight in kilos: '0,5 kg', '12.25 kg' (two decimals at most unless asked otherwise). */
export function formatKilograms(kg: number, locale: FormatLocale = defaultLocale, maximumFractionDigits = 2): string {
  return numberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits }).format(kg);
}

/** A weight of food in grams: '500 g' below a kilo, else kilos ('4 kg', '1,5 kg'). */
export function formatGrams(grams: number, locale: FormatLocale = defaultLocale): string {
  if (Math.abs(grams) < 1000) return numberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(grams);
  return formatKilograms(grams / 1000, locale);
}

/** Money, always EUR, from whole cents: '€ 12,50' (nl-BE), '12,50 €' (fr-BE, de), '€12.50' (en). */
export function formatCents(cents: Cents, locale: FormatLocale = defaultLocale): string {
  if (!isCents(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A percentage given in percent (15 → '15%' in Dutch and English, '15 %' in French and German). */
export function formatPercent(percent: number, locale: FormatLocale = defaultLocale, maximumFractionDigits = 2): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}

/** A percentage given in basis points, as coupons and rates are stored (925 → '9,25%'). */
export function formatBasisPoints(basisPoints: number, locale: FormatLocale = defaultLocale): string {
  return formatPercent(basisPoints / 100, locale);
}

/** A count with its unit spelled out: '3 jaar', '2 Monate', '1 year'. */
export function formatDuration(value: number, unit: 'year' | 'month' | 'week' | 'day', locale: FormatLocale = defaultLocale): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Names joined as the language does: 'Bruno en Mia', 'Bruno, Mia et Rex', 'Gent or Gentbrugge'. */
export function formatList(items: readonly string[], locale: FormatLocale = defaultLocale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(formatLocaleTag(locale), { type }).format(items);
}

/**
 * The date shapes the app uses, by name, so that a page does not pick its own options:
 * - `long`: 24 juni 2021 · 24. Juni 2021 · 24 June 2021
 * - `numeric`: 24/06/2021 (nl-BE, fr, en) · 24-06-2021 (nl) · 24.06.2021 (de)
 * - `medium`: 24 jun 2021 · 24.06.2021 · 24 Jun 2021
 * - `full`: the long date with its weekday
 * - `day-month`: 24 juni · 24. Juni · 24 June
 * - `weekday`: donderdag 24 juni · Donnerstag, 24. Juni · Thursday 24 June
 * - `weekday-year`: `weekday` with the year
 * - `weekday-short`: do 24 jun · Do., 24. Juni
 * - `month-year`: juni 2021; `month`: juni
 * - `weekday-time`: donderdag 24 juni om 14:05 · Thursday 24 June at 14:05
 * - `date-time`: 24 jun 2021, 14:05; `time`: 14:05
 */
export const dateStyles = {
  long: { dateStyle: 'long' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  full: { dateStyle: 'full' },
  'day-month': { day: 'numeric', month: 'long' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  'weekday-year': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  'weekday-short': { weekday: 'short', day: 'numeric', month: 'short' },
  'month-year': { month: 'long', year: 'numeric' },
  month: { month: 'long' },
  'weekday-time': { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

/**
 * An instant for people, in Brussels time (§9): a named shape of {@link dateStyles} or Intl
 * options. Every time reads on a 24-hour clock, whatever the language.
 */
export function formatDate(
  date: DateInput,
  locale: FormatLocale = defaultLocale,
  style: DateStyle | Intl.DateTimeFormatOptions = 'long',
  timeZone: string = defaultTimeZone,
): string {
  const tag = formatLocaleTag(locale);
  const options: Intl.DateTimeFormatOptions = typeof style === 'string' ? dateStyles[style] : style;
  const key = `${tag}|${timeZone}|${typeof style === 'string' ? style : JSON.stringify(style)}`;
  let format = dateFormats.get(key);
  if (!format) {
    const clock = options.hour !== undefined || options.timeStyle !== undefined ? { hourCycle: 'h23' as const } : {};
    format = new Intl.DateTimeFormat(tag, { ...options, ...clock, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(new Date(date));
}

/**
 * A calendar day given as YYYY-MM-DD (a delivery or a birth date): read at noon UTC, so that it
 * names the same day in Brussels whatever the server's zone.
 */
export function formatDay(isoDate: string, locale: FormatLocale = defaultLocale, style: DateStyle | Intl.DateTimeFormatOptions = 'long'): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T12:00:00Z` : isoDate, locale, style);
}

/** The time of an instant in Brussels, 24-hour: '14:05'. */
export function formatTime(date: DateInput, locale: FormatLocale = defaultLocale): string {
  return formatDate(date, locale, 'time');
}
