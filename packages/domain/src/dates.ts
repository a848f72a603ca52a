import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { formatLocaleTag } from './locales.ts';

/**
 * Dates are shown and reasoned about in Brussels time (§1, §9), whatever the time zone of the
 * server or the browser: "today" for a delivery or a birth date is the customer's day, not UTC's.
 */
export const defaultTimeZone = 'Europe/Brussels';

/** BCP 47 tag of the default date locale, Dutch (Belgium) (§9). */
export const defaultDateLocale = 'nl-BE';

export type DateInput = Date | number | string;

/** The instant as a date whose fields (day, hour, ...) read in `timeZone`. */
export function inTimeZone(date: DateInput, timeZone: string = defaultTimeZone): TZDate {
  return new TZDate(new Date(date).getTime(), timeZone);
}

/** date-fns `format` pattern applied in `timeZone` (e.g. 'yyyy-MM-dd HH:mm'). */
export function formatInTimeZone(date: DateInput, pattern: string, timeZone: string = defaultTimeZone): string {
  return format(inTimeZone(date, timeZone), pattern);
}

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function todayIsoDate(now: DateInput = new Date(), timeZone: string = defaultTimeZone): string {
  return formatInTimeZone(now, 'yyyy-MM-dd', timeZone);
}

// Making an Intl.DateTimeFormat costs many times what formatting with one does (a run of the
// billing scheduler formats tens of thousands of dates): one per locale, options and time zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date for people, in their language (`localeTag` as in `localeTags`), in Brussels time.
 * @deprecated Use `formatDate` or `formatDay` of format.ts, the one formatting module; kept until its last callers switch.
 */
export function formatDate(
  date: DateInput,
  localeTag: string = defaultDateLocale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  timeZone: string = defaultTimeZone,
): string {
  const key = `${localeTag}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    const clock = options.hour !== undefined || options.timeStyle !== undefined ? { hourCycle: 'h23' as const } : {};
    formatter = new Intl.DateTimeFormat(formatLocaleTag(localeTag), { ...options, ...clock, timeZone });
    dateFormats.set(key, formatter);
  }
  return formatter.format(new Date(date));
}

/** Working hours arrive as 'HH:MM:SS'; they are shown as HH:MM, the first five characters (§9). */
export function formatWorkingHour(time: string): string {
  return time.slice(0, 5);
}
