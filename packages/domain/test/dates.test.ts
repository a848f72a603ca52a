import { describe, it, expect } from 'vitest';
import { defaultDateLocale, defaultTimeZone, formatInTimeZone, formatWorkingHour, todayIsoDate, zonedFields } from '../src/dates.ts';
import { formatDate } from '../src/format.ts';

describe('dates in Brussels', () => {
  it('defaults to Brussels and Dutch (Belgium)', () => {
    expect(defaultTimeZone).toBe('Europe/Brussels');
    expect(defaultDateLocale).toBe('nl-BE');
  });
  it('reads the day and hour in Brussels, summer and winter', () => {
    expect(formatInTimeZone('2024-03-14T23:30:00Z', 'yyyy-MM-dd HH:mm')).toBe('2024-03-15 00:30');
    expect(formatInTimeZone('2024-07-01T22:30:00Z', 'yyyy-MM-dd HH:mm')).toBe('2024-07-02 00:30');
    expect(formatInTimeZone('2024-07-01T10:00:00Z', 'H')).toBe('12');
    expect(formatInTimeZone('2024-01-01T08:05:00Z', 'H')).toBe('9');
    expect(formatInTimeZone('2024-01-01T08:05:00Z', 'HH:mm')).toBe('09:05');
    expect(formatInTimeZone(Date.UTC(2024, 11, 31, 23, 0), 'yyyy')).toBe('2025');
  });
  it('reads midnight as 00, not 24', () => {
    expect(formatInTimeZone('2024-03-14T23:00:00Z', 'yyyy-MM-dd HH:mm')).toBe('2024-03-15 00:00');
  });
  it('follows the clock change: the last Sunday of March and of October', () => {
    expect(formatInTimeZone('2024-03-31T00:59:00Z', 'HH:mm')).toBe('01:59');
    expect(formatInTimeZone('2024-03-31T01:00:00Z', 'HH:mm')).toBe('03:00');
    expect(formatInTimeZone('2024-10-27T00:30:00Z', 'HH:mm')).toBe('02:30');
    expect(formatInTimeZone('2024-10-27T01:30:00Z', 'HH:mm')).toBe('02:30');
  });
  it('reads each instant afresh when asked again within a minute, or in another time zone', () => {
    // The fields of the last minute asked are remembered: the same minute twice, then its
    // neighbours, the other zone's reading of it, and a changed answer that was handed out.
    expect(formatInTimeZone('2024-03-31T00:59:10Z', 'HH:mm')).toBe('01:59');
    const fields = zonedFields('2024-03-31T00:59:50Z');
    expect(fields).toEqual({ yyyy: '2024', MM: '03', dd: '31', HH: '01', mm: '59' });
    fields.HH = '23';
    expect(formatInTimeZone('2024-03-31T00:59:59.999Z', 'HH:mm')).toBe('01:59');
    expect(formatInTimeZone('2024-03-31T01:00:00Z', 'HH:mm')).toBe('03:00');
    expect(formatInTimeZone('2024-03-31T01:00:30Z', 'HH:mm', 'UTC')).toBe('01:00');
    expect(formatInTimeZone('2024-03-31T01:00:40Z', 'HH:mm')).toBe('03:00');
    expect(formatInTimeZone('2024-03-31T00:59:00Z', 'HH:mm')).toBe('01:59');
    expect(() => zonedFields('not a date')).toThrow(RangeError);
  });
  it("today is Brussels' day, not UTC's", () => {
    expect(todayIsoDate(new Date('2024-12-31T23:15:00Z'))).toBe('2025-01-01');
    expect(todayIsoDate(new Date('2024-12-31T23:15:00Z'), 'UTC')).toBe('2024-12-31');
  });
  it('formats for people in their language', () => {
    const instant = '2024-03-14T23:30:00Z';
    expect(formatDate(instant)).toBe('15 maart 2024');
    expect(formatDate(instant, 'fr-BE')).toBe('15 mars 2024');
    expect(formatDate(instant, 'de-DE')).toBe('15. März 2024');
  });
  it('shows working hours as HH:MM', () => {
    expect(formatWorkingHour('08:00:00')).toBe('08:00');
    expect(formatWorkingHour('17:30')).toBe('17:30');
  });
});
