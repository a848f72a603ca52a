import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimalPlanPrice } from '@brokkie/contracts/pricing';
import { formatCents } from '@brokkie/domain/format';
import { formatSacs } from '../../components/food-quantities.ts';
import { PawIcon } from '../../components/icons.tsx';
import { MealPlanCard, MealPlanDisclosure } from '../../components/meal-plan-card.tsx';
import { Skeleton } from '../../components/spinner.tsx';
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
}

/** One pet's suggested meal plan: formula and why, the daily amount, the shares, the price. */
export function PetPlanCard({ plan, price, pricesLoading, intervalWeeks, localeTag }: PetPlanCardProps) {
  const { t } = useTranslation('meal_plan');
  const { animal, diet, suitable } = plan;
  const formula = diet.selected_formula_product;
  const headingId = useId();
  const priceId = useId();

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

      <MealPlanCard pet={animal} diet={diet} localeTag={localeTag} headingLevel={3}>
        {suitable.length > 1 && (
          <MealPlanDisclosure summary={t('choose.title')}>
            <FormulaChooser animalId={animal.id} name={animal.name} currentUrl={formula.url} suitable={suitable} />
          </MealPlanDisclosure>
        )}
      </MealPlanCard>

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
