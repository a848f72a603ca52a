import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isOccurrence,
  nextOccurrence,
  noticeDueDates,
  occurrenceDates,
  occurrenceStatus,
  occurrencesFrom,
  startsAt,
  type ReminderSeries,
} from '../src/reminder-schedule.ts';

const series = (startDate: string, repeat: ReminderSeries['repeat'], interval = 1, until: string | null = null): ReminderSeries => ({
  startDate,
  repeat,
  interval,
  until,
});

describe('occurrenceDates', () => {
  it('gives a one-off reminder once, inside the range only', () => {
    expect(occurrenceDates(series('2026-05-04', 'never'), '2026-05-01', '2026-05-31')).toEqual(['2026-05-04']);
    expect(occurrenceDates(series('2026-05-04', 'never'), '2026-05-05', '2026-05-31')).toEqual([]);
    expect(occurrenceDates(series('2026-05-04', 'never', 3), '2026-05-04', '2026-05-04')).toEqual(['2026-05-04']);
  });

  it('counts days and weeks with their interval, from the start on, both ends included', () => {
    expect(occurrenceDates(series('2026-05-04', 'daily', 3), '2026-05-01', '2026-05-16')).toEqual([
      '2026-05-04',
      '2026-05-07',
      '2026-05-10',
      '2026-05-13',
      '2026-05-16',
    ]);
    expect(occurrenceDates(series('2026-05-04', 'weekly', 2), '2026-05-18', '2026-06-15')).toEqual(['2026-05-18', '2026-06-01', '2026-06-15']);
  });

  it('keeps the day of month of the start, the last day of shorter months, without drift', () => {
    expect(occurrenceDates(series('2027-01-31', 'monthly'), '2027-01-01', '2027-06-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    expect(occurrenceDates(series('2028-01-31', 'monthly'), '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-31']);
    expect(occurrenceDates(series('2026-08-31', 'monthly', 3), '2026-08-01', '2027-08-31')).toEqual([
      '2026-08-31',
      '2026-11-30',
      '2027-02-28',
      '2027-05-31',
      '2027-08-31',
    ]);
  });

  it('puts a yearly 29 February on 28 February in other years', () => {
    expect(occurrenceDates(series('2028-02-29', 'yearly'), '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    expect(occurrenceDates(series('2026-06-15', 'yearly', 2), '2027-01-01', '2031-01-01')).toEqual(['2028-06-15', '2030-06-15']);
  });

  it('stops at until, which is included', () => {
    expect(occurrenceDates(series('2026-01-10', 'monthly', 1, '2026-04-10'), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
    ]);
    expect(occurrenceDates(series('2026-01-10', 'weekly', 1, '2026-01-23'), '2026-01-01', '2026-12-31')).toEqual(['2026-01-10', '2026-01-17']);
  });

  it('starts a long series at the range, not at its start', () => {
    const daily = series('1970-01-01', 'daily');
    const first = occurrencesFrom(daily, '2026-01-01').next().value;
    expect(first).toBe('2026-01-01');
    expect(occurrenceDates(daily, '2026-01-01', '2027-02-04')).toHaveLength(400);
    expect(occurrenceDates(series('1970-01-31', 'monthly'), '2026-02-01', '2026-03-31')).toEqual(['2026-02-28', '2026-03-31']);
  });

  it('tells whether a date is an occurrence', () => {
    const monthly = series('2027-01-31', 'monthly', 1, '2027-12-31');
    expect(isOccurrence(monthly, '2027-02-28')).toBe(true);
    expect(isOccurrence(monthly, '2027-02-27')).toBe(false);
    expect(isOccurrence(monthly, '2028-01-31')).toBe(false);
    expect(isOccurrence(monthly, '2026-12-31')).toBe(false);
  });
});

describe('startsAt', () => {
  it('keeps 09:00 at 09:00 Brussels time across the summer-time changes of 2026 and 2027', () => {
    expect(startsAt('2026-03-28', '09:00')).toBe('2026-03-28T09:00:00+01:00');
    expect(startsAt('2026-03-29', '09:00')).toBe('2026-03-29T09:00:00+02:00');
    expect(startsAt('2026-10-24', '09:00')).toBe('2026-10-24T09:00:00+02:00');
    expect(startsAt('2026-10-25', '09:00')).toBe('2026-10-25T09:00:00+01:00');
    expect(startsAt('2027-03-27', '09:00')).toBe('2027-03-27T09:00:00+01:00');
    expect(startsAt('2027-03-28', '09:00:00')).toBe('2027-03-28T09:00:00+02:00');
    expect(startsAt('2027-10-30', '09:00')).toBe('2027-10-30T09:00:00+02:00');
    expect(startsAt('2027-10-31', '09:00')).toBe('2027-10-31T09:00:00+01:00');
  });

  it('moves a time in the spring-forward gap forward, and takes winter time for a doubled hour', () => {
    expect(startsAt('2027-03-28', '02:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(startsAt('2026-10-25', '02:30')).toBe('2026-10-25T02:30:00+01:00');
  });
});

describe('nextOccurrence', () => {
  const weekly = series('2026-03-22', 'weekly');

  it('is the first start at or after now, across summer time', () => {
    expect(nextOccurrence(weekly, '09:00', '2026-03-25T12:00:00Z')).toEqual({ date: '2026-03-29', startsAt: '2026-03-29T09:00:00+02:00' });
    expect(nextOccurrence(weekly, '09:00', '2026-03-29T07:00:00Z')).toEqual({ date: '2026-03-29', startsAt: '2026-03-29T09:00:00+02:00' });
    expect(nextOccurrence(weekly, '09:00', '2026-03-29T07:00:01Z')?.date).toBe('2026-04-05');
  });

  it('skips the dates done or deleted, and is null once the series has ended', () => {
    expect(nextOccurrence(weekly, '09:00', '2026-03-25T12:00:00Z', new Set(['2026-03-29', '2026-04-05']))?.date).toBe('2026-04-12');
    expect(nextOccurrence(series('2026-03-22', 'never'), '09:00', '2026-03-25T12:00:00Z')).toBeNull();
    expect(nextOccurrence(series('2026-03-22', 'daily', 1, '2026-03-23'), '09:00', '2026-03-23T09:00:00Z')).toBeNull();
    expect(nextOccurrence(series('2030-01-01', 'never'), '23:30', '2026-03-25T12:00:00Z')?.startsAt).toBe('2030-01-01T23:30:00+01:00');
  });
});

describe('occurrenceStatus', () => {
  it('is done when completed, overdue when started and not done, due otherwise', () => {
    const start = '2027-03-28T09:00:00+02:00';
    expect(occurrenceStatus(start, true, '2027-04-01T00:00:00Z')).toBe('done');
    expect(occurrenceStatus(start, false, '2027-03-28T07:00:01Z')).toBe('overdue');
    expect(occurrenceStatus(start, false, '2027-03-28T07:00:00Z')).toBe('due');
  });
});

describe('noticeDueDates', () => {
  it('gives the occurrences whose notice day has come, at most graceDays ago, not past ones', () => {
    const daily = series('2026-06-01', 'daily');
    expect(noticeDueDates(daily, 2, '2026-06-10', 3)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(noticeDueDates(daily, 0, '2026-06-10', 3)).toEqual(['2026-06-10']);
    expect(noticeDueDates(series('2026-06-20', 'never'), 7, '2026-06-12', 3)).toEqual([]);
    expect(noticeDueDates(series('2026-06-20', 'never'), 7, '2026-06-13', 3)).toEqual(['2026-06-20']);
    expect(noticeDueDates(series('2026-06-20', 'never'), 7, '2026-06-16', 3)).toEqual(['2026-06-20']);
    expect(noticeDueDates(series('2026-06-20', 'never'), 7, '2026-06-17', 3)).toEqual([]);
  });

  it('adds days across months', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
