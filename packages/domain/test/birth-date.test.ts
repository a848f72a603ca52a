import { describe, it, expect } from 'vitest';
import {
  ageOn,
  birthDateInputToIso,
  birthDateOf,
  daysInMonth,
  estimatedBirthDate,
  isoToBirthDateInput,
  validateBirthDateInput,
  validateIsoBirthDate,
} from '../src/birth-date.ts';

// 23:30 UTC on 14 March is already 15 March in Brussels.
const now = new Date('2024-03-14T23:30:00Z');

describe('birth date DD-MM-YYYY ⇄ YYYY-MM-DD', () => {
  it.each([
    ['15-03-2024', '2024-03-15'],
    ['01-01-2000', '2000-01-01'],
    ['29-02-2020', '2020-02-29'],
    ['29-02-2000', '2000-02-29'],
    ['31-12-1999', '1999-12-31'],
  ])('%s ⇄ %s', (input, iso) => {
    expect(birthDateInputToIso(input)).toBe(iso);
    expect(isoToBirthDateInput(iso)).toBe(input);
  });

  it.each(['31-02-2020', '29-02-2019', '29-02-1900', '31-04-2021', '00-01-2020', '01-13-2020', '01-00-2020', '01-01-1899'])(
    'rejects the impossible day %s',
    (input) => {
      expect(birthDateInputToIso(input)).toBeNull();
    },
  );

  it.each(['2020-02-01', '1-2-2020', '01/02/2020', '01-02-20', ''])('rejects %j, not DD-MM-YYYY', (input) => {
    expect(birthDateInputToIso(input)).toBeNull();
  });

  it('rejects an impossible or misformatted ISO date', () => {
    expect(isoToBirthDateInput('2021-02-29')).toBeNull();
    expect(isoToBirthDateInput('01-02-2020')).toBeNull();
  });
});

describe('validateBirthDateInput', () => {
  it('requires a value', () => {
    expect(validateBirthDateInput('', { now })).toEqual({ key: 'validation.required' });
    expect(validateBirthDateInput(null, { now })).toEqual({ key: 'validation.required' });
  });
  it('asks for the format', () => {
    expect(validateBirthDateInput('2020-02-01', { now })).toEqual({ key: 'validation.birth_date.format' });
    expect(validateBirthDateInput('1 februari', { now })).toEqual({ key: 'validation.birth_date.format' });
  });
  it('rejects a day that does not exist', () => {
    expect(validateBirthDateInput('31-02-2020', { now })).toEqual({ key: 'validation.birth_date.invalid' });
  });
  it('accepts today in Brussels and rejects tomorrow', () => {
    expect(validateBirthDateInput('15-03-2024', { now })).toBeNull();
    expect(validateBirthDateInput('16-03-2024', { now })).toEqual({ key: 'validation.birth_date.future' });
    expect(validateBirthDateInput('01-01-2025', { now })).toEqual({ key: 'validation.birth_date.future' });
  });
  it('accepts a past day', () => {
    expect(validateBirthDateInput('14-03-2018', { now })).toBeNull();
  });
});

describe('validateIsoBirthDate (API side)', () => {
  it('applies the same rules to YYYY-MM-DD', () => {
    expect(validateIsoBirthDate('2018-03-14', { now })).toBeNull();
    expect(validateIsoBirthDate('2024-03-15', { now })).toBeNull();
    expect(validateIsoBirthDate('2024-03-16', { now })).toEqual({ key: 'validation.birth_date.future' });
    expect(validateIsoBirthDate('2020-02-31', { now })).toEqual({ key: 'validation.birth_date.invalid' });
    expect(validateIsoBirthDate('14-03-2018', { now })).toEqual({ key: 'validation.birth_date.format' });
    expect(validateIsoBirthDate(undefined, { now })).toEqual({ key: 'validation.required' });
  });
});

describe('days in a month', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('ages and estimated birth dates', () => {
  it('gives whole years and months of age', () => {
    expect(ageOn('2023-07-22', '2026-11-22')).toEqual({ years: 3, months: 4 });
    expect(ageOn('2023-07-23', '2026-11-22')).toEqual({ years: 3, months: 3 });
    expect(ageOn('2027-01-01', '2026-11-22')).toEqual({ years: 0, months: 0 });
  });

  it('counts a month born on the 31st as reached on the last day of a shorter month', () => {
    expect(ageOn('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1 });
    expect(ageOn('2024-01-31', '2024-02-28')).toEqual({ years: 0, months: 0 });
  });

  it('counts an estimated age back from today, at the end of a shorter month', () => {
    expect(estimatedBirthDate(3, 4, '2026-11-22')).toBe('2023-07-22');
    expect(estimatedBirthDate(0, 1, '2026-03-31')).toBe('2026-02-28');
    expect(estimatedBirthDate(0, 1, '2024-03-31')).toBe('2024-02-29');
    expect(estimatedBirthDate(0, 0, '2026-11-22')).toBe('2026-11-22');
    expect(estimatedBirthDate(1, 1, '2026-01-15')).toBe('2024-12-15');
  });
});

describe('the birth date of an answer', () => {
  const today = '2026-11-22';

  it('reads a typed day, or null when it does not exist', () => {
    expect(birthDateOf({ exact: true, input: '22-07-2023' }, today)).toBe('2023-07-22');
    expect(birthDateOf({ exact: true, input: '31-02-2023' }, today)).toBeNull();
  });

  it('counts an estimated age back from today, or null without a usable age', () => {
    expect(birthDateOf({ exact: false, age: { years: 3, months: 4 } }, today)).toBe('2023-07-22');
    expect(birthDateOf({ exact: false, age: null }, today)).toBeNull();
  });

  it('keeps an earlier estimate while the age still matches it', () => {
    expect(birthDateOf({ exact: false, age: { years: 3, months: 4 }, saved: '2023-07-10' }, today)).toBe('2023-07-10');
    expect(birthDateOf({ exact: false, age: { years: 3, months: 5 }, saved: '2023-07-10' }, today)).toBe('2023-06-22');
  });
});
