import { z } from 'zod';
import { daysInMonth } from '@brokkie/domain/birth-date';

/** The message of a date that is not a day of the calendar: "Please enter a valid date (YYYY-MM-DD)". */
export const calendarDateMessageKey = 'api.validation.date';

/**
 * A day of the calendar written YYYY-MM-DD: the form, and a day that exists (2020-02-31,
 * 2021-02-29 and month 13 do not; nor does year 0, which PostgreSQL refuses). The one check of
 * every date the API is sent: a date that passed it never reaches a query as an impossible day.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A date field (body or query): a string that `isCalendarDate`, else the field's 400 with
 * `message` (a catalog key; default `api.validation.date`). Documented as `format: date`.
 */
export function calendarDate(message: string = calendarDateMessageKey) {
  return z.string({ error: message }).refine(isCalendarDate, { error: message }).meta({ format: 'date' }).describe('YYYY-MM-DD, a day that exists');
}
