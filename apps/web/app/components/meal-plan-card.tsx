import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimalDiet } from '@brokkie/contracts/animal';
import { formatPercent } from '@brokkie/domain/format';
import { AmountExplanation } from './amount-explanation.tsx';
import { FeedingSummaryText, type ExplainedPet } from './feeding-summary-text.tsx';
import { formatFoodWeight, formatNumber } from './food-quantities.ts';
import { BowlIcon, CheckIcon } from './icons.tsx';
import { ProductDetailsButton } from './product-details.tsx';
import { ProductVisual } from './product-visual.tsx';
import { mealsPerDay, readExplanation, translatableReasons } from './meal-plan-explanation.ts';
import styles from './meal-plan-card.module.css';

const shareKeys = ['our_food', 'wet_food', 'fresh_food', 'treats'] as const;

/**
 * Where the day's energy comes from: a stacked bar for the eye (hidden from assistive
 * technology) and the same shares as a list that is read out.
 */
function FoodShares({ compositions, localeTag, labelId }: { compositions: AnimalDiet['compositions']; localeTag: string; labelId: string }) {
  const { t } = useTranslation('meal_plan');
  const shown = shareKeys.filter((key) => compositions[key] > 0);
  return (
    <div className={styles.shares}>
      <div className={styles.shareBar} aria-hidden="true">
        {shown.map((key) => (
          <span key={key} className={`${styles.shareSegment} ${styles[`share_${key}`]}`} style={{ flexGrow: compositions[key] }} />
        ))}
      </div>
      <ul className={styles.shareList} aria-labelledby={labelId}>
        {shown.map((key) => (
          <li key={key}>
            <span className={`${styles.swatch} ${styles[`share_${key}`]}`} aria-hidden="true" />
            <span>{t(`shares.${key}`)}</span>
            <span className={styles.sharePercent}>{formatPercent(compositions[key], localeTag, 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A part of the card the owner opens when they want it ("Why this amount?", another formula). */
export function MealPlanDisclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className={styles.disclosure}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

export type MealPlanCardDiet = Pick<
  AnimalDiet,
  'selected_formula_product' | 'chosen_by_owner' | 'formula_reasons' | 'grams_per_day' | 'kcal_per_day' | 'compositions' | 'explanation'
>;

interface MealPlanCardProps {
  /** The pet, as the texts speak of it: its name, he or she, and what its need rests on. */
  pet: ExplainedPet;
  diet: MealPlanCardDiet;
  localeTag: string;
  /** The formula's heading: 3 under the funnel's heading of the pet, 2 where the tabs name the pet. */
  headingLevel: 2 | 3;
  /** What the page adds below: another formula, the price, the changes. */
  children?: ReactNode;
}

/**
 * One pet's meal plan, the same in the funnel (the suggested meal plan) and on the dashboard:
 * the formula and why it suits, the daily amount in grams and meals, why in the owner's words
 * ("Bruno needs about 677 kcal a day: he is 2 years old, …"), where the day's energy comes from
 * and, one click deeper, "Why this amount?" with the factor table. The page puts it in its own
 * frame (a list item, a card) and adds what only it offers as children.
 */
export function MealPlanCard({ pet, diet, localeTag, headingLevel, children }: MealPlanCardProps) {
  const { t } = useTranslation('meal_plan');
  const name = pet.name;
  const formula = diet.selected_formula_product;
  const explanation = readExplanation(diet.explanation);
  const meals = mealsPerDay(explanation?.energy.life_stage);
  const reasons = translatableReasons(diet.formula_reasons);
  const sharesId = useId();
  const FormulaHeading = headingLevel === 2 ? 'h2' : 'h3';
  const grams = diet.grams_per_day;

  return (
    <>
      <div className={styles.formula}>
        <div className={styles.formulaHead}>
          <ProductVisual product={formula} className={styles.formulaVisual} />
          <div className={styles.formulaTitle}>
            <p className={styles.eyebrow}>{diet.chosen_by_owner ? t('formula_chosen') : t('formula_suggested')}</p>
            <FormulaHeading className={styles.formulaName}>{formula.name}</FormulaHeading>
          </div>
        </div>
        <p className={styles.formulaText}>{formula.description}</p>
        <div>
          <ProductDetailsButton product={formula} />
        </div>
        {reasons.length > 0 && (
          <>
            <p className={styles.reasonsTitle}>{t('reasons_title', { name })}</p>
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <CheckIcon size={18} />
                  <span>{t(`reasons.${reason}`, { name })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className={styles.amount} aria-live="polite">
        <BowlIcon size={32} className={styles.amountIcon} />
        <p>
          {grams > 0 ? (
            <>
              <span className={styles.amountBig}>{t('grams_a_day', { grams: formatFoodWeight(grams, localeTag) })}</span>
              <span className={styles.amountMeals}>{t('in_meals', { count: meals })}</span>
            </>
          ) : (
            <span className={styles.amountBig}>{t('no_dry_food')}</span>
          )}
          {!explanation && <span className={styles.amountKcal}>{t('kcal_a_day', { kcal: formatNumber(diet.kcal_per_day, localeTag, 0) })}</span>}
        </p>
      </div>
      {explanation && <FeedingSummaryText explanation={explanation} pet={pet} localeTag={localeTag} className={styles.summary} />}

      <section className={styles.section}>
        <h3 id={sharesId} className={styles.sectionTitle}>
          {t('shares_title')}
        </h3>
        <FoodShares compositions={diet.compositions} localeTag={localeTag} labelId={sharesId} />
      </section>

      <MealPlanDisclosure summary={t('why.title')}>
        {explanation ? (
          <AmountExplanation explanation={explanation} pet={pet} formulaName={formula.name} localeTag={localeTag} />
        ) : (
          <p className={styles.unavailable}>{t('why.unavailable')}</p>
        )}
      </MealPlanDisclosure>

      {children}
    </>
  );
}
