import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { feedingSummary } from '@brokkie/domain/feeding-summary';
import { formatKilos, formatNumber } from './food-quantities.ts';
import type { ReadableExplanation } from './meal-plan-explanation.ts';

/** What the texts say of the pet: its name, and its sex for he or she (and the words that agree with it). */
export type ExplainedPet = Pick<Animal, 'name' | 'sex' | 'sterilised' | 'indoor'>;

/**
 * The meal plan for owners first: "Bruno needs about 677 kcal a day: he is 2 years old,
 * moderately active and neutered", from the feeding engine's own explanation
 * (@brokkie/domain/feeding-summary names only what counted), then a target weight or a pregnancy
 * where they changed the need. The factor table behind it is one click deeper.
 */
export function FeedingSummaryText({
  explanation,
  pet,
  localeTag,
  className,
}: {
  explanation: ReadableExplanation;
  pet: ExplainedPet;
  localeTag: string;
  className?: string;
}) {
  const { t } = useTranslation('meal_plan');
  const summary = feedingSummary(explanation.energy, pet);
  // The pet's sex picks he or she, and in French the adjectives that agree with it.
  const said = (key: string, values: Record<string, string | number> = {}) => t(`why.summary.${key}`, { context: pet.sex, ...values });
  const sentences = [
    said(summary.kind, {
      name: pet.name,
      kcal: formatNumber(summary.kcalPerDay, localeTag, 0),
      age: t(`why.summary.age_${summary.age.unit}`, { count: summary.age.count }),
      activity: summary.activity ? said(`activity.${summary.activity}`) : '',
      neutered: summary.neutered === null ? '' : said(`neutered.${summary.neutered ? 'yes' : 'no'}`),
      lifestyle: summary.lifestyle ? said(`lifestyle.${summary.lifestyle}`) : '',
    }),
  ];
  if (summary.condition) sentences.push(said(`condition.${summary.condition.condition}`, { weight: formatKilos(summary.condition.weightKg, localeTag) }));
  if (summary.nurturing) sentences.push(said('nurturing'));
  return <p className={className}>{sentences.join(' ')}</p>;
}
