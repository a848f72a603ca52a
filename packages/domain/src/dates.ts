/**
 * Dates are shown and reasoned about in Brussels time (§1, §9), whatever the time zone of the
 * server or the browser: "today" for a delivery or a birth date is the customer's day, not UTC's.
 *
 * Read with the platform's Intl rather than date-fns: this module is on every page's first load
 * (through the shell's formatting), and date-fns with its time-zone add-on is 6 KB of it.
 */
export const defaultTimeZone = 'Europe/Brussels';

/** BCP 47 tag of the default date locale, Dutch (Belgium) (§9). */
export const defaultDateLocale = 'nl-BE';

export type DateInput = Date | number | string;

/** The fields of an instant as a wall clock in a time zone shows them, zero-padded. */
export interface ZonedFields {
  yyyy: string;
  MM: string;
  dd: string;
  HH: string;
  mm: string;
}

const fieldFormatters = new Map<string, Intl.DateTimeFormat>();

// The fields of the last minute asked for, per time zone: a server asks for "today" on many
// requests a minute, and formatToParts is slow. Every time zone's offset changes on a whole
// minute, so an instant's fields are those of its minute.
const lastMinute = new Map<string, { minute: number; fields: ZonedFields }>();

/** The instant's year, month, day, hour and minute in `timeZone`. */
export function zonedFields(date: DateInput, timeZone: string = defaultTimeZone): ZonedFields {
  const instant = new Date(date);
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastMinute.get(timeZone);
  if (last && last.minute === minute) return { ...last.fields };
  const fields = formattedFields(instant, timeZone);
  // An invalid date (NaN) is never remembered.
  if (Number.isFinite(minute)) lastMinute.set(timeZone, { minute, fields: { ...fields } });
  return fields;
}

function formattedFields(instant: Date, timeZone: string): ZonedFields {
  let formatter = fieldFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fieldFormatters.set(timeZone, formatter);
  }
  const fields: ZonedFields = { yyyy: '', MM: '', dd: '', HH: '', mm: '' };
  for (const part of formatter.formatToParts(instant)) {
    if (part.type === 'year') fields.yyyy = part.value;
    else if (part.type === 'month') fields.MM = part.value;
    else if (part.type === 'day') fields.dd = part.value;
    else if (part.type === 'hour') fields.HH = part.value;
    else if (part.type === 'minute') fields.mm = part.value;
  }
  return fields;
}

/** The patterns the code reads a zoned instant with (date-fns' letters). */
export type ZonedPattern = 'yyyy-MM-dd' | 'yyyy-MM-dd HH:mm' | 'HH:mm' | 'yyyy' | 'H';

/** The instant in `timeZone` written with `pattern`: 'yyyy-MM-dd', 'HH:mm', 'H' (the hour, unpadded), ... */
export function formatInTimeZone(date: DateInput, pattern: ZonedPattern, timeZone: string = defaultTimeZone): string {
  const fields = zonedFields(date, timeZone);
  if (pattern === 'H') return String(Number(fields.HH));
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => fields[token as keyof ZonedFields]);
}

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function todayIsoDate(now: DateInput = new Date(), timeZone: string = defaultTimeZone): string {
  return formatInTimeZone(now, 'yyyy-MM-dd', timeZone);
}

/** Working hours arrive as 'HH:MM:SS'; they are shown as HH:MM, the first five characters (§9). */
export function formatWorkingHour(time: string): string {
  return time.slice(0, 5);
}
