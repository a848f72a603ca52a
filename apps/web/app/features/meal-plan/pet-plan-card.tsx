import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { AnimalPlanPrice } from '@brokkie/contracts/pricing';
import { formatCents } from '@brokkie/domain/money';
import { formatFoodWeight, formatNumber, formatSacs } from '../../components/food-quantities.ts';
import { BowlIcon, CheckIcon, PawIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { AmountExplanation } from './amount-explanation.tsx';
import { mealsPerDay, readExplanation, translatableReasons } from './explanation.ts';
import { FoodShares } from './food-shares.tsx';
import { FormulaChooser } from './formula-chooser.tsx';
import type { PetPlan } from './meal-plan-data.ts';
import styles from './meal-plan.module.css';

interface PetPlanCardProps {
  plan: PetPlan;
  /** This pet's prices for the chosen interval; undefined while they load or when they failed. */
  price: AnimalPlanPrice | undefined;
  pricesLoading: boolean;
  intervalWeeks: number;
  localeTag: string;
  onChoose: (product: ShopProduct) => Promise<void>;
}

/** One pet's suggested meal plan: formula and why, the daily amount, the shares, the price. */
export function PetPlanCard({ plan, price, pricesLoading, intervalWeeks, localeTag, onChoose }: PetPlanCardProps) {
  const { t } = useTranslation('meal_plan');
  const { animal, diet, suitable } = plan;
  const formula = diet.selected_formula_product;
  const explanation = readExplanation(diet.explanation);
  const meals = mealsPerDay(explanation?.energy.life_stage);
  const reasons = translatableReasons(diet.formula_reasons);
  const headingId = useId();
  const sharesId = useId();
  const priceId = useId();
  const grams = diet.grams_per_day;

  return (
    <li className={styles.petCard} aria-labelledby={headingId}>
      <header className={styles.petHead}>
        <span className={`${styles.petIcon} ${styles[animal.type]}`} aria-hidden="true">
          <PawIcon size={24} />
        </span>
        <h2 id={headingId} className={styles.petName}>
          {t('pet_heading', { name: animal.name })}
        </h2>
      </header>

      <div className={styles.formula}>
        <p className={styles.eyebrow}>{diet.chosen_by_owner ? t('formula_chosen') : t('formula_suggested')}</p>
        <h3 className={styles.formulaName}>{formula.name}</h3>
        <p className={styles.formulaText}>{formula.description}</p>
        {reasons.length > 0 && (
          <>
            <p className={styles.reasonsTitle}>{t('reasons_title', { name: animal.name })}</p>
            <ul className={styles.reasons}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <CheckIcon size={18} />
                  <span>{t(`reasons.${reason}`, { name: animal.name })}</span>
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
          <span className={styles.amountKcal}>{t('kcal_a_day', { kcal: formatNumber(diet.kcal_per_day, localeTag, 0) })}</span>
        </p>
      </div>

      <section className={styles.section}>
        <h3 id={sharesId} className={styles.sectionTitle}>
          {t('shares_title')}
        </h3>
        <FoodShares compositions={diet.compositions} localeTag={localeTag} labelId={sharesId} />
      </section>

      <details className={styles.disclosure}>
        <summary>{t('why.title')}</summary>
        {explanation ? (
          <AmountExplanation explanation={explanation} name={animal.name} formulaName={formula.name} localeTag={localeTag} />
        ) : (
          <p className={styles.muted}>{t('why.unavailable')}</p>
        )}
      </details>

      {suitable.length > 1 && (
        <details className={styles.disclosure}>
          <summary>{t('choose.title')}</summary>
          <FormulaChooser name={animal.name} currentUrl={formula.url} suitable={suitable} onChoose={onChoose} />
        </details>
      )}

      <section className={styles.petPrice} aria-labelledby={priceId}>
        <h3 id={priceId} className="visually-hidden">
          {t('price_title', { name: animal.name })}
        </h3>
        {price ? (
          <dl className={styles.priceList}>
            <div>
              <dt>{t('price_per_day')}</dt>
              <dd className={styles.priceStrong}>{formatCents(price.price_per_day, localeTag)}</dd>
            </div>
            <div>
              <dt>{t('price_per_delivery', { count: intervalWeeks })}</dt>
              <dd>{formatCents(price.price_per_delivery, localeTag)}</dd>
            </div>
            <div>
              <dt>{t('sacs_per_delivery')}</dt>
              <dd>{price.sacs.length > 0 ? formatSacs(price.sacs, localeTag) : t('no_sacs')}</dd>
            </div>
          </dl>
        ) : pricesLoading ? (
          <div className={styles.priceSkeleton}>
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="40%" height="1rem" />
          </div>
        ) : null}
      </section>
    </li>
  );
}
