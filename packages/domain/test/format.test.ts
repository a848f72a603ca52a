import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatCents,
  formatDate,
  formatDay,
  formatDecimalInput,
  formatDuration,
  formatGrams,
  formatKilograms,
  formatList,
  formatNumber,
  formatPercent,
  formatTime,
  usesDecimalComma,
} from '../src/format.ts';
import { formatLocaleTag } from '../src/locales.ts';

// Intl writes some separators as (narrow) no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the formatting tag', () => {
  it('writes English as British and leaves the other languages as they are', () => {
    expect(formatLocaleTag('en')).toBe('en-GB');
    expect(formatLocaleTag('EN')).toBe('en-GB');
    expect(formatLocaleTag('nl-be')).toBe('nl-BE');
    expect(formatLocaleTag('nl-BE')).toBe('nl-BE');
    expect(formatLocaleTag('de')).toBe('de-DE');
    expect(formatLocaleTag('de-DE')).toBe('de-DE');
    expect(formatLocaleTag('fr-CA')).toBe('fr-CA');
  });
});

describe('numbers and weights', () => {
  it('writes a decimal comma in Dutch, French and German, a point in English', () => {
    expect(plain(formatKilograms(0.5, 'nl-be'))).toBe('0,5 kg');
    expect(plain(formatKilograms(0.5, 'nl'))).toBe('0,5 kg');
    expect(plain(formatKilograms(0.5, 'fr-be'))).toBe('0,5 kg');
    expect(plain(formatKilograms(0.5, 'fr'))).toBe('0,5 kg');
    expect(plain(formatKilograms(0.5, 'de'))).toBe('0,5 kg');
    expect(plain(formatKilograms(0.5, 'en'))).toBe('0.5 kg');
    expect(usesDecimalComma('de')).toBe(true);
    expect(usesDecimalComma('en')).toBe(false);
  });

  it('gives food in grams below a kilo and in kilos from one', () => {
    expect(plain(formatGrams(850, 'nl-be'))).toBe('850 g');
    expect(plain(formatGrams(1500, 'nl-be'))).toBe('1,5 kg');
    expect(plain(formatGrams(4000, 'en'))).toBe('4 kg');
    expect(plain(formatGrams(1250, 'en'))).toBe('1.25 kg');
  });

  it('groups thousands as each language does', () => {
    expect(plain(formatNumber(1234.5, 'nl-be'))).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, 'de'))).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(plain(formatNumber(1234.5, 'en'))).toBe('1,234.5');
  });

  it('writes a number for a field without grouping, in the notation the field accepts', () => {
    expect(formatDecimalInput(12.5, 'nl-be')).toBe('12,5');
    expect(formatDecimalInput(12.5, 'en')).toBe('12.5');
    expect(formatDecimalInput(1234.567, 'de')).toBe('1234,567');
    expect(formatDecimalInput(4, 'fr')).toBe('4');
  });

  it('spells durations out', () => {
    expect(formatDuration(3, 'year', 'nl-be')).toBe('3 jaar');
    expect(formatDuration(2, 'month', 'de')).toBe('2 Monate');
    expect(formatDuration(1, 'year', 'en')).toBe('1 year');
  });

  it('joins names in the language', () => {
    expect(formatList(['Bruno', 'Mia'], 'nl-be')).toBe('Bruno en Mia');
    expect(formatList(['Bruno', 'Mia', 'Rex'], 'fr')).toBe('Bruno, Mia et Rex');
    expect(formatList(['Gent', 'Gentbrugge'], 'en', 'disjunction')).toBe('Gent or Gentbrugge');
  });
});

describe('money and percentages', () => {
  it('writes euros from cents in each language', () => {
    expect(plain(formatCents(1250, 'nl-be'))).toBe('€ 12,50');
    expect(plain(formatCents(1250, 'nl'))).toBe('€ 12,50');
    expect(plain(formatCents(1250, 'fr-be'))).toBe('12,50 €');
    expect(plain(formatCents(123450, 'fr'))).toBe('1 234,50 €');
    expect(plain(formatCents(1250, 'de'))).toBe('12,50 €');
    expect(plain(formatCents(1250, 'en'))).toBe('€12.50');
    expect(() => formatCents(12.5, 'en')).toThrow(RangeError);
  });

  it('writes percentages with the space French and German put before the sign', () => {
    expect(plain(formatPercent(15, 'nl-be'))).toBe('15%');
    expect(plain(formatPercent(15, 'fr'))).toBe('15 %');
    expect(plain(formatPercent(15, 'de'))).toBe('15 %');
    expect(plain(formatPercent(15, 'en'))).toBe('15%');
    expect(plain(formatBasisPoints(925, 'nl-be'))).toBe('9,25%');
    expect(plain(formatBasisPoints(925, 'en'))).toBe('9.25%');
  });
});

describe('dates and times, in Brussels', () => {
  const summer = '2021-06-24T12:05:00Z'; // 14:05 in Brussels

  it('puts the day before the month in every language, English included', () => {
    expect(formatDay('2021-06-24', 'nl-be')).toBe('24 juni 2021');
    expect(formatDay('2021-06-24', 'fr-be')).toBe('24 juin 2021');
    expect(formatDay('2021-06-24', 'de')).toBe('24. Juni 2021');
    expect(formatDay('2021-06-24', 'en')).toBe('24 June 2021');
  });

  it('writes numeric dates as each country does', () => {
    expect(formatDay('2021-06-24', 'de', 'numeric')).toBe('24.06.2021');
    expect(formatDay('2021-06-24', 'nl', 'numeric')).toBe('24-06-2021');
    expect(formatDay('2021-06-24', 'nl-be', 'numeric')).toBe('24/06/2021');
    expect(formatDay('2021-06-24', 'fr', 'numeric')).toBe('24/06/2021');
    expect(formatDay('2021-06-24', 'en', 'numeric')).toBe('24/06/2021');
    expect(formatDay('2021-06-24', 'de', 'medium')).toBe('24.06.2021');
  });

  it('names the weekday', () => {
    expect(formatDay('2021-06-24', 'nl-be', 'weekday')).toBe('donderdag 24 juni');
    expect(formatDay('2021-06-24', 'de', 'weekday')).toBe('Donnerstag, 24. Juni');
    expect(formatDay('2021-06-24', 'en', 'weekday')).toBe('Thursday 24 June');
  });

  it('reads times on a 24-hour clock in Brussels time, English included', () => {
    expect(formatTime(summer, 'en')).toBe('14:05');
    expect(formatTime(summer, 'fr')).toBe('14:05');
    expect(formatTime('2021-12-24T08:05:00Z', 'de')).toBe('09:05');
    expect(formatDate(summer, 'en', 'weekday-time')).toBe('Thursday 24 June at 14:05');
    expect(formatDate(summer, 'en', { dateStyle: 'medium', timeStyle: 'short' })).toBe('24 Jun 2021, 14:05');
  });

  it('gives a calendar day its own date whatever the zone', () => {
    expect(formatDay('2024-12-31', 'nl-be', 'numeric')).toBe('31/12/2024');
    expect(formatDate('2024-12-31T23:30:00Z', 'nl-be', 'numeric')).toBe('01/01/2025');
  });
});
