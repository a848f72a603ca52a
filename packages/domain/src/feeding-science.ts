import { daysInMonth } from './birth-date.ts';
import {
  activityLevels,
  animalTypes,
  bodyConditions,
  maxTreatsPercentage,
  sizeClasses,
  type ActivityLevel,
  type AnimalType,
  type BodyCondition,
  type SizeClass,
} from './pet-profile.ts';

/**
 * The feeding-science engine: how many kilocalories of metabolisable energy a pet needs a day,
 * how much of that other food already covers, and how many grams of a dry formula make up the
 * rest. Every number and its source is explained in docs/feeding-science.md; the constants below
 * are the tables the engine reads, exported so that the docs, tests and the web's "why this
 * amount" page speak of the same values.
 *
 * Order of the factors (decided once, so that a plan can be recomputed by hand):
 *  1. the body condition sets the weight the formula is computed at (BW × condition factor),
 *  2. the formula of the life stage gives coefficient × BW^exponent,
 *  3. the sterilised (adult dogs) and nurturing multipliers multiply that result,
 *  4. the daily need is rounded to whole kcal; other food is taken off in whole kcal,
 *  5. what remains becomes grams of the dry formula, rounded to 5 g.
 */

// ─── Input ──────────────────────────────────────────────────────────────────────────────────

/** Typical adult weight range of a breed (the breed table). */
export interface BreedWeight {
  adultWeightMinKg: number;
  adultWeightMaxKg: number;
}

export interface FeedingProfile {
  type: AnimalType;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  weightKg: number;
  /** 0, 1 or 2 (mixed) breeds. */
  breeds: BreedWeight[];
  size: SizeClass | null;
  sterilised: boolean;
  /** Cats only; `null` counts as not indoor. */
  indoor: boolean | null;
  /** Pregnant or nursing. */
  nurturing: boolean;
  activity: ActivityLevel;
  condition: BodyCondition;
  /** Whole percentage of the daily energy given as treats (dogs only, capped). */
  percentageTreats: number;
  /** Whole percentage of the daily energy given as fresh food. */
  percentageFreshFood: number;
  /** Grams per portion. */
  amountWetFood: number;
  /** Portions per week. */
  portionsWet: number;
  /** Energy of the wet food; defaults to `defaultWetFoodKcalPerKg`. */
  wetFoodKcalPerKg?: number;
}

// ─── Tables ─────────────────────────────────────────────────────────────────────────────────

/** Below this weight the formulas give no meaningful ration; a smaller number is a typing error. */
export const minimumWeightKg = 0.1;

/**
 * Dog size classes by expected adult weight: small ≤ 10 kg, medium > 10 and ≤ 25 kg,
 * large > 25 and < 45 kg, giant ≥ 45 kg. The "11–25" and "26–44" leave gaps between
 * whole kilograms; the bounds close them so that every weight has exactly one class.
 */
export const dogSizeBoundsKg = { smallMax: 10, mediumMax: 25, giantMin: 45 } as const;

/** Age (months) at which a dog of the size class counts as adult. */
export const dogAdultAgeMonths: Record<SizeClass, number> = { small: 10, medium: 12, large: 15, giant: 18 };

/**
 * The expected adult weight when only the size class is known: the middle of each class's
 * typical range (small 2–10, medium 10–25, large 25–45, giant 45–75 kg).
 */
export const representativeAdultWeightKg: Record<SizeClass, number> = {
  small: 6,
  medium: 17.5,
  large: 35,
  giant: 60,
};

/** Growing dogs, kcal per kg^0.75 by p = current weight / expected adult weight (FEDIAF 2021). */
export const puppyCoefficients = {
  p_below_0_5: 210,
  p_0_5_to_0_8: 175,
  p_0_8_and_above: 140,
} as const;
export type PuppyGrowthBand = keyof typeof puppyCoefficients;

/** When the expected adult weight is unknown, p cannot be computed: the middle band is used. */
export const unknownAdultWeightPuppyBand: PuppyGrowthBand = 'p_0_5_to_0_8';

