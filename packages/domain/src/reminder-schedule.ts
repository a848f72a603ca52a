import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { defaultTimeZone, todayIsoDate, type DateInput } from './dates.ts';

/**
 * The occurrences of a pet-care reminder (issue 13). A series lives on calendar days and a wall
 * time in Brussels: an occurrence is "that day at that hour in Brussels", so a 09:00 reminder stays
 * at 09:00 across summer time, and the instant is only worked out at the end (`startsAt`).
 *
 * Days are counted as whole days since 1970-01-01 and months as year × 12 + month, so the n-th
 * occurrence is computed directly from the start: no drift (a monthly series from 31 January is
 * 28/29 February and then 31 March again, never the 28th ever after) and no loop from the start
 * to the first day asked.
 */

export type ReminderRepeatRule = 'never' | 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface ReminderSeries {
  /** YYYY-MM-DD, the first occurrence. */
  startDate: string;
  repeat: ReminderRepeatRule;
  /** Every `interval` days/weeks/months/years, ≥ 1. */
  interval: number;
  /** YYYY-MM-DD, the last day an occurrence may fall on (included), or null. */
  until: string | null;
}

export type OccurrenceStatus = 'due' | 'done' | 'overdue';

const dayMs = 86_400_000;

interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function parseDay(iso: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function formatDay({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayNumber(iso: string): number {
  const { year, month, day } = parseDay(iso);
  return Date.UTC(year, month - 1, day) / dayMs;
}

function fromDayNumber(days: number): string {
  const date = new Date(days * dayMs);
  return formatDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `iso` plus `days` (negative: earlier). */
export function addCalendarDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** The n-th occurrence (0: the start), before `until` is applied. */
function nthOccurrence(series: ReminderSeries, n: number): string {
  const start = parseDay(series.startDate);
  switch (series.repeat) {
    case 'never':
      return series.startDate;
    case 'daily':
      return fromDayNumber(dayNumber(series.startDate) + n * series.interval);
    case 'weekly':
      return fromDayNumber(dayNumber(series.startDate) + n * series.interval * 7);
    case 'monthly': {
      const months = start.year * 12 + (start.month - 1) + n * series.interval;
      const year = Math.floor(months / 12);
      const month = (months % 12) + 1;
      // The start's day of month each time, the last day of a shorter month.
      return formatDay({ year, month, day: Math.min(start.day, daysInMonth(year, month)) });
    }
    case 'yearly': {
      const year = start.year + n * series.interval;
      // 29 February falls on 28 February in other years.
      return formatDay({ year, month: start.month, day: Math.min(start.day, daysInMonth(year, start.month)) });
    }
  }
}

/** The index of an occurrence on or shortly before `from` (never after it), ≥ 0. */
function firstIndexNear(series: ReminderSeries, from: string): number {
  if (from <= series.startDate || series.repeat === 'never') return 0;
  const start = parseDay(series.startDate);
  const target = parseDay(from);
  switch (series.repeat) {
    case 'daily':
      return Math.floor((dayNumber(from) - dayNumber(series.startDate)) / series.interval);
    case 'weekly':
      return Math.floor((dayNumber(from) - dayNumber(series.startDate)) / (series.interval * 7));
    case 'monthly': {
      const months = target.year * 12 + target.month - (start.year * 12 + start.month);
      return Math.max(0, Math.floor(months / series.interval) - 1);
    }
    case 'yearly':
      return Math.max(0, Math.floor((target.year - start.year) / series.interval) - 1);
  }
}

/**
 * The occurrences from `from` on, in order (lazily; endless for a repeating series without
 * `until`). The caller leaves out the deleted ones.
 */
export function* occurrencesFrom(series: ReminderSeries, from: string): Generator<string> {
  for (let n = firstIndexNear(series, from); ; n += 1) {
    const date = nthOccurrence(series, n);
    if (series.until !== null && date > series.until) return;
    if (date >= from) yield date;
    if (series.repeat === 'never') return;
  }
}

/** The occurrences between `from` and `to`, both included, in order. */
export function occurrenceDates(series: ReminderSeries, from: string, to: string): string[] {
  const dates: string[] = [];
  for (const date of occurrencesFrom(series, from)) {
    if (date > to) break;
    dates.push(date);
  }
  return dates;
}

/** Whether the series has an occurrence on `date`. */
export function isOccurrence(series: ReminderSeries, date: string): boolean {
  return occurrenceDates(series, date, date).length === 1;
}

/**
 * The instant an occurrence starts: `date` at `time` ('HH:MM', or 'HH:MM:SS' as the database
 * gives it) in Brussels, in ISO 8601 with that day's offset (2027-03-28T09:00:00+02:00).
 *
 * A wall time that does not exist (in the spring-forward gap, 02:00–03:00 on the last Sunday of
 * March) moves forward by the gap: 02:30 is 03:30+02:00. One that exists twice (02:00–03:00 on the
 * last Sunday of October) is the second one, in winter time: 02:30 is 02:30+01:00.
 */
export function startsAt(date: string, time: string, timeZone: string = defaultTimeZone): string {
  const { year, month, day } = parseDay(date);
  const [hours, minutes] = time.split(':').map(Number);
  const instant = new TZDate(year, month - 1, day, hours ?? 0, minutes ?? 0, timeZone);
  return format(instant, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * The first occurrence that starts at or after `now` and is not in `skipped` (the dates done or
 * deleted), as `{ date, startsAt }`; null when the series has ended.
 */
export function nextOccurrence(
  series: ReminderSeries,
  time: string,
  now: DateInput,
  skipped: ReadonlySet<string> = new Set(),
): { date: string; startsAt: string } | null {
  const nowMs = new Date(now).getTime();
  // From the day before Brussels' today: cheap, and no occurrence of today is missed.
  const from = addCalendarDays(todayIsoDate(now), -1);
  for (const date of occurrencesFrom(series, from)) {
    if (skipped.has(date)) continue;
    const start = startsAt(date, time);
    if (Date.parse(start) >= nowMs) return { date, startsAt: start };
  }
  return null;
}

/** done when completed; overdue when it started before `now` and is not done; due otherwise. */
export function occurrenceStatus(startsAtIso: string, done: boolean, now: DateInput): OccurrenceStatus {
  if (done) return 'done';
  return Date.parse(startsAtIso) < new Date(now).getTime() ? 'overdue' : 'due';
}

/**
 * The occurrences whose e-mail notice is due on `today` (Brussels): the notice day (the date
 * minus `notifyDaysBefore`) has come, at most `graceDays` ago (a notice the job missed while it
 * was down still goes out, an old one does not), and the occurrence is today or later.
 */
export function noticeDueDates(series: ReminderSeries, notifyDaysBefore: number, today: string, graceDays: number): string[] {
  const earliest = addCalendarDays(today, notifyDaysBefore - graceDays);
  return occurrenceDates(series, earliest > today ? earliest : today, addCalendarDays(today, notifyDaysBefore));
}
