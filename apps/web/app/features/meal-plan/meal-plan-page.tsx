import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { PricingResponse } from '@brokkie/contracts/pricing';
import { formatCents } from '@brokkie/domain/format';
import { intervalWeeksRange } from '@brokkie/domain/packaging';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, RepeatIcon } from '../../components/icons.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { EmptyState, PageHeader } from '../../components/page-layout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { trackConversion, useSignedInCustomerId } from '../../shell/conversions.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { planEcommerce, pushEcommerce } from '../../shell/data-layer.ts';
import { pricePlans, type MealPlanData } from './meal-plan-data.ts';
import { continueSubmission, type MealPlanOutcome } from './start-order.ts';
import { PetPlanCard } from './pet-plan-card.tsx';
import { FirstBoxOffer, type FirstBoxChoice } from './first-box-offer.tsx';
import { DeliveryChargeRow } from '../../components/delivery-charge.tsx';
import styles from './meal-plan.module.css';

type PricingState = 'loading' | 'failed' | 'ready';

const intervalChoices = Array.from({ length: intervalWeeksRange.max - intervalWeeksRange.min + 1 }, (_, index) => intervalWeeksRange.min + index);

/**
 * /suggested-mealplan (issue 5): per pet the suggested formula and why, the daily amount and its
 * explanation, the shares of other food, another suitable formula to choose, and the prices for
 * the delivery interval chosen here. Continue creates the recurring delivery with its first
 * (draft) delivery and goes on to the order summary.
 */
