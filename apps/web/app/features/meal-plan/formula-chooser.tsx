import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import styles from './meal-plan.module.css';

interface FormulaChooserProps {
  name: string;
  currentUrl: string;
  suitable: ShopProduct[];
  /** Feeds the formula; rejects when the API refused or could not be reached. */
  onChoose: (product: ShopProduct) => Promise<void>;
}

/**
 * The other formulas this pet may have, best first. Picking one is a choice, not yet a change:
 * the owner confirms with the button, so moving through the options with the arrow keys does
 * not recompute the plan at every step.
 */
export function FormulaChooser({ name, currentUrl, suitable, onChoose }: FormulaChooserProps) {
  const { t } = useTranslation('meal_plan');
  const [picked, setPicked] = useState(currentUrl);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const product = suitable.find((candidate) => candidate.url === picked);

  const confirm = async () => {
    if (!product || product.url === currentUrl) return;
    setBusy(true);
    setFailed(false);
    try {
      await onChoose(product);
    } catch (error) {
      console.error('[meal plan] could not change the formula', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.chooser}>
      <RadioGroup
        label={t('choose.label', { name })}
        appearance="cards"
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setFailed(false);
        }}
        options={suitable.map((candidate, index) => ({
          value: candidate.url,
          label: (
            <span className={styles.optionLabel}>
              {candidate.name}
              {index === 0 && <span className={styles.badge}>{t('choose.best')}</span>}
              {candidate.url === currentUrl && <span className={styles.badgeMuted}>{t('choose.current')}</span>}
            </span>
          ),
          description: candidate.description,
        }))}
      />
      {failed && (
        <Alert tone="danger" role="alert">
          {t('choose.failed')}
        </Alert>
      )}
      <div>
        <Button variant="secondary" onPress={() => void confirm()} isLoading={busy} isDisabled={!product || product.url === currentUrl}>
          {product && product.url !== currentUrl ? t('choose.confirm', { formula: product.name }) : t('choose.confirm_none')}
        </Button>
      </div>
    </div>
  );
}
