/**
 * Ages and birth dates of pets as calendar days (YYYY-MM-DD), as text and numbers, never through
 * `Date`, so that a day never shifts across midnight in another time zone.
 */

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parts(iso: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return [year, month, day];
}

/** Whole years and the months beyond them from `birthDate` to `today` (0 and 0 for a future date). */
export function ageOn(birthDate: string, today: string): { years: number; months: number } {
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
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`;
}
