import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import { formatCents } from '@brokkie/domain/format';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ProductDetailsButton } from '../../components/product-details.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import type { MealplanOutcome, PetPlan, PlanChange } from './mealplan-data.ts';
import { PlanComparison } from '../../components/plan-comparison.tsx';
import { usePlanPreview } from '../../lib/use-plan-preview.ts';
import styles from './dashboard-mealplan.module.css';

interface FormulaChangeProps {
  pet: Animal;
  plan: PetPlan;
  /** The formula is fed (the route's action answered, the page was read again). */
  onDone: (change: PlanChange) => void;
  onCancel: () => void;
}

/**
 * Another formula among those the pet may have (best first). Picking one shows the plan now and
 * with it, grams and price (the API's dry run); only "Switch" changes anything.
 */
export function FormulaChange({ pet, plan, onDone, onCancel }: FormulaChangeProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const current = plan.diet.selected_formula_product;
  const [picked, setPicked] = useState(current.url);
  // The switch goes through the route's action: pending and refusal are this fetcher's.
  const saving = useFetcher<MealplanOutcome>();
  const busy = saving.state !== 'idle';
  const product = plan.suitable.find((candidate) => candidate.url === picked && candidate.url !== current.url) ?? null;
  const preview = usePlanPreview(pet.id, plan, product ? { selected_product: product.url } : null);

  const failure = saving.state === 'idle' && saving.data?.ok === false ? saving.data : null;
  const error = failure
    ? failure.status > 0 && failure.status < 500
      ? (failure.fields.product?.[0] ?? failure.detail ?? t('change_failed'))
      : t('change_failed')
    : null;
  useEffect(() => {
    if (failure) toast.error(t('change_failed'));
  }, [failure, t]);
  const done = saving.state === 'idle' && saving.data?.ok ? saving.data.value : null;
  const forgetAnswer = saving.reset;
  useEffect(() => {
    if (!done) return;
    forgetAnswer();
    onDone(done);
  }, [done, forgetAnswer, onDone]);

  const confirm = () => {
    if (product)
      void saving.submit({ intent: 'formula', pet: pet.id, product: product.url, ...(plan.country ? { country: plan.country } : {}) }, jsonSubmission);
  };

  return (
    <div className={styles.changePanel}>
      <RadioGroup
        label={t('formula.choose', { name: pet.name })}
        appearance="cards"
        value={picked}
        onChange={(value) => {
          setPicked(value);
          // A refusal was for the formula picked before.
          forgetAnswer();
        }}
        options={plan.suitable.map((candidate, index) => ({
          value: candidate.url,
          label: (
            <span className={styles.optionLabel}>
              <ProductVisual product={candidate} decorative className={styles.optionVisual} />
              {candidate.name}
              {index === 0 && <span className={styles.tag}>{t('formula.best')}</span>}
              {candidate.url === current.url && <span className={styles.tagMuted}>{t('formula.current')}</span>}
            </span>
          ),
          description: t('formula.per_kg', { price: formatCents(candidate.shop_price, localeTag) }),
        }))}
      />
      {product && (
        <div>
          <ProductDetailsButton product={product} named />
        </div>
      )}
      {preview && <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.panelActions}>
        <Button onPress={confirm} isLoading={busy} isDisabled={!product}>
          {product ? t('formula.confirm', { formula: product.name }) : t('formula.pick_another')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
