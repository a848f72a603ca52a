import { useTranslation } from 'react-i18next';
import { formatCents } from '@brokkie/domain/format';
import { deliveryChargeCents } from '@brokkie/domain/pricing';
import { TruckIcon } from './icons.tsx';
import styles from './delivery-charge.module.css';

/** What delivery costs, as the page's language says it: "Free" while the price includes it. */
function useDeliveryCharge(localeTag: string): string {
  const { t } = useTranslation('common');
  return deliveryChargeCents === 0 ? t('delivery_charge.free') : formatCents(deliveryChargeCents, localeTag);
}

/**
 * The delivery line of a price list (`<dl>`), beside the subtotal and total: every price a
 * customer sees states what delivery costs (issue 16), from the one rule in packages/domain.
 */
export function DeliveryChargeRow({ localeTag, className }: { localeTag: string; className?: string }) {
  const { t } = useTranslation('common');
  const charge = useDeliveryCharge(localeTag);
  return (
    <div className={className}>
      <dt>{t('delivery_charge.label')}</dt>
      <dd className={styles.free}>{charge}</dd>
    </div>
  );
}

/** The same as a short note under a price that is not a list ("Free delivery, always"). */
export function DeliveryChargeNote({ localeTag }: { localeTag: string }) {
  const { t } = useTranslation('common');
  const charge = useDeliveryCharge(localeTag);
  return (
    <p className={styles.note}>
      <TruckIcon size={18} />
      <span>{deliveryChargeCents === 0 ? t('delivery_charge.free_note') : t('delivery_charge.note', { amount: charge })}</span>
    </p>
  );
}
