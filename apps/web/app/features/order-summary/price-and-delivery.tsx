import { useTranslation } from 'react-i18next';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import { formatDay } from '@brokkie/domain/format';
import { formatCents } from '@brokkie/domain/format';
import { ButtonLink } from '../../components/button.tsx';
import { RepeatIcon } from '../../components/icons.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { PriceSummary } from './price-summary.tsx';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './order-summary.module.css';

/**
 * Beside the box: what it costs and when it can come, then what every later delivery costs and
 * how often it comes (when the box starts a recurring delivery).
 */
export function PriceAndDelivery({ checkout, localeTag }: { checkout: CheckoutResponse; localeTag: string }) {
  const { t } = useTranslation('order_summary');
  const localize = useLocalizedPath();
  const { cart, delivery, recurring } = checkout;
  const deliveryDate = delivery.delivery_date ?? checkout.earliest_delivery_date;
  const longDate = (date: string) => formatDay(date, localeTag, 'weekday-year');
  return (
    <>
      <section className={cardStyles.panel} aria-labelledby="price-title">
        <h2 id="price-title" className={styles.panelTitle}>
          {t('price.title')}
        </h2>
        <PriceSummary cart={cart} localeTag={localeTag} />
        <p className={styles.dateLine}>
          <span>{t('delivery_date', { date: longDate(deliveryDate) })}</span>
          <span className={pageStyles.note}>{t('delivery_date_note')}</span>
        </p>
      </section>

      {recurring && (
        <section className={cardStyles.panel} aria-labelledby="recurring-title">
          <h2 id="recurring-title" className={styles.panelTitle}>
            <RepeatIcon size={22} className={styles.titleIcon} />
            {t('recurring.title')}
          </h2>
          <dl className={styles.priceList}>
            <div>
              <dt>{t('recurring.interval')}</dt>
              <dd>{t('recurring.every', { count: recurring.interval_weeks })}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('recurring.per_delivery')}</dt>
              <dd>{formatCents(recurring.price_per_delivery, localeTag)}</dd>
            </div>
            <div>
              <dt>{t('recurring.per_day')}</dt>
              <dd>{formatCents(recurring.price_per_day, localeTag)}</dd>
            </div>
            {recurring.next_delivery_date && (
              <div>
                <dt>{t('recurring.next')}</dt>
                <dd>{longDate(recurring.next_delivery_date)}</dd>
              </div>
            )}
          </dl>
          <p className={pageStyles.note}>{cart.testbag ? t('recurring.after_trial') : t('recurring.note')}</p>
          <div>
            <ButtonLink variant="link" to={localize('/suggested-mealplan')}>
              {t('recurring.change')}
            </ButtonLink>
          </div>
        </section>
      )}
    </>
  );
}