/** Adult dogs, kcal per kg^0.75 by activity (FEDIAF 2021). */
export const dogActivityFactors: Record<ActivityLevel, number> = {
  low: 95,
  moderate: 110,
  active: 125,
  very_active: 150,
};

/** Adult dogs, kcal per kg^0.75 by age in whole years: < 3, 3 to 7, > 7 (FEDIAF 2021). */
export const dogAgeFactors = {
  under_3_years: 130,
  '3_to_7_years': 110,
  over_7_years: 95,
} as const;
export type DogAgeBand = keyof typeof dogAgeFactors;

export const dogExponent = 0.75;
export const catExponent = 0.67;

/** Applied to adult dogs only: growing puppies keep their growth energy. */
export const sterilisedDogFactor = 0.9;

/** Cats, kcal per kg^0.67 (FEDIAF 2021). */
export const catCoefficients = {
  intact_outdoor: 100,
  sterilised_or_indoor: 75,
} as const;
export type CatCoefficientBasis = keyof typeof catCoefficients;

/** Kittens: multiples of the intact adult need (100·BW^0.67) by age band (FEDIAF 2021). */
export const kittenMultipliers = {
  under_4_months: 2.5,
  '4_to_9_months': 2.0,
  '9_to_12_months': 1.5,
} as const;
export type KittenAgeBand = keyof typeof kittenMultipliers;

/** Kittens are growing until this age. */
export const kittenUntilMonths = 12;

/**
 * Senior from these ages (months), for the explanation's life-stage label and for the formula
 * suggestion alike: a dog counts as senior in roughly the last quarter of its expected life span
 * (AAHA Canine Life Stage Guidelines, 2019), giant breeds earlier as they live the shortest; cats
 * are senior when older than 10 years (2021 AAHA/AAFP Feline Life Stage Guidelines). The label
 * does not change the energy: that follows the FEDIAF age bands above.
 */
export const seniorFromMonths = {
  dog: 7 * 12,
  giantDog: 6 * 12,
  cat: 10 * 12,
} as const;

/** The energy is computed at the weight × this factor (target weight for a non-ideal condition). */
export const conditionWeightFactors: Record<BodyCondition, number> = {
  thin: 1.1,
  ideal: 1,
  overweight: 0.9,
  obese: 0.8,
};

/** Pregnant or nursing. */
export const nurturingFactor = 2;

/** Safe weight loss, % of the current weight per week (conservative end for cats). */
export const safeWeightLossPercentPerWeek: Record<AnimalType, { min: number; max: number }> = {
  dog: { min: 1, max: 2 },
  cat: { min: 0.5, max: 1 },
};

/** A typical complete wet food (about 80 % moisture). */
export const defaultWetFoodKcalPerKg = 900;

/** Dry food is weighed out in steps of 5 g; anything that remains is at least one step. */
export const dryFoodRoundingGrams = 5;

// ─── Output types (the explanation is JSON, snake_case, stable) ─────────────────────────────

export type FeedingLifeStage = 'puppy' | 'kitten' | 'adult' | 'senior';

/** A multiplier that changed the result, in the order applied. */
export interface EnergyFactor {
  key: 'condition' | 'sterilised' | 'nurturing';
  factor: number;
  /** `body_weight`: multiplies BW before the power; `energy`: multiplies the kcal. */
  applies_to: 'body_weight' | 'energy';
}

/** Dogs: what the growth stage and life stage were judged by. */
export interface AdultSizeExplanation {
  expected_adult_weight_kg: number | null;
  /** Where the expected adult weight came from. */
  source: 'breeds' | 'size' | 'unknown';
  size_class: SizeClass | null;
  /** When unknown, the medium class's age is assumed. */
  adult_at_months: number;
}

export interface BodyWeightExplanation {
  actual_kg: number;
  condition: BodyCondition;
  condition_factor: number;
  /** The weight the formula is computed at. */
  used_kg: number;
  basis: 'actual' | 'target';
}

