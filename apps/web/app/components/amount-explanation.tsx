import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { formatFoodWeight, formatKilos, formatNumber } from './food-quantities.ts';
import type { ExplanationNote, ReadableExplanation } from './meal-plan-explanation.ts';
import styles from './meal-plan-card.module.css';

interface ExplanationProps {
  explanation: ReadableExplanation;
  name: string;
  formulaName: string;
  localeTag: string;
}

function ageText(t: TFunction, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return t('why.age_months', { count: rest });
  if (rest === 0) return t('why.age_years', { count: years });
  return t('why.age_years_months', { years: t('why.age_years', { count: years }), months: t('why.age_months', { count: rest }) });
}

function lifeStageKey(explanation: ReadableExplanation): string {
  const { life_stage: stage, animal_type: type } = explanation.energy;
  return stage === 'puppy' || stage === 'kitten' ? stage : `${stage}_${type}`;
}

function NoteText({ note, name, localeTag }: { note: ExplanationNote; name: string; localeTag: string }) {
  const { t } = useTranslation('meal_plan');
  const kg = (value: number) => formatKilos(value, localeTag);
  const num = (value: number) => formatNumber(value, localeTag);
  switch (note.key) {
    case 'weight_loss':
      return t('why.notes.weight_loss', {
        name,
        target: kg(note.target_weight_kg),
        min: num(note.min_percent_per_week),
        max: num(note.max_percent_per_week),
        min_grams: formatFoodWeight(note.min_grams_per_week, localeTag),
        max_grams: formatFoodWeight(note.max_grams_per_week, localeTag),
      });
    case 'weight_gain':
      return t('why.notes.weight_gain', { name, current: kg(note.current_weight_kg), target: kg(note.target_weight_kg) });
    case 'growing_condition_vet_advice':
      return t('why.notes.growing_condition_vet_advice', { name, condition: t(`why.conditions.${note.condition}`) });
    case 'nurturing_vet_advice':
      return t('why.notes.nurturing_vet_advice', { name });
    case 'expected_adult_weight_unknown':
      return t('why.notes.expected_adult_weight_unknown', { name, months: note.assumed_adult_at_months });
    case 'treats_capped':
      return t('why.notes.treats_capped', { requested: note.requested_percentage, applied: note.applied_percentage });
    case 'treats_ignored':
      return t('why.notes.treats_ignored', { requested: note.requested_percentage });
    case 'other_food_covers_need':
      return t('why.notes.other_food_covers_need', { name, other: note.other_food_kcal, kcal: note.kcal_per_day });
  }
}

/**
 * "Why this amount?": the feeding engine's explanation of one pet's plan, step by step in the
 * owner's language (life stage, the weight used, the energy formula and its factors, other food,
 * the grams of the formula), then the notes (weight-loss pace, the vet's advice, capped treats).
 */