export function MealPlanPage({ data }: { data: MealPlanData }) {
  const { t } = useTranslation('meal_plan');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const deliveryCountry = data.country;

  // The loader's plans (read again after a formula is chosen); the interval is the customer's
  // choice here, sent with Continue, so its prices are a read of their own.
  const plans = data.plans;
  const [intervalWeeks, setIntervalWeeks] = useState(data.intervalWeeks);
  const [pricing, setPricing] = useState<PricingResponse | null>(data.pricing);
  const [pricingState, setPricingState] = useState<PricingState>(data.pricing ? 'ready' : 'failed');
  const [pricingAttempt, setPricingAttempt] = useState(0);
  const initialFirstBox: FirstBoxChoice = data.firstBox?.trial ? 'trial' : 'plan';
  const [firstBox, setFirstBox] = useState<FirstBoxChoice>(initialFirstBox);
  // Continue writes through the route's action, which moves on to the order summary itself.
  const start = useFetcher<MealPlanOutcome>();
  const continuing = start.state !== 'idle';
  const continueFailed = !continuing && start.data?.ok === false;
  const pricingRequest = useRef(0);
  const customerId = useSignedInCustomerId();

  // The meal plan shown is the funnel's view of the product (§7, TikTok's view_content).
  useEffect(() => {
    if (customerId && plans.length > 0) trackConversion(api, { kind: 'view_content', customerId });
  }, [api, customerId, plans.length]);

  // Prices follow the pets' formulas and the interval; only the latest answer is shown. The
  // loader priced the plans as they came, so the first render asks nothing. A price is a dry
  // computation (nothing is saved), so it is asked straight from here rather than as a write.
  const planKey = plans.map((plan) => `${plan.animal.id}:${plan.diet.selected_formula_product.url}:${plan.diet.grams_per_day}`).join('|');
  const pricedFor = useRef(data.pricing ? `${planKey}@${data.intervalWeeks}#0` : '');
  // The plans read again (another formula chosen) come priced by the loader for its interval:
  // when that is the one shown, those prices stand and are not asked for again (this runs first).
  useEffect(() => {
    if (!data.pricing || data.intervalWeeks !== intervalWeeks) return;
    pricedFor.current = `${planKey}@${intervalWeeks}#${pricingAttempt}`;
    setPricing(data.pricing);
    setPricingState('ready');
    // Only new loader data is news; the interval and attempt are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useEffect(() => {
    const key = `${planKey}@${intervalWeeks}#${pricingAttempt}`;
    if (plans.length === 0 || pricedFor.current === key) return;
    pricedFor.current = key;
    const request = ++pricingRequest.current;
    setPricingState('loading');
    pricePlans(
      api,
      plans.map((plan) => plan.animal),
      intervalWeeks,
      deliveryCountry,
    )
      .then((answer) => {
        if (request !== pricingRequest.current) return;
        setPricing(answer);
        setPricingState('ready');
      })
      .catch((error: unknown) => {
        console.error('[meal plan] could not price the plans', error);
        if (request === pricingRequest.current) setPricingState('failed');
      });
    // planKey stands for the plans' contents that change a price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, planKey, intervalWeeks, deliveryCountry, pricingAttempt]);

  // The meal plan with its prices is the product viewed (data layer, once per page).
  const viewedItems = useRef(false);
  useEffect(() => {
    if (viewedItems.current || !pricing || pricingState !== 'ready' || plans.length === 0) return;
    viewedItems.current = true;
    pushEcommerce('view_item', planEcommerce(pricing));
  }, [pricing, pricingState, plans.length]);

  const intervalOptions = useMemo(() => intervalChoices.map((weeks) => ({ value: String(weeks), label: t('interval.option', { count: weeks }) })), [t]);

  const goOn = () => {
    if (continuing) return;
    if (pricing && pricingState === 'ready') pushEcommerce('add_to_cart', planEcommerce(pricing));
    // The trial-box choice goes along only when it changed here (the order summary may have set it).
    const testbag = data.firstBox && firstBox !== initialFirstBox ? firstBox === 'trial' : undefined;
    // With the full plan, the welcome coupon the plan offers goes on the first box.
    const welcome = data.firstBox?.welcome && firstBox === 'plan' ? data.firstBox.welcome.code : undefined;
    void start.submit(continueSubmission(plans, intervalWeeks, testbag, welcome), jsonSubmission);
  };

  if (plans.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <PageHeader page="suggested-mealplan" />
        <EmptyState title={t('empty_title')} action={<ButtonLink to={localize('/question?pet=new')}>{t('empty_add')}</ButtonLink>}>
          {t('empty_text')}
        </EmptyState>
      </div>
    );
  }

  const priceOf = (animalUrl: string) => pricing?.animals.find((line) => line.animal === animalUrl);

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader page="suggested-mealplan" intro={t('intro', { count: plans.length })} lead />

      <ul className={styles.petGrid}>
        {plans.map((plan) => (
          <PetPlanCard
            key={plan.animal.id}
            plan={plan}
            price={pricingState === 'ready' ? priceOf(plan.animal.url) : undefined}
            pricesLoading={pricingState === 'loading'}
            intervalWeeks={intervalWeeks}
            localeTag={localeTag}
          />
        ))}
      </ul>

      <section className={styles.summary} aria-labelledby="plan-summary-title">
        <h2 id="plan-summary-title" className={styles.summaryTitle}>
          {t('summary_title')}
        </h2>
        <div className={styles.intervalRow}>
          <RepeatIcon size={24} className={styles.intervalIcon} />
          <SelectField
            className={styles.intervalField}
            label={t('interval.label')}
            description={t('interval.description')}
            options={intervalOptions}
            value={String(intervalWeeks)}
            onChange={(value) => {
              if (value) setIntervalWeeks(Number(value));
            }}
          />
        </div>

        {pricingState === 'failed' && (
          <div className={styles.stack}>
            <Alert tone="danger" role="alert">
              {t('pricing_failed')}
            </Alert>
            <div>
              <Button variant="outline" size="sm" onPress={() => setPricingAttempt((value) => value + 1)}>
                {t('retry')}
              </Button>
            </div>
          </div>
        )}

        <div aria-live="polite" aria-busy={pricingState === 'loading'}>
          {pricing && pricingState !== 'failed' && (
            <dl className={`${styles.totals} ${pricingState === 'loading' ? styles.stale : ''}`}>
              {plans.length > 1 &&
                plans.map((plan) => {
                  const line = priceOf(plan.animal.url);
                  return line ? (
                    <div key={plan.animal.id}>
                      <dt>{t('total_pet_per_day', { name: plan.animal.name })}</dt>
                      <dd>{formatCents(line.price_per_day, localeTag)}</dd>
                    </div>
                  ) : null;
                })}
              <div>
                <dt>{t('total_per_day')}</dt>
                <dd>{formatCents(pricing.total_per_day, localeTag)}</dd>
              </div>
              <DeliveryChargeRow localeTag={localeTag} />
              <div className={styles.grandTotal}>
                <dt>{t('total_per_delivery', { count: pricing.interval_weeks })}</dt>
                <dd>{formatCents(pricing.total_per_delivery, localeTag)}</dd>
              </div>
            </dl>
          )}
          <p className={styles.muted}>{t('prices_note')}</p>
        </div>

        {data.firstBox && (
          <FirstBoxOffer
            choice={firstBox}
            onChange={setFirstBox}
            petCount={plans.length}
            welcome={data.firstBox.welcome}
            planPerDelivery={pricing && pricingState === 'ready' ? pricing.total_per_delivery : null}
            localeTag={localeTag}
          />
        )}

        {continueFailed && (
          <Alert tone="danger" role="alert">
            {t('continue_failed')}
          </Alert>
        )}
        <div className={styles.actions}>
          {/* Busy without React Aria's pending state: its announcement would outlive the page it leaves. */}
          <Button size="lg" iconEnd={continuing ? <Spinner size="sm" /> : <ArrowRightIcon />} onPress={goOn} isDisabled={pricingState !== 'ready'}>
            {t('continue')}
          </Button>
          <p className="visually-hidden" role="status">
            {continuing ? t('continuing') : ''}
          </p>
        </div>
      </section>
    </div>
  );
}
