import { useTranslation } from 'react-i18next';
import { insuranceWaitingDays } from '@brokkie/domain/insurance';
import styles from './insurance.module.css';

const waitingItems = ['accident', 'illness', 'hereditary'] as const;

/** The waiting periods from the start date, in the domain's days (the product page and the thank-you page say the same). */
export function WaitingPeriods() {
  const { t } = useTranslation('insurance');
  return (
    <ul className={styles.waiting}>
      {waitingItems.map((kind) => (
        <li key={kind}>{t(`waiting.${kind}`, { count: insuranceWaitingDays[kind] })}</li>
      ))}
    </ul>
  );
}
