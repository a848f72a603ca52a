import { useTranslation } from 'react-i18next';
import { Button, Heading } from 'react-aria-components';
import styles from './calendar-month-header.module.css';

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * The header of a month calendar (inside a React Aria `Calendar`): the month's name between the
 * previous and next buttons, which the calendar's slots drive. The delivery-date picker and the
 * care planner show the same one.
 */
export function CalendarMonthHeader() {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <Button slot="previous" className={styles.nav} aria-label={t('calendar.previous_month')}>
        <Chevron direction="previous" />
      </Button>
      <Heading className={styles.month} />
      <Button slot="next" className={styles.nav} aria-label={t('calendar.next_month')}>
        <Chevron direction="next" />
      </Button>
    </header>
  );
}
