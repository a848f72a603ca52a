import {
  kittenMultipliers,
  mealPlanFor,
  puppyCoefficients,
  sterilisedDogFactor,
  type CatCoefficientBasis,
  type FeedingProfile,
  type KittenAgeBand,
  type PuppyGrowthBand,
} from './feeding-science.ts';
import { activityLevels, type ActivityLevel, type AnimalType, type LifeStage } from './pet-profile.ts';

/**
 * The feeding guide a formula's label prints (Regulation (EC) No 767/2009, art. 17: directions
 * for proper use): grams a day by body weight. Every number comes from the meal-plan engine
 * (`mealPlanFor`), for a pet at its ideal weight that eats nothing else, so the guide and a pet's
 * own meal plan never disagree; the columns are the engine's own distinctions for the formula's
 * life stage (a dog's activity, a puppy's growth, a kitten's age, a cat's way of life).
 */

export type FeedingGuideStage = 'puppy' | 'kitten' | 'adult' | 'senior';

export type FeedingGuideColumn =
  | { kind: 'activity'; activity: ActivityLevel }
  | { kind: 'growth'; band: PuppyGrowthBand }
  | { kind: 'kitten_age'; band: KittenAgeBand }
  | { kind: 'cat_basis'; basis: CatCoefficientBasis };

export interface FeedingGuide {
  animalType: AnimalType;
  stage: FeedingGuideStage;
  columns: FeedingGuideColumn[];
  /** One row per body weight; `grams[i]` belongs to `columns[i]`. */
  rows: { weightKg: number; grams: number[] }[];
  /** Adult dogs: the share a neutered dog needs less (the engine's sterilised factor); else null. */
  neuteredDogReductionPercent: number | null;
}

export interface FeedingGuideFormula {
  animalType: AnimalType;
  kcalPerKg: number;
  /** The life stages the formula is complete for (its suitability). */
  lifeStages: readonly LifeStage[];
  /** Made for sterilised cats: only their column is printed. */
  requiresSterilised?: boolean;
}

/** The body weights a label lists, per stage. */
export const feedingGuideWeightsKg: Record<AnimalType, Record<'young' | 'grown', readonly number[]>> = {
  dog: { young: [2, 5, 10, 15, 20, 30], grown: [2, 5, 10, 15, 20, 30, 40, 50] },
  cat: { young: [1, 2, 3, 4], grown: [2, 3, 4, 5, 6] },
};

// Ages (whole months) inside each of the engine's bands; the guide's numbers do not depend on
// where in the band they fall.
const referenceDay = '2025-01-15';
const adultDogAgeMonths = 4 * 12; // FEDIAF's "3 to 7 years" band
const seniorDogAgeMonths = 9 * 12; // "over 7 years"
const adultCatAgeMonths = 4 * 12;
const puppyAgeMonths = 4; // younger than every size class's adult age
const kittenAgeMonths: Record<KittenAgeBand, number> = { under_4_months: 2, '4_to_9_months': 6, '9_to_12_months': 10 };
// A growth ratio p (current / expected adult weight) inside each puppy band.
const growthRatio: Record<PuppyGrowthBand, number> = { p_below_0_5: 0.3, p_0_5_to_0_8: 0.65, p_0_8_and_above: 0.9 };

/** The formula's stage on the label: young only → puppy or kitten; senior only → senior; else adult. */
export function feedingGuideStage(formula: Pick<FeedingGuideFormula, 'animalType' | 'lifeStages'>): FeedingGuideStage {
  const stages = formula.lifeStages;
  if (stages.length > 0 && stages.every((stage) => stage === 'young')) return formula.animalType === 'dog' ? 'puppy' : 'kitten';
  if (stages.length > 0 && stages.every((stage) => stage === 'senior')) return 'senior';
  return 'adult';
}

function birthDayMonthsBefore(months: number): string {
  const [year, month, day] = referenceDay.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function gramsFor(profile: Partial<FeedingProfile> & Pick<FeedingProfile, 'type' | 'weightKg'>, ageMonths: number, kcalPerKg: number): number {
  const full: FeedingProfile = {
    dateOfBirth: birthDayMonthsBefore(ageMonths),
    breeds: [],
    size: null,
    sterilised: false,
    indoor: false,
    nurturing: false,
    activity: 'moderate',
    condition: 'ideal',
    percentageTreats: 0,
    percentageFreshFood: 0,
    amountWetFood: 0,
    portionsWet: 0,
    ...profile,
  };
  return mealPlanFor(full, { kcalPerKg }, referenceDay).gramsPerDay;
}

function columnsOf(formula: FeedingGuideFormula, stage: FeedingGuideStage): FeedingGuideColumn[] {
  if (stage === 'puppy') return (Object.keys(puppyCoefficients) as PuppyGrowthBand[]).map((band) => ({ kind: 'growth', band }));
  if (stage === 'kitten') return (Object.keys(kittenMultipliers) as KittenAgeBand[]).map((band) => ({ kind: 'kitten_age', band }));
  if (formula.animalType === 'dog') return activityLevels.map((activity) => ({ kind: 'activity', activity }));
  const bases: CatCoefficientBasis[] = formula.requiresSterilised ? ['sterilised_or_indoor'] : ['sterilised_or_indoor', 'intact_outdoor'];
  return bases.map((basis) => ({ kind: 'cat_basis', basis }));
}

function gramsAt(formula: FeedingGuideFormula, stage: FeedingGuideStage, weightKg: number, column: FeedingGuideColumn): number {
  const { animalType: type, kcalPerKg } = formula;
  switch (column.kind) {
    case 'growth': {
      const adultKg = weightKg / growthRatio[column.band];
      return gramsFor({ type, weightKg, breeds: [{ adultWeightMinKg: adultKg, adultWeightMaxKg: adultKg }] }, puppyAgeMonths, kcalPerKg);
    }
    case 'kitten_age':
      return gramsFor({ type, weightKg }, kittenAgeMonths[column.band], kcalPerKg);
    case 'activity':
      return gramsFor({ type, weightKg, activity: column.activity }, stage === 'senior' ? seniorDogAgeMonths : adultDogAgeMonths, kcalPerKg);
    case 'cat_basis': {
      // Neutered or indoor share one coefficient: the column stands for both.
      const neutered = column.basis === 'sterilised_or_indoor';
      return gramsFor({ type, weightKg, sterilised: neutered, indoor: neutered }, adultCatAgeMonths, kcalPerKg);
    }
  }
}

/** The feeding guide of a formula, in grams a day. */
export function feedingGuideFor(formula: FeedingGuideFormula): FeedingGuide {
  const stage = feedingGuideStage(formula);
  const columns = columnsOf(formula, stage);
  const weights = feedingGuideWeightsKg[formula.animalType][stage === 'puppy' || stage === 'kitten' ? 'young' : 'grown'];
  return {
    animalType: formula.animalType,
    stage,
    columns,
    rows: weights.map((weightKg) => ({ weightKg, grams: columns.map((column) => gramsAt(formula, stage, weightKg, column)) })),
    neuteredDogReductionPercent: formula.animalType === 'dog' && (stage === 'adult' || stage === 'senior') ? Math.round((1 - sterilisedDogFactor) * 100) : null,
  };
}
