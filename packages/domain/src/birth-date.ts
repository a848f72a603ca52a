import { todayIsoDate, type DateInput } from './dates.ts';
import { required, type ValidationResult } from './validation-rules.ts';

/**
 * A pet's birth date is typed as DD-MM-YYYY and sent to the API as YYYY-MM-DD (§3, §5).
 * Dates are calendar days without a time, so they are handled as text and never pass through
 * `Date`, which would shift them across midnight in some time zones.
 */
export const birthDateKeys = {
  format: 'validation.birth_date.format',
  invalid: 'validation.birth_date.invalid',
  future: 'validation.birth_date.future',
} as const;

/** Earlier years are typing errors (0219 for 2019), not pets. */
export const earliestBirthYear = 1900;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function exists({ year, month, day }: CalendarDay): boolean {
  return year >= earliestBirthYear && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function toIso({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromInput(input: string): CalendarDay | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(input.trim());
  if (!match) return undefined;
  return { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
}

function fromIso(iso: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD'; `null` when the text is not in that form or the day does not exist. */
export function birthDateInputToIso(input: string): string | null {
  const date = fromInput(input);
  return date && exists(date) ? toIso(date) : null;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' for the form; `null` when it is not an existing day. */
export function isoToBirthDateInput(iso: string): string | null {
  const date = fromIso(iso);
  if (!date || !exists(date)) return null;
  return `${String(date.day).padStart(2, '0')}-${String(date.month).padStart(2, '0')}-${date.year}`;
}

export interface BirthDateOptions {
  /** The moment that counts as now; today is its day in Brussels. */
  now?: DateInput;
}

function validateDay(date: CalendarDay | undefined, options: BirthDateOptions): ValidationResult {
  if (!date) return { key: birthDateKeys.format };
  if (!exists(date)) return { key: birthDateKeys.invalid };
  if (toIso(date) > todayIsoDate(options.now)) return { key: birthDateKeys.future };
  return null;
}

/** Form input (DD-MM-YYYY): required, in that form, an existing day, not after today. */
export function validateBirthDateInput(input: string | null | undefined, options: BirthDateOptions = {}): ValidationResult {
  return required(input) ?? validateDay(fromInput(input ?? ''), options);
}

/** The API's value (YYYY-MM-DD), with the same rules as the form. */
export function validateIsoBirthDate(iso: string | null | undefined, options: BirthDateOptions = {}): ValidationResult {
  return required(iso) ?? validateDay(fromIso(iso ?? ''), options);
}
