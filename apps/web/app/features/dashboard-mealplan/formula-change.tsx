import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import type { PetPlan } from './mealplan-data.ts';
import { PlanComparison } from './plan-comparison.tsx';
import { usePlanPreview } from './use-plan-preview.ts';
import styles from './dashboard-mealplan.module.css';

interface FormulaChangeProps {
  pet: Animal;
  plan: PetPlan;
  /** Feeds the formula (get_or_create_diet with it); rejects with the API's reason. */
  onConfirm: (productUrl: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Another formula among those the pet may have (best first). Picking one shows the plan now and
 * with it, grams and price (the API's dry run); only "Switch" changes anything.
 */
export function FormulaChange({ pet, plan, onConfirm, onCancel }: FormulaChangeProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const current = plan.diet.selected_formula_product;
  const [picked, setPicked] = useState(current.url);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const product = plan.suitable.find((candidate) => candidate.url === picked && candidate.url !== current.url) ?? null;
  const preview = usePlanPreview(pet.id, plan, product ? { selected_product: product.url } : null);

  const confirm = async () => {
    if (!product) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(product.url);
    } catch (problem) {
      setError(problem instanceof Error && problem.message ? problem.message : t('change_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.changePanel}>
      <RadioGroup
        label={t('formula.choose', { name: pet.name })}
        appearance="cards"
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setError(null);
        }}
        options={plan.suitable.map((candidate, index) => ({
          value: candidate.url,
          label: (
            <span className={styles.optionLabel}>
              {candidate.name}
              {index === 0 && <span className={styles.tag}>{t('formula.best')}</span>}
              {candidate.url === current.url && <span className={styles.tagMuted}>{t('formula.current')}</span>}
            </span>
          ),
          description: t('formula.per_kg', { price: formatCents(candidate.shop_price, localeTag) }),
        }))}
      />
      {preview && <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.panelActions}>
        <Button onPress={() => void confirm()} isLoading={busy} isDisabled={!product}>
          {product ? t('formula.confirm', { formula: product.name }) : t('formula.pick_another')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
