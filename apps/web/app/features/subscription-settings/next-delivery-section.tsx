import { useTranslation } from 'react-i18next';
import type { NextDelivery } from '@brokkie/contracts/billing';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { DeliveryChargeNote } from '../../components/delivery-charge.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import type { ChangeRequests } from './confirm-change-dialog.tsx';
import { useFormatters } from './settings-format.ts';
import cardStyles from '../../components/card.module.css';
import styles from './subscription-settings.module.css';

/** The next box: its date, price and cut-off; skipping it before the cut-off, and undoing a skip while that is allowed. */
export function NextDeliverySection({ next, changeable, changes }: { next: NextDelivery | null; changeable: boolean; changes: ChangeRequests }) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  const { localeTag } = useShellData();
  const box = next?.delivery ?? null;
  return (
    <section className={cardStyles.section} aria-labelledby="next-title">
      <h2 id="next-title">{t('next.title')}</h2>
      {!next || !box || next.state === 'inactive' ? (
        <p>{t('next.none')}</p>
      ) : (
        <>
          <p className={styles.bigDate}>{f.day(box.delivery_date)}</p>
          <p>
            {t('next.price', { price: f.money(box.total) })}
            {next.following_delivery_date && <> · {t('next.following', { date: f.day(next.following_delivery_date) })}</>}
          </p>
          <DeliveryChargeNote localeTag={localeTag} />
          {changeable && next.cut_off_at ? (
            <p className={styles.cutOff}>{t('next.change_until', { when: f.instant(next.cut_off_at) })}</p>
          ) : (
            <Alert tone="warning" title={t('after_cut_off.title')}>
              {t('after_cut_off.text')}
            </Alert>
          )}
          {next.skipped && next.skipped_from_date && (
            <Alert tone="info" title={t('skip.skipped_title')}>
              {t('skip.skipped_text', { from: f.day(next.skipped_from_date) })}
              {next.undo_skip_until && new Date(next.undo_skip_until) > new Date() && (
                <div className={styles.actions}>
                  <Button
                    variant="outline"
                    onPress={() =>
                      changes.preview(
                        { date: next.skipped_from_date! },
                        {
                          title: t('skip.confirm_undo_title'),
                          note: t('skip.undo_until', { when: f.instant(next.undo_skip_until!) }),
                          confirmLabel: t('skip.undo'),
                          submission: { intent: 'unskip', delivery: box.id },
                        },
                      )
                    }
                  >
                    {t('skip.undo')}
                  </Button>
                </div>
              )}
            </Alert>
          )}
          {changeable && !next.skipped && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onPress={() => {
                  const skip = {
                    title: t('skip.confirm_title'),
                    note: t('skip.confirm_note'),
                    confirmLabel: t('skip.skip'),
                    submission: { intent: 'skip' as const, delivery: box.id },
                  };
                  if (next.following_delivery_date) changes.preview({ date: next.following_delivery_date }, skip);
                  else changes.confirm({ ...skip, rows: [] });
                }}
              >
                {t('skip.skip')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
