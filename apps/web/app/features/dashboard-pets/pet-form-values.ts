import { z } from 'zod';
import {
  maxAnimalNameLength,
  maxAnimalWeightKg,
  maxWetFoodGramsPerPortion,
  maxWetPortionsPerWeek,
  type Animal,
  type AnimalCreate,
} from '@brokkie/contracts/animal';
import { formatDecimalInput } from '@brokkie/domain/format';
import { ageOn, birthDateOf as birthDateOfAnswer, isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { ageInMonths, implausibleWeight, minimumWeightKg, type BreedWeight } from '@brokkie/domain/feeding-science';
import { conditionalQuestions, parseDecimal, parseWhole, weightExampleKg } from '@brokkie/domain/pet-answers';
import {
  activityLevels,
  animalTypes,
  bodyConditions,
  complaintKinds,
  maxTreatsPercentage,
  sexes,
  sizeClasses,
  type ActivityLevel,
  type AnimalType,
  type BodyCondition,
  type ComplaintKind,
  type Sex,
  type SizeClass,
} from '@brokkie/domain/pet-profile';
import { addValidationIssue, max, required, type ValidationIssue } from '@brokkie/domain/validation-rules';
import type { BreedChoice } from '../../components/breed-combo-box.tsx';
import { birthAnswerIssues } from '../../lib/birth-answer-issues.ts';

/**
 * The pet profile form (every question of the questionnaire on one page): its values as the
 * owner types them, the checks (§5 rules from @brokkie/domain, the animal contract's limits), and
 * the way to and from the animal API.
 */

export type YesNo = 'yes' | 'no';

export interface PetFormValues {
  type: AnimalType | null;
  name: string;
  sex: Sex | null;
  birth: 'exact' | 'estimate';
  birth_date: string;
  age_years: string;
  age_months: string;
  breed_choice: 'known' | 'mixed' | 'unknown';
  breed_1: BreedChoice | null;
  breed_2: BreedChoice | null;
  size: SizeClass | null;
  weight: string;
  /** A weight far outside the breed's range that the owner confirmed, as typed ('' when none). */
  weight_confirmed: string;
  sterilised: YesNo | null;
  nurturing: YesNo | null;
  indoor: YesNo | null;
  activity: ActivityLevel | null;
  condition: BodyCondition | null;
  complaints: ComplaintKind[];
  wet_food: YesNo;
  amount_wet_food: string;
  portions_wet: string;
  percentage_fresh_food: string;
  percentage_treats: string;
}

export const petFormErrorKeys = {
  choose: 'dashboard_pets.errors.choose',
  tooOld: 'dashboard_pets.errors.too_old',
  ageRequired: 'dashboard_pets.errors.age_required',
  ageZero: 'dashboard_pets.errors.age_not_born',
  ageNegative: 'dashboard_pets.errors.age_negative',
  ageNumber: 'dashboard_pets.errors.age_number',
  ageMonths: 'dashboard_pets.errors.age_months',
  breedRequired: 'dashboard_pets.errors.breed_required',
  weightFormat: 'dashboard_pets.errors.weight_format',
  weightRange: 'dashboard_pets.errors.weight_range',
  weightFarAbove: 'dashboard_pets.errors.weight_far_above',
  weightFarBelow: 'dashboard_pets.errors.weight_far_below',
  wholeNumber: 'dashboard_pets.errors.whole_number',
  gramsRange: 'dashboard_pets.errors.grams_range',
  portionsRange: 'dashboard_pets.errors.portions_range',
  percentRange: 'dashboard_pets.errors.percent_range',
  treatsRange: 'dashboard_pets.errors.treats_range',
  sharesTooHigh: 'dashboard_pets.errors.shares_too_high',
} as const;

export const emptyPetForm: PetFormValues = {
  type: null,
  name: '',
  sex: null,
  birth: 'exact',
  birth_date: '',
  age_years: '',
  age_months: '',
  breed_choice: 'known',
  breed_1: null,
  breed_2: null,
  size: null,
  weight: '',
  weight_confirmed: '',
  sterilised: null,
  nurturing: null,
  indoor: null,
  activity: null,
  condition: null,
  complaints: [],
  wet_food: 'no',
  amount_wet_food: '',
  portions_wet: '',
  percentage_fresh_food: '0',
  percentage_treats: '0',
};

const yesNo = (value: boolean | null): YesNo | null => (value === null ? null : value ? 'yes' : 'no');

/** The questions that apply to this pet, as in the questionnaire: size only for a dog of unknown breed, pregnant or nursing only for a female that is not sterilised, … */
export function appliesTo(values: Pick<PetFormValues, 'type' | 'sex' | 'breed_choice' | 'sterilised'>) {
  return conditionalQuestions(values);
}

/** The form for an existing pet, in the owner's notation (a decimal comma where the locale writes one). */
export function formValuesOf(animal: Animal, options: { today: string; localeTag: string; breeds: Record<string, BreedChoice> }): PetFormValues {
  const age = ageOn(animal.dateOfBirth, options.today);
  const breed = (url: string | null): BreedChoice | null => (url ? (options.breeds[url] ?? { url, name: '' }) : null);
  const wet = animal.amount_wet_food > 0 && animal.portions_wet > 0;
  return {
    type: animal.type,
    name: animal.name,
    sex: animal.sex,
    birth: animal.exact_birthdate ? 'exact' : 'estimate',
    birth_date: animal.exact_birthdate ? (isoToBirthDateInput(animal.dateOfBirth) ?? '') : '',
    age_years: animal.exact_birthdate ? '' : String(age.years),
    age_months: animal.exact_birthdate ? '' : String(age.months),
    breed_choice: animal.breed_1 === null ? 'unknown' : animal.breed_2 === null ? 'known' : 'mixed',
    breed_1: breed(animal.breed_1),
    breed_2: breed(animal.breed_2),
    size: animal.size,
    weight: formatDecimalInput(animal.weight, options.localeTag),
    weight_confirmed: '',
    sterilised: yesNo(animal.sterilised),
    nurturing: animal.sex === 'female' ? yesNo(animal.nurturing) : null,
    indoor: animal.type === 'cat' ? yesNo(animal.indoor) : null,
    activity: animal.activity,
    condition: animal.condition,
    complaints: animal.complaints,
    wet_food: wet ? 'yes' : 'no',
    amount_wet_food: wet ? String(animal.amount_wet_food) : '',
    portions_wet: wet ? String(animal.portions_wet) : '',
    percentage_fresh_food: String(animal.percentage_fresh_food),
    percentage_treats: String(animal.percentage_treats),
  };
}

/** YYYY-MM-DD of the pet's birth: the typed date, or the one its estimated age gives. */
export function birthDateOf(values: Pick<PetFormValues, 'birth' | 'birth_date' | 'age_years' | 'age_months'>, today: string): string | null {
  if (values.birth === 'estimate') {
    const years = values.age_years.trim() === '' ? 0 : parseWhole(values.age_years);
    const months = values.age_months.trim() === '' ? 0 : parseWhole(values.age_months);
    const age = Number.isNaN(years) || Number.isNaN(months) ? null : { years, months };
    return birthDateOfAnswer({ exact: false, age }, today);
  }
  return birthDateOfAnswer({ exact: true, input: values.birth_date }, today);
}

type Issues = Partial<Record<keyof PetFormValues, ValidationIssue>>;

/** The chosen breeds' typical adult weights, when the breed was picked from the list in this form. */
function breedWeights(values: Pick<PetFormValues, 'breed_choice' | 'breed_1' | 'breed_2'>): BreedWeight[] {
  if (values.breed_choice === 'unknown') return [];
  const chosen = values.breed_choice === 'mixed' ? [values.breed_1, values.breed_2] : [values.breed_1];
  return chosen.flatMap((breed) => (breed?.adultKg ? [{ adultWeightMinKg: breed.adultKg[0], adultWeightMaxKg: breed.adultKg[1] }] : []));
}

/**
 * A weight far outside the breed's adult range (mostly a typing error: 45 for 4,5), as the
 * questionnaire asks it: the owner checks it or confirms it. Null when plausible or not judged.
 */
export function weightWarning(values: PetFormValues, today: string): ValidationIssue | null {
  const weight = values.weight.trim();
  const kg = parseDecimal(weight);
  if (Number.isNaN(kg) || !values.type) return null;
  const born = birthDateOf(values, today);
  const far = implausibleWeight({
    type: values.type,
    breeds: breedWeights(values),
    weightKg: kg,
    ageMonths: born && born <= today ? ageInMonths(born, today) : null,
  });
  if (!far) return null;
  return {
    key: far.direction === 'above' ? petFormErrorKeys.weightFarAbove : petFormErrorKeys.weightFarBelow,
    params: { weight, min: far.minKg, max: far.maxKg },
  };
}

function wholeInRange(text: string, minimum: number, maximum: number, rangeKey: string): ValidationIssue | null {
  const missing = required(text);
  if (missing) return missing;
  const value = parseWhole(text);
  if (Number.isNaN(value)) return { key: petFormErrorKeys.wholeNumber };
  return value < minimum || value > maximum ? { key: rangeKey, params: { min: minimum, max: maximum } } : null;
}

function birthIssues(values: PetFormValues, today: string): Issues {
  return birthAnswerIssues(
    values.birth === 'estimate' ? { exact: false, years: values.age_years, months: values.age_months } : { exact: true, birthDate: values.birth_date },
    today,
    petFormErrorKeys,
  );
}

/** Every problem of the form, by field; empty when it may be saved. */
export function petFormIssues(values: PetFormValues, today: string): Issues {
  const issues: Issues = {};
  const applies = appliesTo(values);
  const choose: ValidationIssue = { key: petFormErrorKeys.choose };
  if (!values.type) issues.type = choose;
  const name = required(values.name) ?? max(values.name.trim(), maxAnimalNameLength);
  if (name) issues.name = name;
  if (!values.sex) issues.sex = choose;
  Object.assign(issues, birthIssues(values, today));
  if (values.breed_choice !== 'unknown' && !values.breed_1) issues.breed_1 = { key: petFormErrorKeys.breedRequired };
  if (values.breed_choice === 'mixed' && !values.breed_2) issues.breed_2 = { key: petFormErrorKeys.breedRequired };
  if (applies.size && !values.size) issues.size = choose;

  const missingWeight = required(values.weight);
  const kg = parseDecimal(values.weight);
  if (missingWeight) issues.weight = missingWeight;
  else if (Number.isNaN(kg)) issues.weight = { key: petFormErrorKeys.weightFormat, params: { example: weightExampleKg } };
  else if (kg < minimumWeightKg || kg > maxAnimalWeightKg) {
    issues.weight = { key: petFormErrorKeys.weightRange, params: { min: minimumWeightKg, max: maxAnimalWeightKg } };
  } else {
    const far = weightWarning(values, today);
    if (far && values.weight_confirmed !== values.weight.trim()) issues.weight_confirmed = far;
  }

  if (!values.sterilised) issues.sterilised = choose;
  if (applies.nurturing && !values.nurturing) issues.nurturing = choose;
  if (applies.indoor && !values.indoor) issues.indoor = choose;
  if (!values.activity) issues.activity = choose;
  if (!values.condition) issues.condition = choose;

  if (values.wet_food === 'yes') {
    const grams = wholeInRange(values.amount_wet_food, 1, maxWetFoodGramsPerPortion, petFormErrorKeys.gramsRange);
    const portions = wholeInRange(values.portions_wet, 1, maxWetPortionsPerWeek, petFormErrorKeys.portionsRange);
    if (grams) issues.amount_wet_food = grams;
    if (portions) issues.portions_wet = portions;
  }
  const fresh = wholeInRange(values.percentage_fresh_food, 0, 100, petFormErrorKeys.percentRange);
  if (fresh) issues.percentage_fresh_food = fresh;
  if (applies.treats) {
    const treats = wholeInRange(values.percentage_treats, 0, maxTreatsPercentage, petFormErrorKeys.treatsRange);
    if (treats) issues.percentage_treats = treats;
    else if (!fresh && parseWhole(values.percentage_treats) + parseWhole(values.percentage_fresh_food) > 100) {
      issues.percentage_treats = { key: petFormErrorKeys.sharesTooHigh };
    }
  }
  return issues;
}

const breedChoiceSchema = z.object({ url: z.string(), name: z.string(), adultKg: z.tuple([z.number(), z.number()]).optional() });

/** The form's schema for `useValidatedForm`: the values as they are, with the issues above on their fields. */
export function petFormSchema(today: () => string) {
  return z
    .object({
      type: z.enum(animalTypes).nullable(),
      name: z.string(),
      sex: z.enum(sexes).nullable(),
      birth: z.enum(['exact', 'estimate']),
      birth_date: z.string(),
      age_years: z.string(),
      age_months: z.string(),
      breed_choice: z.enum(['known', 'mixed', 'unknown']),
      breed_1: breedChoiceSchema.nullable(),
      breed_2: breedChoiceSchema.nullable(),
      size: z.enum(sizeClasses).nullable(),
      weight: z.string(),
      weight_confirmed: z.string(),
      sterilised: z.enum(['yes', 'no']).nullable(),
      nurturing: z.enum(['yes', 'no']).nullable(),
      indoor: z.enum(['yes', 'no']).nullable(),
      activity: z.enum(activityLevels).nullable(),
      condition: z.enum(bodyConditions).nullable(),
      complaints: z.array(z.enum(complaintKinds)),
      wet_food: z.enum(['yes', 'no']),
      amount_wet_food: z.string(),
      portions_wet: z.string(),
      percentage_fresh_food: z.string(),
      percentage_treats: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, issue] of Object.entries(petFormIssues(values, today()))) addValidationIssue(ctx, issue, [field]);
    });
}

