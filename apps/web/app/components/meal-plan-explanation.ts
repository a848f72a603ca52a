import { z } from 'zod';
import { activityLevels, bodyConditions, sizeClasses } from '@brokkie/domain/pet-profile';

/**
 * The parts of the meal plan's explanation (`MealPlanExplanation` of
 * @brokkie/domain/feeding-science, docs/feeding-science.md) that "Why this amount?" renders
 * (the meal-plan card's, funnel and dashboard alike). The API sends it as an open record;
 * reading it through this schema means a plan computed by a later engine version shows what it
 * can instead of breaking the page.
 */

const lifeStage = z.enum(['puppy', 'kitten', 'adult', 'senior']);
const condition = z.enum(bodyConditions);

const formula = z.discriminatedUnion('branch', [
  z.object({
    branch: z.literal('puppy'),
    coefficient: z.number(),
    exponent: z.number(),
    base_kcal: z.number(),
    growth_ratio_p: z.number().nullable(),
  }),
  z.object({
    branch: z.literal('adult_dog'),
    coefficient: z.number(),
    exponent: z.number(),
    base_kcal: z.number(),
    age_factor: z.number(),
    activity: z.enum(activityLevels),
    activity_factor: z.number(),
  }),
  z.object({
    branch: z.literal('kitten'),
    coefficient: z.number(),
    exponent: z.number(),
    base_kcal: z.number(),
    growth_multiplier: z.number(),
  }),
  z.object({
    branch: z.literal('adult_cat'),
    coefficient: z.number(),
    exponent: z.number(),
    base_kcal: z.number(),
    basis: z.enum(['intact_outdoor', 'sterilised_or_indoor']),
  }),
]);

export const explanationNote = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('weight_loss'),
    current_weight_kg: z.number(),
    target_weight_kg: z.number(),
    min_percent_per_week: z.number(),
    max_percent_per_week: z.number(),
    min_grams_per_week: z.number(),
    max_grams_per_week: z.number(),
  }),
  z.object({ key: z.literal('weight_gain'), current_weight_kg: z.number(), target_weight_kg: z.number() }),
  z.object({ key: z.literal('growing_condition_vet_advice'), condition }),
  z.object({ key: z.literal('nurturing_vet_advice') }),
  z.object({ key: z.literal('expected_adult_weight_unknown'), assumed_adult_at_months: z.number() }),
  z.object({ key: z.literal('treats_capped'), requested_percentage: z.number(), applied_percentage: z.number() }),
  z.object({ key: z.literal('treats_ignored'), requested_percentage: z.number() }),
  z.object({ key: z.literal('other_food_covers_need'), other_food_kcal: z.number(), kcal_per_day: z.number() }),
]);
export type ExplanationNote = z.infer<typeof explanationNote>;

export const mealPlanExplanation = z.object({
  version: z.literal(1),
  energy: z.object({
    animal_type: z.enum(['dog', 'cat']),
    life_stage: lifeStage,
    age_months: z.number(),
    age_years: z.number(),
    adult_size: z
      .object({
        expected_adult_weight_kg: z.number().nullable(),
        source: z.enum(['breeds', 'size', 'unknown']),
        size_class: z.enum(sizeClasses).nullable(),
      })
      .nullable(),
    body_weight: z.object({
      actual_kg: z.number(),
      condition,
      used_kg: z.number(),
      basis: z.enum(['actual', 'target']),
    }),
    formula,
    multipliers: z.array(
      z.object({ key: z.enum(['condition', 'sterilised', 'nurturing']), factor: z.number(), applies_to: z.enum(['body_weight', 'energy']) }),
    ),
    kcal_per_day: z.number(),
  }),
  other_food: z.object({
    treats: z.object({ requested_percentage: z.number(), applied_percentage: z.number(), kcal: z.number() }),
    fresh_food: z.object({ percentage: z.number(), kcal: z.number() }),
    wet_food: z.object({
      grams_per_portion: z.number(),
      portions_per_week: z.number(),
      grams_per_day: z.number(),
      kcal: z.number(),
    }),
    total_kcal: z.number(),
  }),
  dry_food: z.object({
    kcal_per_day: z.number(),
    formula_kcal_per_kg: z.number(),
    exact_grams_per_day: z.number(),
    grams_per_day: z.number(),
  }),
  // Each note on its own: one the web app does not know yet is left out, the others still show.
  notes: z.array(z.unknown()).transform((notes) =>
    notes.flatMap((note) => {
      const parsed = explanationNote.safeParse(note);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
export type ReadableExplanation = z.infer<typeof mealPlanExplanation>;

/** The explanation, or null when it is not one this page can read. */
export function readExplanation(value: unknown): ReadableExplanation | null {
  const parsed = mealPlanExplanation.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Meals a day, as we advise them: growing animals eat three smaller meals (their stomachs are
 * small and their need high), adults two.
 */
export function mealsPerDay(stage: ReadableExplanation['energy']['life_stage'] | undefined): number {
  return stage === 'puppy' || stage === 'kitten' ? 3 : 2;
}

/** Suggestion reasons the catalogs translate (`meal_plan.reasons.*`), as formula-suggestion names them. */
export const knownReasons = [
  'life_stage_young',
  'life_stage_adult',
  'life_stage_senior',
  'addresses_allergies',
  'addresses_sensitive_digestion',
  'addresses_overweight',
  'addresses_joints',
  'addresses_skin_coat',
  'addresses_picky_eater',
  'addresses_dental',
  'condition_thin',
  'condition_overweight',
  'condition_obese',
  'sterilised',
  'fallback',
] as const;

export function translatableReasons(reasons: readonly string[]): (typeof knownReasons)[number][] {
  return reasons.filter((reason): reason is (typeof knownReasons)[number] => (knownReasons as readonly string[]).includes(reason));
}
