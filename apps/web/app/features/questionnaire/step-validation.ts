import { birthDateOf as birthDateOfAnswer } from '@brokkie/domain/birth-date';
import { ageInMonths, implausibleWeight, minimumWeightKg, type BreedWeight } from '@brokkie/domain/feeding-science';
import { parseDecimal, parseWhole, weightExampleKg } from '@brokkie/domain/pet-answers';
import { maxTreatsPercentage } from '@brokkie/domain/pet-profile';
import { max, required, type ValidationIssue } from '@brokkie/domain/validation-rules';
import { maxAnimalAgeYears, maxAnimalNameLength, maxAnimalWeightKg, maxWetFoodGramsPerPortion, maxWetPortionsPerWeek } from '@brokkie/contracts/animal';
import type { DraftPetAnswers, QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { birthAnswerIssues } from '../../lib/birth-answer-issues.ts';

/**
 * Each question's checks (§5 rules from @brokkie/domain, the animal contract's limits), as
 * message keys by answer field. The keys are translated where they are shown; a failing answer
 * stays in the draft as the owner typed it.
 */

export const questionnaireErrorKeys = {
  choose: 'questionnaire.errors.choose',
  tooOld: 'questionnaire.errors.too_old',
  ageNumber: 'questionnaire.errors.age_number',
  ageMonths: 'questionnaire.errors.age_months',
  ageRequired: 'questionnaire.errors.age_required',
  ageZero: 'questionnaire.errors.age_not_born',
  ageNegative: 'questionnaire.errors.age_negative',
  breedRequired: 'questionnaire.errors.breed_required',
  weightFormat: 'questionnaire.errors.weight_format',
  weightRange: 'questionnaire.errors.weight_range',
  weightFarAbove: 'questionnaire.errors.weight_far_above',
  weightFarBelow: 'questionnaire.errors.weight_far_below',
  wholeNumber: 'questionnaire.errors.whole_number',
  gramsRange: 'questionnaire.errors.grams_range',
  portionsRange: 'questionnaire.errors.portions_range',
  treatsRange: 'questionnaire.errors.treats_range',
  sharesTooHigh: 'questionnaire.errors.shares_too_high',
} as const;

export type StepIssues = Partial<Record<keyof DraftPetAnswers, ValidationIssue>>;

const choose: ValidationIssue = { key: questionnaireErrorKeys.choose };

/** The estimated age as typed, when it is usable: years and months, either may be left empty. */
export function estimatedAge(pet: DraftPetAnswers): { years: number; months: number } | null {
  const yearsText = (pet.age_years ?? '').trim();
  const monthsText = (pet.age_months ?? '').trim();
  if (yearsText === '' && monthsText === '') return null;
  const years = yearsText === '' ? 0 : parseWhole(yearsText);
  const months = monthsText === '' ? 0 : parseWhole(monthsText);
  if (Number.isNaN(years) || Number.isNaN(months) || months > 11 || years > maxAnimalAgeYears) return null;
  return { years, months };
}

/** YYYY-MM-DD of the pet's birth: the typed date, or the one its estimated age gives. */
export function birthDateOf(pet: DraftPetAnswers, today: string): string | null {
  return pet.exact_birthdate === false
    ? birthDateOfAnswer({ exact: false, age: estimatedAge(pet), saved: pet.estimated_birth_date }, today)
    : birthDateOfAnswer({ exact: true, input: pet.birth_date ?? '' }, today);
}

function birthIssues(pet: DraftPetAnswers, today: string): StepIssues {
  return birthAnswerIssues(
    pet.exact_birthdate === false ? { exact: false, years: pet.age_years ?? '', months: pet.age_months ?? '' } : { exact: true, birthDate: pet.birth_date },
    today,
    questionnaireErrorKeys,
  );
}

/** The chosen breeds' typical adult weights (kept in the answers when a breed was picked from the list). */
function breedWeights(pet: DraftPetAnswers): BreedWeight[] {
  if (pet.breed_choice === 'unknown') return [];
  const ranges = pet.breed_choice === 'mixed' ? [pet.breed_1_adult_kg, pet.breed_2_adult_kg] : [pet.breed_1_adult_kg];
  return ranges.filter((range) => range !== undefined).map(([adultWeightMinKg, adultWeightMaxKg]) => ({ adultWeightMinKg, adultWeightMaxKg }));
}

/**
 * A weight far outside the breed's adult range (a typing error, mostly: 45 for 4,5): the owner
 * confirms it before going on, or corrects it. Null when the weight is plausible or confirmed.
 */
export function weightWarning(pet: DraftPetAnswers, today: string): ValidationIssue | null {
  const weight = (pet.weight ?? '').trim();
  const kg = parseDecimal(weight);
  if (Number.isNaN(kg) || pet.type === undefined || pet.weight_confirmed === weight) return null;
  const born = birthDateOf(pet, today);
  const far = implausibleWeight({
    type: pet.type,
    breeds: breedWeights(pet),
    weightKg: kg,
    ageMonths: born && born <= today ? ageInMonths(born, today) : null,
  });
  if (!far) return null;
  return {
    key: far.direction === 'above' ? questionnaireErrorKeys.weightFarAbove : questionnaireErrorKeys.weightFarBelow,
    params: { weight, min: far.minKg, max: far.maxKg },
  };
}

function weightIssues(pet: DraftPetAnswers, today: string): StepIssues {
  const missing = required(pet.weight);
  if (missing) return { weight: missing };
  const kg = parseDecimal(pet.weight);
  if (Number.isNaN(kg)) return { weight: { key: questionnaireErrorKeys.weightFormat, params: { example: weightExampleKg } } };
  if (kg < minimumWeightKg || kg > maxAnimalWeightKg) {
    return { weight: { key: questionnaireErrorKeys.weightRange, params: { min: minimumWeightKg, max: maxAnimalWeightKg } } };
  }
  const warning = weightWarning(pet, today);
  return warning ? { weight_confirmed: warning } : {};
}

function wholeInRange(text: string | undefined, maximum: number, rangeKey: string): ValidationIssue | null {
  const missing = required(text);
  if (missing) return missing;
  const value = parseWhole(text);
  if (Number.isNaN(value)) return { key: questionnaireErrorKeys.wholeNumber };
  return value < 1 || value > maximum ? { key: rangeKey, params: { max: maximum } } : null;
}

function wetFoodIssues(pet: DraftPetAnswers): StepIssues {
  if (pet.wet_food === undefined) return { wet_food: choose };
  if (!pet.wet_food) return {};
  const issues: StepIssues = {};
  const grams = wholeInRange(pet.amount_wet_food, maxWetFoodGramsPerPortion, questionnaireErrorKeys.gramsRange);
  const portions = wholeInRange(pet.portions_wet, maxWetPortionsPerWeek, questionnaireErrorKeys.portionsRange);
  if (grams) issues.amount_wet_food = grams;
  if (portions) issues.portions_wet = portions;
  return issues;
}

function chosen(field: keyof DraftPetAnswers, pet: DraftPetAnswers): StepIssues {
  return pet[field] === undefined ? { [field]: choose } : {};
}

/** The problems of one question's answers, by field; empty when the owner may go on. */
export function stepIssues(step: QuestionnaireStep, pet: DraftPetAnswers, today: string): StepIssues {
  switch (step) {
    case 'name': {
      const problem = required(pet.name) ?? max((pet.name ?? '').trim(), maxAnimalNameLength);
      return problem ? { name: problem } : {};
    }
    case 'birth_date':
      return birthIssues(pet, today);
    case 'breed':
      return pet.breed_choice !== 'unknown' && !pet.breed_1 ? { breed_1: { key: questionnaireErrorKeys.breedRequired } } : {};
    case 'weight':
      return weightIssues(pet, today);
    case 'wet_food':
      return wetFoodIssues(pet);
    case 'complaints':
    case 'fresh_food':
    case 'done':
      return {};
    case 'treats': {
      const treats = pet.percentage_treats ?? 0;
      if (treats > maxTreatsPercentage) {
        return { percentage_treats: { key: questionnaireErrorKeys.treatsRange, params: { max: maxTreatsPercentage } } };
      }
      if (treats + (pet.percentage_fresh_food ?? 0) > 100) return { percentage_treats: { key: questionnaireErrorKeys.sharesTooHigh } };
      return {};
    }
    default:
      return chosen(step, pet);
  }
}
