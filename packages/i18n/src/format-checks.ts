import type { Locale } from '@brokkie/domain/locales';

/**
 * How a text gives itself away as written for another locale: a decimal point in Dutch ('0.5 kg'),
 * a decimal comma in English ('12,5'), a month before its day ('12/31/2021', 'June 24'), a 12-hour
 * clock ('2:05 PM'), a percent sign spaced as another language spaces it. The catalog test runs
 * every text of every locale through these, with its placeholders filled by the formatting module
 * (packages/i18n/test/locale-formats.test.ts); a page test can run what a page shows through them.
 */
export interface FormatProblem {
  rule: string;
  found: string;
}

const commaDecimal: Record<Locale, boolean> = { 'nl-be': true, nl: true, 'fr-be': true, fr: true, de: true, en: false };
const spaceBeforePercent: Record<Locale, boolean> = { 'nl-be': false, nl: false, 'fr-be': true, fr: true, de: true, en: false };
/** The separator of a numeric date in each locale ('24/06/2021', '24-06-2021', '24.06.2021'). */
const numericDateSeparator: Record<Locale, string> = { 'nl-be': '/', nl: '-', 'fr-be': '/', fr: '/', de: '.', en: '/' };

const englishMonths = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const space = '[ \\u00a0\\u202f]';

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

/** Numeric dates ('24/06/2021', '6/24/21', '24.06.2021'): read before the numbers, so that a German date is not taken for a decimal. */
const numericDate = /(?<![\d.,/-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d.,/-])/g;

export function foreignFormats(text: string, locale: Locale): FormatProblem[] {
  const problems: FormatProblem[] = [];
  const add = (rule: string, found: string[]) => found.forEach((f) => problems.push({ rule, found: f }));

  let rest = text;
  for (const m of text.matchAll(numericDate)) {
    const [whole, first, separator, second] = m;
    if (Number(first) <= 12 && Number(second) > 12) add('month before day', [whole]);
    else if (separator !== numericDateSeparator[locale]) add(`date written with '${separator}' instead of '${numericDateSeparator[locale]}'`, [whole]);
    rest = rest.replace(whole, ' ');
  }
  // 'Dec 31' without a year, written as a month number first: '12/31'.
  add('month before day', matches(rest, /(?<![\d/])(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])(?![\d/])/g));
  if (locale === 'en') add('month before day', matches(rest, new RegExp(`\\b(?:${englishMonths})\\.?${space}\\d{1,2}(?:st|nd|rd|th)?\\b(?!:)`, 'g')));

  // 'am' is also a German word ('7 am Tag'): outside English only the capitals and the dotted forms count.
  const meridiem = locale === 'en' ? '(?:am|pm|a\\.m\\.|p\\.m\\.)' : '(?:AM|PM|a\\.m\\.|p\\.m\\.)';
  add('12-hour clock', matches(rest, new RegExp(`\\b\\d{1,2}(?::\\d{2})?${space}?${meridiem}(?![A-Za-z])`, locale === 'en' ? 'gi' : 'g')));

  if (commaDecimal[locale]) {
    add('decimal point', matches(rest, /(?<![\d.])\d+\.\d{1,2}(?![\d.])/g));
    add('English thousands separator', matches(rest, /(?<![\d,])\d{1,3},\d{3}(?![\d,])/g));
    if (locale.startsWith('fr')) add('thousands written with a point', matches(rest, /(?<![\d.])\d{1,3}\.\d{3}(?![\d.])/g));
  } else {
    add('decimal comma', matches(rest, /(?<![\d,])\d+,\d{1,2}(?![\d,])/g));
    add('thousands written with a point', matches(rest, /(?<![\d.])\d{1,3}\.\d{3}(?![\d.])/g));
  }

  if (spaceBeforePercent[locale]) add('no space before %', matches(rest, /\d%/g));
  else add('space before %', matches(rest, new RegExp(`\\d${space}%`, 'g')));

  return problems;
}
