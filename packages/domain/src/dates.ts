import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

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

/** Working hours arrive as 'HH:MM:SS'; they are shown as HH:MM, the first five characters (§9). */
export function formatWorkingHour(time: string): string {
  return time.slice(0, 5);
}
