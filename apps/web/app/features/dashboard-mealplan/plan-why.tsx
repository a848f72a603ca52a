import { useTranslation } from 'react-i18next';
import type { ExplanationNote, MealPlanExplanation } from '@brokkie/domain/feeding-science';
import { formatFoodWeight, formatKilos, formatNumber } from '../../components/food-quantities.ts';
import styles from './dashboard-mealplan.module.css';

/** The engine's explanation when it is one this page can read (version 1), else null. */
export function readableExplanation(value: Record<string, unknown>): MealPlanExplanation | null {
  const candidate = value as Partial<MealPlanExplanation>;
  if (candidate.version !== 1 || !candidate.energy || !candidate.other_food || !candidate.dry_food || !Array.isArray(candidate.notes)) return null;
  return candidate as MealPlanExplanation;
}

const knownNotes: readonly ExplanationNote['key'][] = [
  'weight_loss',
  'weight_gain',
  'growing_condition_vet_advice',
  'nurturing_vet_advice',
  'expected_adult_weight_unknown',
  'treats_capped',
  'treats_ignored',
  'other_food_covers_need',
];

/**
 * "Why this amount?": the feeding engine's reasons in a few sentences in the owner's language —
 * life stage and age, the weight used, the daily need and its factors, what other food covers,
 * and the grams of the formula — then its notes (weight-loss pace, vet advice, capped treats).
 */
export function PlanWhy({ explanation, name, formulaName, localeTag }: { explanation: MealPlanExplanation; name: string; formulaName: string; localeTag: string }) {
  const { t } = useTranslation('dashboard_mealplan');
  const { energy, other_food: other, dry_food: dry } = explanation;
  const kg = (value: number) => formatKilos(value, localeTag);
  const num = (value: number, digits = 0) => formatNumber(value, localeTag, digits);
  const years = Math.floor(energy.age_months / 12);
  const months = energy.age_months % 12;
  const age =
    years === 0
      ? t('why.months', { count: months })
      : months === 0
        ? t('why.years', { count: years })
        : t('why.years_months', { years: t('why.years', { count: years }), months: t('why.months', { count: months }) });
  const factors = energy.multipliers.filter((factor) => factor.applies_to === 'energy');
  const formula = energy.formula;
  const notes = explanation.notes.filter((note) => knownNotes.includes(note.key));

  return (
    <div className={styles.why}>
      <ol className={styles.whySteps}>
        <li>{t(`why.stage.${energy.life_stage}_${energy.animal_type}`, { name, age })}</li>
        <li>
          {energy.body_weight.basis === 'actual'
            ? t('why.weight_actual', { name, weight: kg(energy.body_weight.used_kg) })
            : t('why.weight_target', {
                name,
                actual: kg(energy.body_weight.actual_kg),
                target: kg(energy.body_weight.used_kg),
                condition: t(`conditions.${energy.body_weight.condition}`).toLowerCase(),
              })}
        </li>
        <li>
          {t('why.need', { name, kcal: num(energy.kcal_per_day) })}
          {(formula.branch === 'adult_dog' || factors.length > 0) && (
            <ul className={styles.whyFactors}>
              {formula.branch === 'adult_dog' && <li>{t('why.factor_activity', { activity: t(`activities.${formula.activity}`).toLowerCase(), factor: num(formula.activity_factor, 2) })}</li>}
              {factors.map((factor) => (
                <li key={factor.key}>{t(`why.factor_${factor.key}`, { factor: num(factor.factor, 2) })}</li>
              ))}
            </ul>
          )}
        </li>
        {other.total_kcal > 0 && <li>{t('why.other_food', { kcal: num(other.total_kcal), rest: num(dry.kcal_per_day), formula: formulaName })}</li>}
        <li>
          {t('why.grams', {
            formula: formulaName,
            kcal_per_kg: num(dry.formula_kcal_per_kg),
            name,
            grams: formatFoodWeight(dry.grams_per_day, localeTag),
          })}
        </li>
      </ol>
      {notes.length > 0 && (
        <ul className={styles.whyNotes}>
          {notes.map((note) => (
            <li key={note.key}>{noteText(t, note, name, localeTag)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function noteText(t: (key: string, options?: Record<string, unknown>) => string, note: ExplanationNote, name: string, localeTag: string): string {
  const kg = (value: number) => formatKilos(value, localeTag);
  switch (note.key) {
    case 'weight_loss':
      return t('why.notes.weight_loss', {
        name,
        target: kg(note.target_weight_kg),
        min: formatFoodWeight(note.min_grams_per_week, localeTag),
        max: formatFoodWeight(note.max_grams_per_week, localeTag),
      });
    case 'weight_gain':
      return t('why.notes.weight_gain', { name, target: kg(note.target_weight_kg) });
    case 'growing_condition_vet_advice':
      return t('why.notes.growing_condition_vet_advice', { name });
    case 'nurturing_vet_advice':
      return t('why.notes.nurturing_vet_advice', { name });
    case 'expected_adult_weight_unknown':
      return t('why.notes.expected_adult_weight_unknown', { name, months: note.assumed_adult_at_months });
    case 'treats_capped':
      return t('why.notes.treats_capped', { requested: note.requested_percentage, applied: note.applied_percentage });
    case 'treats_ignored':
      return t('why.notes.treats_ignored', { name });
    case 'other_food_covers_need':
      return t('why.notes.other_food_covers_need', { name });
  }
}