interface FormulaCommon {
  /** kcal per kg^exponent, after the branch's own factors. */
  coefficient: number;
  exponent: number;
  /** used_kg ^ exponent */
  bw_power: number;
  /** coefficient × bw_power, before the multipliers. */
  base_kcal: number;
}

export interface PuppyFormula {
  branch: 'puppy';
  /** current weight / expected adult weight; `null` when the adult weight is unknown. */
  growth_ratio_p: number | null;
  growth_band: PuppyGrowthBand;
}

export interface AdultDogFormula {
  branch: 'adult_dog';
  age_band: DogAgeBand;
  age_factor: number;
  activity: ActivityLevel;
  activity_factor: number;
}

export interface KittenFormula {
  branch: 'kitten';
  age_band: KittenAgeBand;
  intact_adult_coefficient: number;
  growth_multiplier: number;
}

export interface AdultCatFormula {
  branch: 'adult_cat';
  basis: CatCoefficientBasis;
}

export type BranchFormula = PuppyFormula | AdultDogFormula | KittenFormula | AdultCatFormula;
export type FormulaBranch = BranchFormula['branch'];
export type FormulaExplanation = FormulaCommon & BranchFormula;

export interface EnergyExplanation {
  animal_type: AnimalType;
  life_stage: FeedingLifeStage;
  age_months: number;
  age_years: number;
  /** Dogs only. */
  adult_size: AdultSizeExplanation | null;
  body_weight: BodyWeightExplanation;
  formula: FormulaExplanation;
  multipliers: EnergyFactor[];
  kcal_per_day: number;
}

export type ExplanationNote =
  | {
      key: 'weight_loss';
      current_weight_kg: number;
      target_weight_kg: number;
      min_percent_per_week: number;
      max_percent_per_week: number;
      min_grams_per_week: number;
      max_grams_per_week: number;
    }
  | { key: 'weight_gain'; current_weight_kg: number; target_weight_kg: number }
  | { key: 'growing_condition_vet_advice'; condition: BodyCondition }
  | { key: 'nurturing_vet_advice' }
  | { key: 'expected_adult_weight_unknown'; assumed_adult_at_months: number }
  | { key: 'treats_capped'; requested_percentage: number; applied_percentage: number }
  | { key: 'treats_ignored'; requested_percentage: number }
  | { key: 'other_food_covers_need'; other_food_kcal: number; kcal_per_day: number };

export type ExplanationNoteKey = ExplanationNote['key'];

export interface EnergyNeed {
  /** Whole kcal of metabolisable energy per day. */
  kcalPerDay: number;
  lifeStage: FeedingLifeStage;
  /** The multipliers that changed the result, in order. */
  factors: EnergyFactor[];
  explanation: EnergyExplanation;
  notes: ExplanationNote[];
}

export interface FoodCompositions {
  our_food: number;
  wet_food: number;
  fresh_food: number;
  treats: number;
}

export interface OtherFoodExplanation {
  treats: {
    requested_percentage: number;
    applied_percentage: number;
    kcal: number;
  };
  fresh_food: { percentage: number; kcal: number };
  wet_food: {
    grams_per_portion: number;
    portions_per_week: number;
    kcal_per_kg: number;
    /** Average grams a day: grams_per_portion × portions_per_week / 7. */
    grams_per_day: number;
    kcal: number;
  };
  total_kcal: number;
}

export interface DryFoodExplanation {
  kcal_per_day: number;
  formula_kcal_per_kg: number;
  /** kcal_per_day / (formula_kcal_per_kg / 1000), before rounding. */
  exact_grams_per_day: number;
  rounding_step_grams: number;
  grams_per_day: number;
}

export interface MealPlanExplanation {
  version: 1;
  energy: EnergyExplanation;
  other_food: OtherFoodExplanation;
  dry_food: DryFoodExplanation;
  compositions: FoodCompositions;
  notes: ExplanationNote[];
}

