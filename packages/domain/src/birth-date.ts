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

/** 28 to 31, for a month numbered 1 to 12. */
export function daysInMonth(year: number, month: number): number {
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

function parts(iso: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return [year, month, day];
}

export interface PetAge {
  years: number;
  months: number;
}

/** Whole years and the months beyond them from `birthDate` to `today`, both YYYY-MM-DD (0 and 0 for a future date). */
export function ageOn(birthDate: string, today: string): PetAge {
  const [birthYear, birthMonth, birthDay] = parts(birthDate);
  const [year, month, day] = parts(today);
  let total = (year - birthYear) * 12 + (month - birthMonth);
  // A month counts once its day is reached (or the month ends before that day).
  if (day < birthDay && day < daysInMonth(year, month)) total -= 1;
  if (total < 0) return { years: 0, months: 0 };
  return { years: Math.floor(total / 12), months: total % 12 };
}

/**
 * The birth date of a pet that is `years` and `months` old today, for an owner who knows the age
 * only roughly (sent with exact_birthdate false): the same day of the month, that long ago (the
 * month's last day when that month is shorter).
 */
export function estimatedBirthDate(years: number, months: number, today: string): string {
  const [year, month, day] = parts(today);
  const totalMonths = year * 12 + (month - 1) - (years * 12 + months);
  const targetYear = Math.floor(totalMonths / 12);
  const targetMonth = (totalMonths % 12) + 1;
  return toIso({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/**
 * How the owner answered the birth question: a typed day (DD-MM-YYYY), or an estimated age
 * (`null` when it is not usable) with the birth date an earlier estimate gave, if any.
 */
export type BirthAnswer = { exact: true; input: string } | { exact: false; age: PetAge | null; saved?: string | undefined };

/** YYYY-MM-DD of the pet's birth: the typed date, or the one its estimated age gives; `null` when neither is usable. */
export function birthDateOf(answer: BirthAnswer, today: string): string | null {
  if (answer.exact) return birthDateInputToIso(answer.input);
  const { age, saved } = answer;
  if (!age) return null;
  // An earlier estimate stays as it was while the owner leaves the age alone: counting back from
  // another day would move the birthday at every edit.
  if (saved) {
    const then = ageOn(saved, today);
    if (then.years === age.years && then.months === age.months) return saved;
  }
  return estimatedBirthDate(age.years, age.months, today);
}