/** What the form sends: every answer; the chosen formula (`selected_product`) is the meal plan's business. */
export type AnimalBody = Omit<AnimalCreate, 'selected_product'>;

/**
 * The body of POST /animal/ (and of PATCH /animal/{id}/) for a valid form. Answers to questions
 * that do not apply to this pet (a size when the breed is known) are not sent as answers.
 */
export function animalBodyOf(values: PetFormValues, today: string): AnimalBody {
  const applies = appliesTo(values);
  const type = values.type!;
  const wet = values.wet_food === 'yes';
  return {
    name: values.name.trim(),
    type,
    sex: values.sex!,
    dateOfBirth: birthDateOf(values, today)!,
    exact_birthdate: values.birth === 'exact',
    breed_1: values.breed_choice === 'unknown' ? null : (values.breed_1?.url ?? null),
    breed_2: values.breed_choice === 'mixed' ? (values.breed_2?.url ?? null) : null,
    size: applies.size ? values.size : null,
    weight: parseDecimal(values.weight),
    sterilised: values.sterilised === 'yes',
    nurturing: applies.nurturing && values.nurturing === 'yes',
    indoor: applies.indoor ? values.indoor === 'yes' : null,
    activity: values.activity!,
    condition: values.condition!,
    complaints: values.complaints,
    amount_wet_food: wet ? parseWhole(values.amount_wet_food) : 0,
    portions_wet: wet ? parseWhole(values.portions_wet) : 0,
    percentage_fresh_food: parseWhole(values.percentage_fresh_food),
    percentage_treats: applies.treats ? parseWhole(values.percentage_treats) : 0,
  };
}

/** The form field that shows an API field error (`dateOfBirth` → the birth date or the age). */
export function formFieldOfApiField(apiField: string, values: Pick<PetFormValues, 'birth'>): keyof PetFormValues | null {
  const field = apiField.split('.')[0] ?? apiField;
  if (field === 'dateOfBirth' || field === 'exact_birthdate') return values.birth === 'exact' ? 'birth_date' : 'age_years';
  const known: readonly string[] = Object.keys(emptyPetForm);
  return known.includes(field) ? (field as keyof PetFormValues) : null;
}