export interface MealPlanResult {
  /** The whole daily need, before other food is taken off. */
  kcalPerDay: number;
  dryFoodKcalPerDay: number;
  /** Of the dry formula; a multiple of 5, at least 5 when any energy remains for it. */
  gramsPerDay: number;
  /** Whole percentages of the daily energy, summing to 100. */
  compositions: FoodCompositions;
  explanation: MealPlanExplanation;
}

// ─── Guards ─────────────────────────────────────────────────────────────────────────────────

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// Calendar days stay text and numbers: through `Date` they would shift across midnight.
function parseIsoDay(value: string, field: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  if (!day || day.month < 1 || day.month > 12 || day.day < 1 || day.day > daysInMonth(day.year, day.month)) {
    throw new RangeError(`${field} must be an existing day as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  }
  return day;
}

function assertFinite(value: number, field: string, test: (n: number) => boolean, rule: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || !test(value)) {
    throw new RangeError(`${field} must be ${rule}, got ${String(value)}`);
  }
}

function assertOneOf<T extends string>(value: T, allowed: readonly T[], field: string): void {
  if (!allowed.includes(value)) throw new RangeError(`${field} must be one of ${allowed.join(', ')}, got ${String(value)}`);
}

function assertPercentage(value: number, field: string): void {
  assertFinite(value, field, (n) => Number.isInteger(n) && n >= 0 && n <= 100, 'a whole percentage from 0 to 100');
}

function assertBreeds(breeds: BreedWeight[]): void {
  if (!Array.isArray(breeds) || breeds.length > 2) throw new RangeError('breeds must list 0, 1 or 2 breeds');
  for (const breed of breeds) {
    assertFinite(breed.adultWeightMinKg, 'breed adultWeightMinKg', (n) => n > 0, 'a positive number');
    assertFinite(
      breed.adultWeightMaxKg,
      'breed adultWeightMaxKg',
      (n) => n >= breed.adultWeightMinKg,
      'at least adultWeightMinKg',
    );
  }
}

function assertProfile(profile: FeedingProfile): void {
  assertOneOf(profile.type, animalTypes, 'type');
  assertOneOf(profile.activity, activityLevels, 'activity');
  assertOneOf(profile.condition, bodyConditions, 'condition');
  if (profile.size !== null) assertOneOf(profile.size, sizeClasses, 'size');
  assertFinite(profile.weightKg, 'weightKg', (n) => n >= minimumWeightKg, `at least ${minimumWeightKg} kg`);
  assertBreeds(profile.breeds);
  assertPercentage(profile.percentageTreats, 'percentageTreats');
  assertPercentage(profile.percentageFreshFood, 'percentageFreshFood');
  assertFinite(profile.amountWetFood, 'amountWetFood', (n) => n >= 0, 'zero or more grams');
  assertFinite(profile.portionsWet, 'portionsWet', (n) => n >= 0, 'zero or more portions a week');
  if (profile.wetFoodKcalPerKg !== undefined) {
    assertFinite(profile.wetFoodKcalPerKg, 'wetFoodKcalPerKg', (n) => n > 0, 'a positive number');
  }
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

// ─── Age and size ───────────────────────────────────────────────────────────────────────────

/**
 * Whole months from the birth date to `today`. A monthly birthday that falls on a day the month
 * lacks (31 January → February) is kept on the month's last day, so a pet born on 31 January is
 * one month old on 28 (or 29) February.
 */
export function ageInMonths(dateOfBirth: string, today: string): number {
  const birth = parseIsoDay(dateOfBirth, 'dateOfBirth');
  const now = parseIsoDay(today, 'today');
  let months = (now.year - birth.year) * 12 + (now.month - birth.month);
  const birthdayThisMonth = Math.min(birth.day, daysInMonth(now.year, now.month));
  if (now.day < birthdayThisMonth) months -= 1;
  if (months < 0) throw new RangeError(`dateOfBirth ${dateOfBirth} is after ${today}`);
  return months;
}

/**
 * The weight the animal is expected to reach as an adult: the mean of its breeds' midpoints
 * (a mixed breed averages both), else the representative weight of its (dog) size class, else
 * `null`. Size classes describe dogs, so a cat's `size` is not read.
 */
export function expectedAdultWeightKg(profile: Pick<FeedingProfile, 'type' | 'breeds' | 'size'>): number | null {
  assertBreeds(profile.breeds);
  if (profile.breeds.length > 0) {
    const midpoints = profile.breeds.map((b) => (b.adultWeightMinKg + b.adultWeightMaxKg) / 2);
    return midpoints.reduce((sum, m) => sum + m, 0) / midpoints.length;
  }
  if (profile.type === 'dog' && profile.size !== null) {
    assertOneOf(profile.size, sizeClasses, 'size');
    return representativeAdultWeightKg[profile.size];
  }
  return null;
}

/**
 * How far a typed weight may lie outside the typical adult range of the pet's breed(s) before the
 * owner is asked to confirm it: above 1.5 × the range's top (at any age), or, for an adult, below
 * half its bottom. Closer weights are simply heavy or light pets; farther ones are mostly typing
 * errors (45 for 4.5 kg, grams for kilograms).
 */
export const implausibleWeightFactors = { above: 1.5, below: 0.5 } as const;

export interface WeightPlausibilityInput {
  type: AnimalType;
  /** 0, 1 or 2 (mixed) breeds; a mixed breed's range spans both. */
  breeds: BreedWeight[];
  weightKg: number;
  /** Whole months of age; `null` when unknown (only a weight far above the range is then flagged). */
  ageMonths: number | null;
}

/** A weight far outside the breed's range, with that range; `null` when it is plausible or no breed is known. */
export function implausibleWeight(input: WeightPlausibilityInput): { direction: 'above' | 'below'; minKg: number; maxKg: number } | null {
  assertBreeds(input.breeds);
  if (input.breeds.length === 0 || !Number.isFinite(input.weightKg)) return null;
  const minKg = Math.min(...input.breeds.map((breed) => breed.adultWeightMinKg));
  const maxKg = Math.max(...input.breeds.map((breed) => breed.adultWeightMaxKg));
  if (input.weightKg > maxKg * implausibleWeightFactors.above) return { direction: 'above', minKg, maxKg };
  const adultFrom = input.type === 'cat' ? kittenUntilMonths : dogAdultAgeMonths[dogSizeClass((minKg + maxKg) / 2)];
  const adult = input.ageMonths !== null && input.ageMonths >= adultFrom;
  if (adult && input.weightKg < minKg * implausibleWeightFactors.below) return { direction: 'below', minKg, maxKg };
  return null;
}

/** Small ≤ 10 kg, medium ≤ 25 kg, large < 45 kg, giant ≥ 45 kg (expected adult weight). */
export function dogSizeClass(expectedAdultWeightKg: number): SizeClass {
  assertFinite(expectedAdultWeightKg, 'expectedAdultWeightKg', (n) => n > 0, 'a positive number');
  if (expectedAdultWeightKg <= dogSizeBoundsKg.smallMax) return 'small';
  if (expectedAdultWeightKg <= dogSizeBoundsKg.mediumMax) return 'medium';
  if (expectedAdultWeightKg < dogSizeBoundsKg.giantMin) return 'large';
  return 'giant';
}

function adultSizeOf(profile: FeedingProfile, expected: number | null): AdultSizeExplanation {
  if (expected === null) {
    return { expected_adult_weight_kg: null, source: 'unknown', size_class: null, adult_at_months: dogAdultAgeMonths.medium };
  }
  const sizeClass = dogSizeClass(expected);
  return {
    expected_adult_weight_kg: round(expected, 2),
    source: profile.breeds.length > 0 ? 'breeds' : 'size',
    size_class: sizeClass,
    adult_at_months: dogAdultAgeMonths[sizeClass],
  };
}

// ─── Energy ─────────────────────────────────────────────────────────────────────────────────

interface BranchResult {
  lifeStage: FeedingLifeStage;
  growing: boolean;
  coefficient: number;
  exponent: number;
  formula: BranchFormula;
}

function puppyBand(p: number): PuppyGrowthBand {
  if (p < 0.5) return 'p_below_0_5';
  if (p < 0.8) return 'p_0_5_to_0_8';
  return 'p_0_8_and_above';
}

function dogAgeBand(ageYears: number): DogAgeBand {
  if (ageYears < 3) return 'under_3_years';
  if (ageYears <= 7) return '3_to_7_years';
  return 'over_7_years';
}

function kittenAgeBand(ageMonths: number): KittenAgeBand {
  if (ageMonths < 4) return 'under_4_months';
  if (ageMonths < 9) return '4_to_9_months';
  return '9_to_12_months';
}

function dogBranch(profile: FeedingProfile, ageMonths: number): BranchResult & { adultSize: AdultSizeExplanation } {
  const expected = expectedAdultWeightKg(profile);
  const adultSize = adultSizeOf(profile, expected);
  if (ageMonths < adultSize.adult_at_months) {
    // p uses the actual weight: it measures how far the puppy has grown, not what it should weigh.
    const p = expected === null ? null : profile.weightKg / expected;
    const band = p === null ? unknownAdultWeightPuppyBand : puppyBand(p);
    return {
      adultSize,
      lifeStage: 'puppy',
      growing: true,
      coefficient: puppyCoefficients[band],
      exponent: dogExponent,
      formula: { branch: 'puppy', growth_ratio_p: p === null ? null : round(p, 3), growth_band: band },
    };
  }
  const ageYears = Math.floor(ageMonths / 12);
  const ageBand = dogAgeBand(ageYears);
  const ageFactor = dogAgeFactors[ageBand];
  const activityFactor = dogActivityFactors[profile.activity];
  return {
    adultSize,
    lifeStage: ageMonths >= (adultSize.size_class === 'giant' ? seniorFromMonths.giantDog : seniorFromMonths.dog) ? 'senior' : 'adult',
    growing: false,
    // Activity weighs twice as much as age, as the FEDIAF-based calculators combine the two tables.
    coefficient: (ageFactor + 2 * activityFactor) / 3,
    exponent: dogExponent,
    formula: {
      branch: 'adult_dog',
      age_band: ageBand,
      age_factor: ageFactor,
      activity: profile.activity,
      activity_factor: activityFactor,
    },
  };
}

function catBranch(profile: FeedingProfile, ageMonths: number): BranchResult {
  if (ageMonths < kittenUntilMonths) {
    const band = kittenAgeBand(ageMonths);
    const multiplier = kittenMultipliers[band];
    return {
      lifeStage: 'kitten',
      growing: true,
      coefficient: catCoefficients.intact_outdoor * multiplier,
      exponent: catExponent,
      formula: {
        branch: 'kitten',
        age_band: band,
        intact_adult_coefficient: catCoefficients.intact_outdoor,
        growth_multiplier: multiplier,
      },
    };
  }
  const basis: CatCoefficientBasis = profile.sterilised || profile.indoor === true ? 'sterilised_or_indoor' : 'intact_outdoor';
  return {
    lifeStage: ageMonths >= seniorFromMonths.cat ? 'senior' : 'adult',
    growing: false,
    coefficient: catCoefficients[basis],
    exponent: catExponent,
    formula: { branch: 'adult_cat', basis },
  };
}

function conditionNotes(profile: FeedingProfile, growing: boolean, usedKg: number): ExplanationNote[] {
  if (profile.condition === 'ideal') return [];
  // Growing animals should not lose weight on their own plan: their growth curve is a vet's call.
  if (growing) return [{ key: 'growing_condition_vet_advice', condition: profile.condition }];
  const current = round(profile.weightKg, 2);
  const target = round(usedKg, 2);
  if (profile.condition === 'thin') return [{ key: 'weight_gain', current_weight_kg: current, target_weight_kg: target }];
  const rate = safeWeightLossPercentPerWeek[profile.type];
  return [
    {
      key: 'weight_loss',
      current_weight_kg: current,
      target_weight_kg: target,
      min_percent_per_week: rate.min,
      max_percent_per_week: rate.max,
      min_grams_per_week: Math.round(profile.weightKg * rate.min * 10),
      max_grams_per_week: Math.round(profile.weightKg * rate.max * 10),
    },
  ];
}

/** The whole daily energy need in kcal of metabolisable energy, with every factor used. */
export function dailyEnergyNeed(profile: FeedingProfile, today: string): EnergyNeed {
  assertProfile(profile);
  const ageMonths = ageInMonths(profile.dateOfBirth, today);
  const dog = profile.type === 'dog' ? dogBranch(profile, ageMonths) : null;
  const adultSize = dog?.adultSize ?? null;
  const branch = dog ?? catBranch(profile, ageMonths);

  const conditionFactor = conditionWeightFactors[profile.condition];
  const usedKg = profile.weightKg * conditionFactor;
  const bwPower = usedKg ** branch.exponent;
  const baseKcal = branch.coefficient * bwPower;

  const factors: EnergyFactor[] = [];
  if (conditionFactor !== 1) factors.push({ key: 'condition', factor: conditionFactor, applies_to: 'body_weight' });
  if (profile.type === 'dog' && profile.sterilised && !branch.growing) {
    factors.push({ key: 'sterilised', factor: sterilisedDogFactor, applies_to: 'energy' });
  }
  if (profile.nurturing) factors.push({ key: 'nurturing', factor: nurturingFactor, applies_to: 'energy' });
  const exactKcal = factors.filter((f) => f.applies_to === 'energy').reduce((kcal, f) => kcal * f.factor, baseKcal);
  const kcalPerDay = Math.round(exactKcal);

  const notes: ExplanationNote[] = [];
  if (adultSize?.source === 'unknown' && ageMonths < dogAdultAgeMonths.giant) {
    notes.push({ key: 'expected_adult_weight_unknown', assumed_adult_at_months: adultSize.adult_at_months });
  }
  notes.push(...conditionNotes(profile, branch.growing, usedKg));
  if (profile.nurturing) notes.push({ key: 'nurturing_vet_advice' });

  const formula: FormulaExplanation = {
    ...branch.formula,
    coefficient: round(branch.coefficient, 2),
    exponent: branch.exponent,
    bw_power: round(bwPower, 3),
    base_kcal: Math.round(baseKcal),
  };

  return {
    kcalPerDay,
    lifeStage: branch.lifeStage,
    factors,
    notes,
    explanation: {
      animal_type: profile.type,
      life_stage: branch.lifeStage,
      age_months: ageMonths,
      age_years: Math.floor(ageMonths / 12),
      adult_size: adultSize,
      body_weight: {
        actual_kg: round(profile.weightKg, 2),
        condition: profile.condition,
        condition_factor: conditionFactor,
        used_kg: round(usedKg, 2),
        basis: conditionFactor === 1 ? 'actual' : 'target',
      },
      formula,
      multipliers: factors,
      kcal_per_day: kcalPerDay,
    },
  };
}

// ─── Meal plan ──────────────────────────────────────────────────────────────────────────────

/**
 * Whole percentages summing to 100 by the largest-remainder method; ties go to the earlier key
 * (our food first). Shares are of the daily need; when other food alone exceeds it, of what is fed.
 */
function wholePercentages(shares: FoodCompositions): FoodCompositions {
  const keys = ['our_food', 'wet_food', 'fresh_food', 'treats'] as const;
  const total = keys.reduce((sum, k) => sum + shares[k], 0);
  const scale = total > 100 ? 100 / total : 1;
  // The epsilon keeps a share such as 4.999999999 (floating point) from losing its whole point.
  const scaled = keys.map((k) => shares[k] * scale);
  const floors = scaled.map((s) => Math.floor(s + 1e-9));
  let missing = 100 - floors.reduce((sum, f) => sum + f, 0);
  const order = keys.map((_, i) => i).sort((a, b) => scaled[b]! - floors[b]! - (scaled[a]! - floors[a]!) || a - b);
  for (const i of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing -= 1;
  }
  return { our_food: floors[0]!, wet_food: floors[1]!, fresh_food: floors[2]!, treats: floors[3]! };
}

function dryGrams(dryKcal: number, formulaKcalPerKg: number): { exact: number; rounded: number } {
  const exact = dryKcal / (formulaKcalPerKg / 1000);
  if (dryKcal <= 0) return { exact: 0, rounded: 0 };
  const rounded = Math.round(exact / dryFoodRoundingGrams) * dryFoodRoundingGrams;
  return { exact, rounded: Math.max(dryFoodRoundingGrams, rounded) };
}

/**
 * The meal plan of a pet on a dry formula: the whole daily need, the energy other food covers
 * (treats for dogs, capped; fresh food; wet food), and the grams of the formula for the rest.
 */
export function mealPlanFor(profile: FeedingProfile, formula: { kcalPerKg: number }, today: string): MealPlanResult {
  const energy = dailyEnergyNeed(profile, today);
  assertFinite(formula.kcalPerKg, 'formula kcalPerKg', (n) => n > 0, 'a positive number');
  const kcalPerDay = energy.kcalPerDay;
  const notes = [...energy.notes];

  const requestedTreats = profile.percentageTreats;
  const appliedTreats = profile.type === 'dog' ? Math.min(requestedTreats, maxTreatsPercentage) : 0;
  if (profile.type === 'dog' && requestedTreats > maxTreatsPercentage) {
    notes.push({ key: 'treats_capped', requested_percentage: requestedTreats, applied_percentage: appliedTreats });
  }
  if (profile.type !== 'dog' && requestedTreats > 0) {
    notes.push({ key: 'treats_ignored', requested_percentage: requestedTreats });
  }

  const wetKcalPerKg = profile.wetFoodKcalPerKg ?? defaultWetFoodKcalPerKg;
  const wetGramsPerDay = (profile.amountWetFood * profile.portionsWet) / 7;
  const exactWetKcal = (wetGramsPerDay * wetKcalPerKg) / 1000;

  const treatsKcal = Math.round((kcalPerDay * appliedTreats) / 100);
  const freshKcal = Math.round((kcalPerDay * profile.percentageFreshFood) / 100);
  const wetKcal = Math.round(exactWetKcal);
  const otherKcal = treatsKcal + freshKcal + wetKcal;
  const dryKcal = Math.max(0, kcalPerDay - otherKcal);
  const grams = dryGrams(dryKcal, formula.kcalPerKg);
  if (dryKcal === 0) notes.push({ key: 'other_food_covers_need', other_food_kcal: otherKcal, kcal_per_day: kcalPerDay });

  const wetShare = (exactWetKcal / kcalPerDay) * 100;
  const compositions = wholePercentages({
    treats: appliedTreats,
    fresh_food: profile.percentageFreshFood,
    wet_food: wetShare,
    our_food: Math.max(0, 100 - appliedTreats - profile.percentageFreshFood - wetShare),
  });

  return {
    kcalPerDay,
    dryFoodKcalPerDay: dryKcal,
    gramsPerDay: grams.rounded,
    compositions,
    explanation: {
      version: 1,
      energy: energy.explanation,
      other_food: {
        treats: { requested_percentage: requestedTreats, applied_percentage: appliedTreats, kcal: treatsKcal },
        fresh_food: { percentage: profile.percentageFreshFood, kcal: freshKcal },
        wet_food: {
          grams_per_portion: profile.amountWetFood,
          portions_per_week: profile.portionsWet,
          kcal_per_kg: wetKcalPerKg,
          grams_per_day: round(wetGramsPerDay, 1),
          kcal: wetKcal,
        },
        total_kcal: otherKcal,
      },
      dry_food: {
        kcal_per_day: dryKcal,
        formula_kcal_per_kg: formula.kcalPerKg,
        exact_grams_per_day: round(grams.exact, 1),
        rounding_step_grams: dryFoodRoundingGrams,
        grams_per_day: grams.rounded,
      },
      compositions,
      notes,
    },
  };
}
