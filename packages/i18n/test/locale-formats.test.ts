import { describe, expect, it } from 'vitest';
import {
  dateStyles,
  formatBasisPoints,
  formatCents,
  formatDate,
  formatDay,
  formatDecimalInput,
  formatGrams,
  formatKilograms,
  formatList,
  formatNumber,
  formatPercent,
  formatTime,
  type DateStyle,
} from '@brokkie/domain/format';
import { locales, type Locale } from '@brokkie/domain/locales';
import { catalogs } from '../src/catalogs.ts';
import { foreignFormats } from '../src/format-checks.ts';
import { createI18n } from '../src/i18n.ts';
import { placeholderFormats } from '../src/instance.ts';

function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

// What each placeholder format is given in the walk below: the values a page gives it.
const samples: Record<string, unknown> = {
  number: 1234.5,
  decimal: 12.5,
  kg: 0.5,
  grams: 1500,
  money: 123450,
  percent: 9.25,
  day: '2021-06-24',
  datetime: '2021-06-24T12:05:00Z',
  list: ['Bruno', 'Mia'],
};

/** The text as a reader sees it: a formatted placeholder written by its format, any other by a whole number. */
function filled(text: string, locale: Locale): string {
  return text.replace(/\{(\w+)(?:\s*,\s*(\w+)(?:\(([^)]*)\))?)?\}/g, (_, _name: string, format?: string, options?: string) => {
    if (!format) return '7';
    const style = options?.match(/style:\s*([\w-]+)/)?.[1];
    return placeholderFormats[format]!(samples[format], locale, style ? { style } : {});
  });
}

const everyText = locales.flatMap((locale) => texts(catalogs[locale]).map(([key, text]) => ({ locale, key, text })));

describe('the checks themselves', () => {
  it.each([
    ['nl-be', 'Bijvoorbeeld 0.5 kg'],
    ['fr', 'Total : 12.50 €'],
    ['de', 'Lieferung am 12/31/2021'],
    ['de', 'am 24/06/2021'],
    ['en', 'For example 12,5.'],
    ['en', 'Delivered on June 24'],
    ['en', 'Until 2:05 PM'],
    ['nl', 'om 9 AM'],
    ['en', 'at 9am'],
    ['fr', 'jusqu’à 50% remboursés'],
    ['nl-be', 'tot 50 % terugbetaald'],
    ['en', 'up to 1.000 kg'],
    ['de', 'bis 1,000 kg'],
  ] as const)('find something foreign in %s: %s', (locale, text) => {
    expect(foreignFormats(text, locale)).not.toEqual([]);
  });

  it.each([
    ['nl-be', 'Bijvoorbeeld 0,5 kg, € 1.234,50, 9,25%, 24/06/2021 om 14:05'],
    ['nl', '24-06-2021, 1.500 g'],
    ['fr', '1 234,50 €, 9,25 %, le 24/06/2021 à 14:05'],
    ['de', '24.06.2021, 1.234,50 €, 50 %'],
    ['en', '24 June 2021 at 14:05, €1,234.50, 0.5 kg, 9.25%, 24/06/2021'],
  ] as const)('find nothing in what %s writes: %s', (locale, text) => {
    expect(foreignFormats(text, locale)).toEqual([]);
  });
});

describe('every catalog text', () => {
  it.each(locales)('in %s writes numbers, dates, times and weights as the locale does', (locale) => {
    const problems = everyText
      .filter((entry) => entry.locale === locale)
      .flatMap(({ key, text }) => foreignFormats(filled(text, locale), locale).map((problem) => `${key}: ${problem.rule} (${problem.found})`));
    expect(problems).toEqual([]);
  });

  it.each(locales)('in %s holds no example date: a date comes from the code, as the field takes it or as the page writes it', (locale) => {
    const dated = everyText
      .filter((entry) => entry.locale === locale && /\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}/.test(entry.text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(dated).toEqual([]);
  });

  it.each(locales)('in %s holds no decimal number: its separator is the formatting module’s to write', (locale) => {
    const decimals = everyText.filter((entry) => entry.locale === locale && /\d[.,]\d/.test(entry.text)).map(({ key, text }) => `${key}: ${text}`);
    expect(decimals).toEqual([]);
  });

  it('names only formats the formatting module knows', () => {
    const unknown = everyText.flatMap(({ locale, key, text }) =>
      [...text.matchAll(/\{\w+\s*,\s*(\w+)/g)].filter((m) => !(m[1]! in placeholderFormats)).map((m) => `${locale} ${key}: ${m[1]}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('every formatter', () => {
  const summer = '2021-06-24T12:05:00Z'; // a Thursday, 14:05 in Brussels

  it.each(locales)('in %s writes the locale’s numbers, money, weights and percentages', (locale) => {
    const written = [
      formatNumber(1234.5, locale),
      formatDecimalInput(12.5, locale),
      formatKilograms(0.5, locale),
      formatGrams(850, locale),
      formatGrams(1500, locale),
      formatCents(123450, locale),
      formatPercent(9.25, locale),
      formatBasisPoints(1500, locale),
      formatList(['Bruno', 'Mia'], locale),
    ];
    expect(written.flatMap((text) => foreignFormats(text, locale))).toEqual([]);
    expect(formatKilograms(0.5, locale)).toMatch(locale === 'en' ? /^0\.5\skg$/ : /^0,5\skg$/);
  });

  it.each(locales)('in %s writes every date shape day first and every time on a 24-hour clock', (locale) => {
    for (const style of Object.keys(dateStyles) as DateStyle[]) {
      const text = formatDate(summer, locale, style);
      expect(foreignFormats(text, locale), `${style}: ${text}`).toEqual([]);
      if ('hour' in dateStyles[style] || 'timeStyle' in dateStyles[style]) expect(text, style).toContain('14:05');
      if ('day' in dateStyles[style] && 'month' in dateStyles[style])
        expect(text.indexOf('24'), `${style}: ${text}`).toBeLessThan(text.search(/06|jun|juin|juni/i));
    }
    expect(formatTime(summer, locale)).toBe('14:05');
    expect(formatDay('2021-06-24', locale, 'numeric')).toBe({ de: '24.06.2021', nl: '24-06-2021' }[locale as string] ?? '24/06/2021');
  });

  it.each(locales)('in %s writes what a placeholder format asks as the locale does', (locale) => {
    for (const [format, write] of Object.entries(placeholderFormats)) {
      const text = write(samples[format], locale, {});
      expect(foreignFormats(text, locale), `${format}: ${text}`).toEqual([]);
    }
  });
});

describe('a number handed to a text raw', () => {
  it('is written by the text’s format in its language (a bag of 1.5 kg on the dashboard)', () => {
    expect(createI18n('nl-be').t('dashboard_home:box.sacs', { count: 2, kg: 1.5, name: 'Kip' })).toBe('2 × 1,5 kg Kip');
    expect(createI18n('de').t('dashboard_home:box.sacs', { count: 2, kg: 1.5, name: 'Huhn' })).toBe('2 × 1,5 kg Huhn');
    expect(createI18n('en').t('dashboard_home:box.sacs', { count: 2, kg: 1.5, name: 'Chicken' })).toBe('2 × 1.5 kg Chicken');
  });
});
