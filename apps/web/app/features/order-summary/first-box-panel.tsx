import { useTranslation } from 'react-i18next';
import { trialBag } from '@brokkie/domain/coupons';
import { formatCents } from '@brokkie/domain/format';
import { Checkbox } from '../../components/checkbox.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { DeliveryContents } from './delivery-contents.tsx';
import type { OrderSummary } from './order-summary-data.ts';
import cardStyles from '../../components/card.module.css';
import styles from './order-summary.module.css';

interface FirstBoxPanelProps {
  summary: OrderSummary;
  /** The trial box is being switched on or off. */
  trialBusy: boolean;
  onTrialChange: (testbag: boolean) => void;
  localeTag: string;
}

/** What the first box holds, and the choice to start with a trial box instead. */
export function FirstBoxPanel({ summary, trialBusy, onTrialChange, localeTag }: FirstBoxPanelProps) {
  const { t } = useTranslation('order_summary');
  const { cart, delivery } = summary.checkout;
  const trialByCode = cart.discounts.some((discount) => discount.type === 'testbag' && discount.code !== null);
  return (
    <section className={cardStyles.panel} aria-labelledby="first-delivery-title">
      <h2 id="first-delivery-title" className={styles.panelTitle}>
        {cart.testbag ? t('first_delivery_trial_title') : t('first_delivery_title')}
      </h2>
      <DeliveryContents
        lines={cart.lines}
        petNames={summary.petNames}
        products={summary.products}
        onceOnly={new Set(Object.keys(delivery.custom_amounts))}
        localeTag={localeTag}
      />
      <div className={styles.trial}>
        <Checkbox
          isSelected={cart.testbag}
          isDisabled={trialBusy || trialByCode}
          onChange={onTrialChange}
          description={
            trialByCode
              ? t('trial.by_code')
              : t('trial.description', { price: formatCents(trialBag.priceInclVatCents, localeTag), size: formatFoodWeight(trialBag.grams, localeTag) })
          }
        >
          {t('trial.label')}
        </Checkbox>
        {trialBusy && <p className={styles.status}>{t('trial.updating')}</p>}
      </div>
    </section>
  );
}
