import { describe, expect, it } from 'vitest';
import {
  cutOffFor,
  dispatchDayFor,
  isBeforeCutOff,
  isOfferedScheduledDate,
  maxChargeAttempts,
  offeredScheduledDates,
  payNowLinkExpiry,
  retryAfterFailure,
  schedulableDate,
  upcomingMailAt,
} from '../src/billing-schedule.ts';

describe('the cut-off of a delivery: 2 warehouse working days before its dispatch day, 14:00 Brussels', () => {
  it.each([
    // delivery, country, dispatch day, cut-off (UTC)
    ['2025-07-11', 'BE', '2025-07-10', '2025-07-08T12:00:00.000Z'], // Fri; leaves Thu; Tue 14:00 summer time
    ['2025-07-16', 'FR', '2025-07-10', '2025-07-08T12:00:00.000Z'], // 3 shipping days, 14 July skipped
    ['2025-07-16', 'DE', '2025-07-14', '2025-07-10T12:00:00.000Z'], // 2 shipping days
    ['2025-07-22', 'BE', '2025-07-18', '2025-07-16T12:00:00.000Z'], // Mon 21 July is National Day
    ['2025-04-22', 'NL', '2025-04-18', '2025-04-16T12:00:00.000Z'], // Easter Monday skipped
    ['2025-01-06', 'BE', '2025-01-03', '2024-12-31T13:00:00.000Z'], // New Year's Day skipped, winter time
  ] as const)('%s in %s leaves on %s; changes until %s', (date, country, dispatch, cutOff) => {
    expect(dispatchDayFor(date, country)).toBe(dispatch);
    expect(cutOffFor(date, country).toISOString()).toBe(cutOff);
  });

  it('is the last moment to change: before it yes, from it on no', () => {
    const cutOff = cutOffFor('2025-07-11', 'BE');
    expect(isBeforeCutOff('2025-07-11', 'BE', new Date(cutOff.getTime() - 1))).toBe(true);
    expect(isBeforeCutOff('2025-07-11', 'BE', cutOff)).toBe(false);
  });

  it('sends the upcoming-delivery mail three days before the cut-off', () => {
    expect(upcomingMailAt(new Date('2025-07-08T12:00:00Z')).toISOString()).toBe('2025-07-05T12:00:00.000Z');
  });
});

describe('the date of a new box', () => {
  const mondayMorning = new Date('2025-07-07T08:00:00Z'); // Mon 7 July 10:00 Brussels

  it('keeps the wanted date when its cut-off is at least 48 hours away', () => {
    expect(schedulableDate('2025-08-04', mondayMorning, 'BE')).toBe('2025-08-04');
  });

  it('moves to the first delivery day with 48 hours to its cut-off when the wanted one is too close', () => {
    // Fri 11 closes Tue 8 14:00 (28 h away); Mon 14 closes Wed 9 14:00 (52 h away).
    expect(schedulableDate('2025-07-11', mondayMorning, 'BE')).toBe('2025-07-14');
  });

  it('never schedules a date in the past, nor on a weekend or a holiday', () => {
    expect(schedulableDate('2025-06-01', mondayMorning, 'BE')).toBe('2025-07-14');
    expect(schedulableDate('2025-07-19', mondayMorning, 'BE')).toBe('2025-07-22'); // Sat → Mon 21 (holiday) → Tue
  });
});

describe('the dates a scheduled box may move to', () => {
  const mondayMorning = new Date('2025-07-07T08:00:00Z');

  it('are the delivery days whose cut-off is still ahead, for 12 weeks', () => {
    const dates = offeredScheduledDates(mondayMorning, 'BE');
    // Thu 10 leaves Wed 9 and closes Mon 7 14:00: still open at 10:00.
    expect(dates[0]).toBe('2025-07-10');
    expect(dates).not.toContain('2025-07-12');
    expect(dates).not.toContain('2025-07-21');
    expect(dates.at(-1)! <= '2025-10-01').toBe(true);
    expect(isOfferedScheduledDate('2025-07-10', mondayMorning, 'BE')).toBe(true);
    expect(isOfferedScheduledDate('2025-07-10', new Date('2025-07-07T12:00:00Z'), 'BE')).toBe(false);
    expect(isOfferedScheduledDate('2025-07-12', mondayMorning, 'BE')).toBe(false);
    expect(isOfferedScheduledDate('2026-01-05', mondayMorning, 'BE')).toBe(false);
  });
});

describe('the retries of a failed charge', () => {
  it('retry 1, 3 and 7 days after the first charge, then give up', () => {
    const first = new Date('2025-07-08T12:00:00Z');
    const second = retryAfterFailure(first, 1);
    expect(second?.toISOString()).toBe('2025-07-09T12:00:00.000Z');
    const third = retryAfterFailure(second!, 2);
    expect(third?.toISOString()).toBe('2025-07-11T12:00:00.000Z');
    const fourth = retryAfterFailure(third!, 3);
    expect(fourth?.toISOString()).toBe('2025-07-15T12:00:00.000Z');
    expect(retryAfterFailure(fourth!, 4)).toBeNull();
    expect(maxChargeAttempts).toBe(4);
    expect(() => retryAfterFailure(first, 0)).toThrow(RangeError);
  });

  it('pay-now links last 30 days', () => {
    expect(payNowLinkExpiry(new Date('2025-07-08T12:00:00Z')).toISOString()).toBe('2025-08-07T12:00:00.000Z');
  });
});
