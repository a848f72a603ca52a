import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { formatPercent } from '@brokkie/domain/format';
import { formatFoodWeight, formatKilos, formatNumber } from './food-quantities.ts';
import type { ExplainedPet } from './feeding-summary-text.tsx';
import type { ExplanationNote, ReadableExplanation } from './meal-plan-explanation.ts';
import styles from './meal-plan-card.module.css';

interface ExplanationProps {
  explanation: ReadableExplanation;
  pet: ExplainedPet;
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

interface FactorRow {
  key: string;
  label: string;
  value: ReactNode;
  /** What the factor stands for or how it was found, under its name. */
  detail?: ReactNode;
  /** A result (the need a day, the grams): set off from the factors. */
  result?: boolean;
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
 * "Why this amount?": the factor table behind the owner-first sentence (feeding-summary-text.tsx),
 * one row per factor of the feeding engine's explanation in the order the engine applies them:
 * life stage, the weight used, kcal per kg of metabolic weight, the basic need, the multipliers,
 * the need a day, other food, and the grams of the formula; then the notes (weight-loss pace, the
 * vet's advice, capped treats).
 */
export function AmountExplanation({ explanation, pet, formulaName, localeTag }: ExplanationProps) {
  const { t } = useTranslation('meal_plan');
  const { energy, other_food: other, dry_food: dry, notes } = explanation;
  const name = pet.name;
  const context = pet.sex;
  const kg = (value: number) => formatKilos(value, localeTag);
  const num = (value: number, digits = 2) => formatNumber(value, localeTag, digits);
  const percent = (value: number) => formatPercent(value, localeTag, 0);
  const kcal = (value: number, digits = 0) => t('why.values.kcal', { kcal: num(value, digits) });
  const minus = (value: number) => t('why.values.minus_kcal', { kcal: num(value, 0) });
  const f = energy.formula;
  const adultSize = energy.adult_size;

  const rows: FactorRow[] = [
    {
      key: 'life_stage',
      label: t('why.table.life_stage'),
      detail: ageText(t, energy.age_months),
      value: t(`why.values.stage.${lifeStageKey(explanation)}`, { context }),
    },
  ];
  if (adultSize && adultSize.source !== 'unknown' && adultSize.expected_adult_weight_kg !== null) {
    rows.push({
      key: 'adult_weight',
      label: t('why.table.adult_weight'),
      detail: t(`why.values.adult_weight_${adultSize.source}`, { size: t(`why.sizes.${adultSize.size_class ?? 'medium'}`) }),
      // From the size class it is that class's typical weight, not the pet's own.
      value:
        adultSize.source === 'size' ? t('why.values.about_weight', { weight: kg(adultSize.expected_adult_weight_kg) }) : kg(adultSize.expected_adult_weight_kg),
    });
  }
  rows.push({
    key: 'weight',
    label: t('why.table.weight'),
    ...(energy.body_weight.basis === 'target'
      ? {
          detail: t('why.values.weight_target', {
            name,
            actual: kg(energy.body_weight.actual_kg),
            condition: t(`why.conditions.${energy.body_weight.condition}`),
          }),
        }
      : {}),
    value: kg(energy.body_weight.used_kg),
  });
  rows.push({
    key: 'coefficient',
    label: t('why.table.coefficient'),
    detail:
      f.branch === 'adult_dog'
        ? t('why.formula.adult_dog', {
            coefficient: num(f.coefficient),
            age_factor: num(f.age_factor),
            activity: t(`why.activity.${f.activity}`),
            activity_factor: num(f.activity_factor),
          })
        : f.branch === 'puppy'
          ? t('why.formula.puppy', { coefficient: num(f.coefficient) })
          : f.branch === 'kitten'
            ? t('why.formula.kitten', { coefficient: num(f.coefficient), multiplier: num(f.growth_multiplier) })
            : t(`why.formula.adult_cat_${f.basis}`, { coefficient: num(f.coefficient) }),
    value: kcal(f.coefficient, 2),
  });
  rows.push({
    key: 'base',
    label: t('why.table.base'),
    value: kcal(f.base_kcal),
    detail: (
      <Trans
        t={t}
        i18nKey="why.calculation"
        values={{ coefficient: num(f.coefficient), weight: num(energy.body_weight.used_kg), exponent: num(f.exponent), kcal: num(f.base_kcal, 0) }}
        components={{ sup: <sup /> }}
      />
    ),
  });
  for (const multiplier of energy.multipliers.filter((m) => m.applies_to === 'energy')) {
    rows.push({
      key: multiplier.key,
      label: multiplier.key === 'sterilised' ? t('why.table.sterilised', { context }) : t('why.table.nurturing'),
      value: t('why.values.times', { factor: num(multiplier.factor) }),
    });
  }
  rows.push({ key: 'need', label: t('why.table.need'), value: kcal(energy.kcal_per_day), result: true });
  if (other.treats.kcal > 0) {
    rows.push({ key: 'treats', label: t('why.table.treats', { percentage: percent(other.treats.applied_percentage) }), value: minus(other.treats.kcal) });
  }
  if (other.fresh_food.kcal > 0) {
    rows.push({
      key: 'fresh_food',
      label: t('why.table.fresh_food', { percentage: percent(other.fresh_food.percentage) }),
      value: minus(other.fresh_food.kcal),
    });
  }
  if (other.wet_food.kcal > 0) {
    rows.push({ key: 'wet_food', label: t('why.table.wet_food', { grams: num(other.wet_food.grams_per_day, 1) }), value: minus(other.wet_food.kcal) });
  }
  if (other.total_kcal > 0) rows.push({ key: 'rest', label: t('why.table.rest', { formula: formulaName }), value: kcal(dry.kcal_per_day) });
  rows.push({
    key: 'formula_energy',
    label: t('why.table.formula_energy', { formula: formulaName }),
    value: t('why.values.kcal_per_kg', { kcal: num(dry.formula_kcal_per_kg, 0) }),
  });
  rows.push({
    key: 'grams',
    label: t('why.table.grams', { formula: formulaName }),
    detail: t('why.values.grams', { exact: num(dry.exact_grams_per_day, 1) }),
    value: formatFoodWeight(dry.grams_per_day, localeTag),
    result: true,
  });

  return (
    <div className={styles.explanation}>
      <table className={styles.factors}>
        <caption>{t('why.table.caption', { name })}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.result ? styles.result : undefined}>
              <th scope="row">
                {row.label}
                {row.detail && <span className={styles.factorDetail}>{row.detail}</span>}
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
