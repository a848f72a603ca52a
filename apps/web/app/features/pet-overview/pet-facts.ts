import type { TFunction } from 'i18next';
import { formatDuration, formatKilograms } from '@brokkie/domain/format';
import type { Animal } from '@brokkie/contracts/animal';
import { ageOn } from '@brokkie/domain/birth-date';

/**
 * How a pet's facts read on its card, in the reader's language: age (from the birth date, in
 * Brussels days), breed and weight. Numbers and units come from the formatting module, so plurals
 * and decimal commas are right in every locale.
 */

function unit(localeTag: string, value: number, name: 'year' | 'month'): string {
  return formatDuration(value, name, localeTag);
}

/** '3 years and 2 months', '8 months', 'less than a month'; 'about …' for an estimated age. */
export function ageText(t: TFunction, animal: Pick<Animal, 'dateOfBirth' | 'exact_birthdate'>, today: string, localeTag: string): string {
  const { years, months } = ageOn(animal.dateOfBirth, today);
  let text: string;
  if (years === 0 && months === 0) text = t('age_newborn');
  else if (years === 0) text = unit(localeTag, months, 'month');
  else if (months === 0) text = unit(localeTag, years, 'year');
  else text = t('age_years_months', { years: unit(localeTag, years, 'year'), months: unit(localeTag, months, 'month') });
  return animal.exact_birthdate ? text : t('age_about', { age: text });
}

export function weightText(kg: number, localeTag: string): string {
  return formatKilograms(kg, localeTag, 1);
}

/** The breed line: one breed, two for a mixed breed, or that it is not known. */
export function breedText(t: TFunction, animal: Pick<Animal, 'breed_1' | 'breed_2'>, names: Record<string, string>): string {
  const first = animal.breed_1 ? names[animal.breed_1] : undefined;
  const second = animal.breed_2 ? names[animal.breed_2] : undefined;
  if (!animal.breed_1) return t('breed_unknown');
  if (animal.breed_2) return first && second ? t('breed_mixed', { first, second }) : t('mixed_breed');
  return first ?? t('breed_known');
}
