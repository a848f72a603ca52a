import { useTranslation } from 'react-i18next';
import type { InsuranceLeadStatus } from '@brokkie/domain/insurance';
import styles from './insurance.module.css';

/** A request's status in words, in an outline of its colour (the word says it, not the colour alone). */
export function LeadStatus({ status }: { status: InsuranceLeadStatus }) {
  const { t } = useTranslation('insurance');
  return <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`}>{t(`statuses.${status}`)}</span>;
}
