import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import type { ChangeRequests } from './confirm-change-dialog.tsx';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';

/** How many weeks between boxes; after the cut-off a new interval starts with the box after next. */
export function IntervalSection({ recurring, changeable, changes }: { recurring: RecurringDelivery; changeable: boolean; changes: ChangeRequests }) {
  const { t } = useTranslation('subscription_settings');
  // A choice is made on the subscription as it was read: once a change is saved it is read again and the choice is gone.
  const [choice, setChoice] = useState<{ recurring: RecurringDelivery; weeks: string } | null>(null);
  const interval = choice?.recurring === recurring ? choice.weeks : null;
  const intervalOptions = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: t('interval.option', { count: index + 1 }) }));
  return (
    <section className={cardStyles.section} aria-labelledby="interval-title">
      <h2 id="interval-title">{t('interval.title')}</h2>
      <p className={pageStyles.muted}>{t('interval.intro')}</p>
      <SelectField
        label={t('interval.label')}
        options={intervalOptions}
        value={interval ?? String(recurring.interval_weeks)}
        onChange={(value) => setChoice(value === null ? null : { recurring, weeks: value })}
      />
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={!interval || Number(interval) === recurring.interval_weeks}
          onPress={() =>
            interval &&
            changes.preview(
              { interval_weeks: Number(interval) },
              {
                title: t('interval.confirm_title', { count: Number(interval) }),
                note: changeable ? undefined : t('after_cut_off.applies_next'),
                confirmLabel: t('preview.confirm'),
                submission: { intent: 'interval', recurring: recurring.id, weeks: Number(interval) },
              },
            )
          }
        >
          {t('interval.review')}
        </Button>
      </div>
    </section>
  );
}
