import { formatDecimalInput } from '@brokkie/domain/format';
import type { Animal } from '@brokkie/contracts/animal';
import type { DraftPetAnswers, QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { ageOn, isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { parseDecimal, parseWhole } from '@brokkie/domain/pet-answers';
import { questionsFor } from './pet-answers.ts';
import { birthDateOf } from './step-validation.ts';

/**
 * Between a pet's questionnaire answers and the animal API (§3 Animal): the body of POST
 * /animal/ (and of the PATCH that updates a created pet), and an existing pet as answers to edit.
 */

/** The fields of POST /animal/ and PATCH /animal/{id}/ that the questionnaire fills in. */
export interface AnimalBody {
  name: string;
  type: 'dog' | 'cat';
  sex: 'male' | 'female';
  dateOfBirth: string;
  exact_birthdate: boolean;
  breed_1: string | null;
  breed_2: string | null;
  size: DraftPetAnswers['size'] | null;
  weight: number;
  sterilised: boolean;
  nurturing: boolean;
  indoor: boolean | null;
  activity: NonNullable<DraftPetAnswers['activity']>;
  condition: NonNullable<DraftPetAnswers['condition']>;
  complaints: NonNullable<DraftPetAnswers['complaints']>;
  amount_wet_food: number;
  portions_wet: number;
  percentage_fresh_food: number;
  percentage_treats: number;
}

/**
 * The animal body of a complete pet (check with `isComplete` first). Answers to questions that
 * do not apply to this pet (a dog's indoor answer left from when it was a cat) are not sent.
 */
export function toAnimalBody(pet: DraftPetAnswers, today: string): AnimalBody {
  const applies = new Set<QuestionnaireStep>(questionsFor(pet));
  const knownBreed = pet.breed_choice !== 'unknown';
  const wet = pet.wet_food === true;
  return {
    name: (pet.name ?? '').trim(),
    type: pet.type!,
    sex: pet.sex!,
    dateOfBirth: birthDateOf(pet, today)!,
    exact_birthdate: pet.exact_birthdate !== false,
    breed_1: knownBreed ? (pet.breed_1 ?? null) : null,
    breed_2: knownBreed && pet.breed_choice === 'mixed' ? (pet.breed_2 ?? null) : null,
    size: applies.has('size') ? (pet.size ?? null) : null,
    weight: parseDecimal(pet.weight),
    sterilised: pet.sterilised ?? false,
    nurturing: applies.has('nurturing') ? (pet.nurturing ?? false) : false,
    indoor: applies.has('indoor') ? (pet.indoor ?? null) : null,
    activity: pet.activity!,
    condition: pet.condition!,
    complaints: pet.complaints ?? [],
    amount_wet_food: wet ? parseWhole(pet.amount_wet_food) : 0,
    portions_wet: wet ? parseWhole(pet.portions_wet) : 0,
    percentage_fresh_food: pet.percentage_fresh_food ?? 0,
    percentage_treats: applies.has('treats') ? (pet.percentage_treats ?? 0) : 0,
  };
}

/** An existing pet as answers, to edit it in the questionnaire. */
export function answersFromAnimal(
  animal: Animal,
  options: { today: string; localeTag: string; breedNames?: Record<string, string>; breedRanges?: Record<string, [number, number]> },
): DraftPetAnswers {
  const age = ageOn(animal.dateOfBirth, options.today);
  const names = options.breedNames ?? {};
  const ranges = options.breedRanges ?? {};
  // As the owner would type it in their language: '12,5' with a decimal comma, '12.5' without.
  const weight = formatDecimalInput(animal.weight, options.localeTag);
  const wet = animal.amount_wet_food > 0 && animal.portions_wet > 0;
  const answers: DraftPetAnswers = {
    animal_id: animal.id,
    type: animal.type,
    name: animal.name,
    sex: animal.sex,
    exact_birthdate: animal.exact_birthdate,
    ...(animal.exact_birthdate
      ? { birth_date: isoToBirthDateInput(animal.dateOfBirth) ?? '' }
      : { age_years: String(age.years), age_months: String(age.months), estimated_birth_date: animal.dateOfBirth }),
    breed_choice: animal.breed_1 === null ? 'unknown' : animal.breed_2 === null ? 'known' : 'mixed',
    ...(animal.breed_1 ? { breed_1: animal.breed_1, breed_1_name: (names[animal.breed_1] ?? '').slice(0, 120) } : {}),
    ...(animal.breed_1 && ranges[animal.breed_1] ? { breed_1_adult_kg: ranges[animal.breed_1] } : {}),
    ...(animal.breed_2 ? { breed_2: animal.breed_2, breed_2_name: (names[animal.breed_2] ?? '').slice(0, 120) } : {}),
    ...(animal.breed_2 && ranges[animal.breed_2] ? { breed_2_adult_kg: ranges[animal.breed_2] } : {}),
    ...(animal.size ? { size: animal.size } : {}),
    weight,
    // The saved weight was accepted when it was saved: only a new one far outside the breed's range is asked about.
    weight_confirmed: weight,
    sterilised: animal.sterilised,
    nurturing: animal.nurturing,
    activity: animal.activity,
    condition: animal.condition,
    ...(animal.indoor === null ? {} : { indoor: animal.indoor }),
    complaints: animal.complaints,
    wet_food: wet,
    ...(wet ? { amount_wet_food: String(animal.amount_wet_food), portions_wet: String(animal.portions_wet) } : {}),
    percentage_fresh_food: animal.percentage_fresh_food,
    percentage_treats: animal.percentage_treats,
  };
  if (animal.sex === 'male') delete answers.nurturing;
  return answers;
}