export function AmountExplanation({ explanation, name, formulaName, localeTag }: ExplanationProps) {
  const { t } = useTranslation('meal_plan');
  const { energy, other_food: other, dry_food: dry, notes } = explanation;
  const kg = (value: number) => formatKilos(value, localeTag);
  const num = (value: number, digits = 2) => formatNumber(value, localeTag, digits);
  const percent = (value: number) => new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
  const f = energy.formula;
  const energyMultipliers = energy.multipliers.filter((m) => m.applies_to === 'energy');

  return (
    <div className={styles.explanation}>
      <ol className={styles.steps}>
        <li>
          <strong className={styles.stepTitle}>{t('why.step_pet')}</strong>
          <p>{t(`why.life_stage.${lifeStageKey(explanation)}`, { name, age: ageText(t, energy.age_months) })}</p>
          {energy.adult_size && energy.adult_size.source !== 'unknown' && energy.adult_size.expected_adult_weight_kg !== null && (
            <p>
              {t(`why.adult_size.${energy.adult_size.source}`, {
                weight: kg(energy.adult_size.expected_adult_weight_kg),
                size: t(`why.sizes.${energy.adult_size.size_class ?? 'medium'}`),
              })}
            </p>
          )}
          <p>
            {energy.body_weight.basis === 'actual'
              ? t('why.weight_actual', { name, weight: kg(energy.body_weight.used_kg) })
              : t('why.weight_target', {
                  name,
                  actual: kg(energy.body_weight.actual_kg),
                  condition: t(`why.conditions.${energy.body_weight.condition}`),
                  target: kg(energy.body_weight.used_kg),
                })}
          </p>
        </li>
        <li>
          <strong className={styles.stepTitle}>{t('why.step_energy')}</strong>
          <p>
            {f.branch === 'adult_dog' &&
              t('why.formula.adult_dog', {
                coefficient: num(f.coefficient),
                age_factor: num(f.age_factor),
                activity: t(`why.activity.${f.activity}`),
                activity_factor: num(f.activity_factor),
              })}
            {f.branch === 'puppy' && t('why.formula.puppy', { coefficient: num(f.coefficient) })}
            {f.branch === 'kitten' && t('why.formula.kitten', { coefficient: num(f.coefficient), multiplier: num(f.growth_multiplier) })}
            {f.branch === 'adult_cat' && t(`why.formula.adult_cat_${f.basis}`, { coefficient: num(f.coefficient) })}
          </p>
          <p className={styles.calculation}>
            <Trans
              t={t}
              i18nKey="why.calculation"
              values={{
                coefficient: num(f.coefficient),
                weight: num(energy.body_weight.used_kg),
                exponent: num(f.exponent),
                kcal: num(f.base_kcal, 0),
              }}
              components={{ sup: <sup /> }}
            />
          </p>
          {energyMultipliers.length > 0 && (
            <ul className={styles.factorList}>
              {energyMultipliers.map((m) => (
                <li key={m.key}>{t(`why.multipliers.${m.key}`, { factor: num(m.factor) })}</li>
              ))}
            </ul>
          )}
          <p>
            <strong>{t('why.need', { name, kcal: num(energy.kcal_per_day, 0) })}</strong>
          </p>
        </li>
        {other.total_kcal > 0 && (
          <li>
            <strong className={styles.stepTitle}>{t('why.step_other_food')}</strong>
            <ul className={styles.factorList}>
              {other.treats.kcal > 0 && (
                <li>{t('why.other.treats', { percentage: percent(other.treats.applied_percentage), kcal: num(other.treats.kcal, 0) })}</li>
              )}
              {other.fresh_food.kcal > 0 && (
                <li>{t('why.other.fresh_food', { percentage: percent(other.fresh_food.percentage), kcal: num(other.fresh_food.kcal, 0) })}</li>
              )}
              {other.wet_food.kcal > 0 && (
                <li>
                  {t('why.other.wet_food', {
                    grams: num(other.wet_food.grams_per_day, 1),
                    portion: num(other.wet_food.grams_per_portion, 0),
                    portions: other.wet_food.portions_per_week,
                    kcal: num(other.wet_food.kcal, 0),
                  })}
                </li>
              )}
            </ul>
            <p>{t('why.other.rest', { formula: formulaName, kcal: num(dry.kcal_per_day, 0) })}</p>
          </li>
        )}
        <li>
          <strong className={styles.stepTitle}>{t('why.step_grams')}</strong>
          <p>
            {t('why.grams', {
              formula: formulaName,
              kcal_per_kg: num(dry.formula_kcal_per_kg, 0),
              kcal: num(dry.kcal_per_day, 0),
              exact: num(dry.exact_grams_per_day, 1),
              grams: num(dry.grams_per_day, 0),
            })}
          </p>
        </li>
      </ol>
      {notes.length > 0 && (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.key}>
              <NoteText note={note} name={name} localeTag={localeTag} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.source}>{t('why.source')}</p>
    </div>
  );
}
