import { earliestBirthDate, maxAnimalAgeYears } from '@brokkie/contracts/animal';
import { birthDateInputToIso, validateBirthDateInput } from '@brokkie/domain/birth-date';
import { parseWhole } from '@brokkie/domain/pet-answers';
import type { ValidationIssue } from '@brokkie/domain/validation-rules';

/** The asking page's message keys (the questionnaire and the pet profile word them each their own way). */
export interface BirthAnswerKeys {
  tooOld: string;
  ageRequired: string;
  ageNumber: string;
  ageMonths: string;
  /** 0 years and 0 months: not born yet. */
  ageZero: string;
  /** A minus sign before the years or the months. */
  ageNegative: string;
}

/** '-3', '- 1', '−2' (a typographic minus): a number below zero. */
function negative(text: string): boolean {
  return /^[-−–]\s*\d/.test(text);
}

/** A pet's birth as its owner answers it: the date (DD-MM-YYYY), or an estimated age in years and months. */
export type BirthAnswerInput = { exact: true; birthDate: string | null | undefined } | { exact: false; years: string; months: string };

/**
 * What is wrong with a birth answer, by field; empty when nothing. The same rule for the
 * questionnaire and the pet profile: a date that exists, is not in the future and not before
 * {@link earliestBirthDate}; or an age given in whole years (at most {@link maxAnimalAgeYears})
 * and months (0–11), at least one of them, together at least one month. A negative number and an
 * age of nothing get a message that says why, not only what to type.
 */
export function birthAnswerIssues(
  answer: BirthAnswerInput,
  today: string,
  keys: BirthAnswerKeys,
): Partial<Record<'age_years' | 'age_months' | 'birth_date', ValidationIssue>> {
  const tooOld: ValidationIssue = { key: keys.tooOld, params: { count: maxAnimalAgeYears } };
  if (!answer.exact) {
    const years = answer.years.trim();
    const months = answer.months.trim();
    if (years === '' && months === '') return { age_years: { key: keys.ageRequired } };
    const issues: Partial<Record<'age_years' | 'age_months', ValidationIssue>> = {};
    if (negative(years)) issues.age_years = { key: keys.ageNegative };
    else if (years !== '' && Number.isNaN(parseWhole(years))) issues.age_years = { key: keys.ageNumber };
    else if (parseWhole(years) > maxAnimalAgeYears) issues.age_years = tooOld;
    if (negative(months)) issues.age_months = { key: keys.ageNegative };
    else if (months !== '' && (Number.isNaN(parseWhole(months)) || parseWhole(months) > 11)) issues.age_months = { key: keys.ageMonths };
    const nothing = (text: string) => text === '' || parseWhole(text) === 0;
    if (Object.keys(issues).length === 0 && nothing(years) && nothing(months)) issues.age_years = { key: keys.ageZero };
    return issues;
  }
  const problem = validateBirthDateInput(answer.birthDate, { now: `${today}T12:00:00Z` });
  if (problem) return { birth_date: problem };
  const iso = birthDateInputToIso(answer.birthDate ?? '');
  return iso && iso < earliestBirthDate(today) ? { birth_date: tooOld } : {};
}
