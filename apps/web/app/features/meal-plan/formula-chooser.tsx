import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ProductDetailsButton } from '../../components/product-details.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import { RadioGroup } from '../../components/radio-group.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import type { MealPlanOutcome } from './start-order.ts';
import styles from './meal-plan.module.css';

interface FormulaChooserProps {
  animalId: number;
  name: string;
  currentUrl: string;
  suitable: ShopProduct[];
}

/**
 * The other formulas this pet may have, best first. Picking one is a choice, not yet a change:
 * the owner confirms with the button, so moving through the options with the arrow keys does
 * not recompute the plan at every step.
 */
export function FormulaChooser({ animalId, name, currentUrl, suitable }: FormulaChooserProps) {
  const { t } = useTranslation('meal_plan');
  const [picked, setPicked] = useState(currentUrl);
  // Each pet's chooser feeds through its own fetcher; the router then reads the plans again (new grams, new prices).
  const choice = useFetcher<MealPlanOutcome>();
  const busy = choice.state !== 'idle';
  // A refusal shows until the owner picks again or asks again.
  const [pickedSince, setPickedSince] = useState(false);
  const failed = !busy && !pickedSince && choice.data?.ok === false;
  const product = suitable.find((candidate) => candidate.url === picked);

  const confirm = () => {
    if (!product || product.url === currentUrl) return;
    setPickedSince(false);
    void choice.submit({ intent: 'formula', animal: animalId, product: product.url }, jsonSubmission);
  };

  return (
    <div className={styles.chooser}>
      <RadioGroup
        label={t('choose.label', { name })}
        appearance="cards"
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setPickedSince(true);
        }}
        options={suitable.map((candidate, index) => ({
          value: candidate.url,
          label: (
            <span className={styles.optionLabel}>
              <ProductVisual product={candidate} decorative className={styles.optionVisual} />
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
      <div className={styles.chooserActions}>
        {product && <ProductDetailsButton product={product} named />}
        <Button variant="secondary" onPress={confirm} isLoading={busy} isDisabled={!product || product.url === currentUrl}>
          {product && product.url !== currentUrl ? t('choose.confirm', { formula: product.name }) : t('choose.confirm_none')}
        </Button>
      </div>
    </div>
  );
}
