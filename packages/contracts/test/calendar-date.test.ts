import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, calendarDateMessageKey, isCalendarDate } from '../src/calendar-date.ts';

describe('isCalendarDate: the one check of a date the API is sent', () => {
  it.each(['2020-02-29', '2000-02-29', '2024-12-31', '2024-04-30', '0001-01-01', '9999-12-31'])('takes a day that exists: %s', (day) => {
    expect(isCalendarDate(day)).toBe(true);
  });

  it.each([
    '2020-02-31',
    '2021-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-01',
    ' 2024-01-01',
    '2024-01-01T00:00',
    '２０２４-01-01',
    '',
  ])('refuses what is no day: %j', (day) => {
    expect(isCalendarDate(day)).toBe(false);
  });
});

describe('calendarDate()', () => {
  it('is a 400 on the field with the given message, documented as format: date', () => {
    const schema = z.object({ date: calendarDate() });
    const result = schema.safeParse({ date: '2020-02-31' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['date'], message: calendarDateMessageKey })]);
    expect(z.object({ date: calendarDate('api.reminder.invalid_date') }).safeParse({ date: 7 }).error?.issues[0]?.message).toBe('api.reminder.invalid_date');
    expect(z.toJSONSchema(calendarDate().describe('When'))).toMatchObject({ type: 'string', format: 'date', description: 'When' });
  });
});
