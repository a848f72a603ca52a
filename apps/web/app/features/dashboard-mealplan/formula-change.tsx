import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { todayIsoDate } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import type { PetPlan } from './mealplan-data.ts';
import { PlanComparison } from './plan-comparison.tsx';
import { figuresOfDiet, planFigures } from './plan-preview.ts';
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
 * with it, grams and price; only "Switch" changes anything.
 */
export function FormulaChange({ pet, plan, onConfirm, onCancel }: FormulaChangeProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const current = plan.diet.selected_formula_product;
  const [picked, setPicked] = useState(current.url);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const product = plan.suitable.find((candidate) => candidate.url === picked) ?? null;
  const before = useMemo(() => figuresOfDiet(plan.diet), [plan.diet]);
  const after = useMemo(() => {
    if (!product || product.url === current.url) return null;
    try {
      return planFigures(pet, plan.breeds, product, plan.diet.interval_weeks, todayIsoDate());
    } catch (problem) {
      console.error('[meal plan] no preview for the formula', problem);
      return null;
    }
  }, [pet, plan, product, current.url]);

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
      {after && <PlanComparison before={before} after={after} intervalWeeks={plan.diet.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.panelActions}>
        <Button onPress={() => void confirm()} isLoading={busy} isDisabled={!after}>
          {after ? t('formula.confirm', { formula: after.formula.name }) : t('formula.pick_another')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
