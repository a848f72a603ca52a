import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@brokkie/contracts/delivery';
import { Button } from '../../components/button.tsx';
import { DeliveryDateCalendar } from '../../components/delivery-date-calendar.tsx';
import type { ChangeRequests } from './confirm-change-dialog.tsx';
import { useFormatters } from './settings-format.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';

/** Moving the next box to another offered shipping day, picked in a calendar. */
export function MoveDateSection({ box, offered, changes }: { box: Delivery; offered: string[]; changes: ChangeRequests }) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  // A pick is made on the box as it was read: once a change is saved the settings are read again and it is gone.
  const [pick, setPick] = useState<{ box: Delivery; date: string } | null>(null);
  const date = pick?.box === box ? pick.date : null;
  return (
    <section className={cardStyles.section} aria-labelledby="move-title">
      <h2 id="move-title">{t('move.title')}</h2>
      <p className={pageStyles.muted}>{t('move.intro')}</p>
      <DeliveryDateCalendar
        label={t('move.label')}
        offered={offered}
        value={date}
        onChange={(chosen) => setPick({ box, date: chosen })}
        current={box.delivery_date}
      />
      {/* Live, so a screen reader hears the pick confirmed in words after choosing a cell. */}
      <p className={date && date !== box.delivery_date ? styles.chosen : pageStyles.muted} aria-live="polite">
        {!date ? t('move.pick') : date === box.delivery_date ? t('move.same') : t('move.chosen', { date: f.day(date) })}
      </p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={!date || date === box.delivery_date}
          onPress={() =>
            date &&
            changes.preview(
              { date },
              {
                title: t('move.confirm_title', { date: f.day(date) }),
                confirmLabel: t('preview.confirm'),
                submission: { intent: 'move', delivery: box.id, date },
              },
            )
          }
        >
          {t('move.review')}
        </Button>
      </div>
    </section>
  );
}
