import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery, RecurringDelivery } from '@brokkie/contracts/delivery';
import { formatCents } from '@brokkie/domain/format';
import { RepeatIcon, TruckIcon } from '../../components/icons.tsx';
import cardStyles from '../../components/card.module.css';
import linesStyles from '../../components/order-lines.module.css';
import { BoxLines } from '../../components/box-lines.tsx';
import { contentsOf, type LineProduct } from '../../lib/box-contents.ts';
import { day } from './thank-you-format.ts';
import styles from './thank-you.module.css';

/**
 * What the paid box holds: its delivery day, the sacs per pet, the extras, the discount and the
 * total paid; for a first order (`recurring`) also the plan that follows it.
 */
export function BoxContentsCard({
  delivery,
  products,
  animals,
  recurring,
  localeTag,
}: {
  delivery: Delivery;
  products: Record<string, LineProduct>;
  animals: Record<string, string>;
  recurring?: RecurringDelivery | undefined;
  localeTag: string;
}) {
  const { t } = useTranslation('thank_you');
  const headingId = useId();
  const contents = contentsOf(delivery.items, { products, animals });
  return (
    <section className={`${cardStyles.panel} ${cardStyles.panelLow} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{delivery.kind === 'first' ? t('contents.heading') : t('contents.heading_order')}</h2>
      {delivery.delivery_date && (
        <p className={styles.fact}>
          <TruckIcon size={20} />
          <span>{t('contents.delivery_on', { date: day(delivery.delivery_date, localeTag) })}</span>
        </p>
      )}
      <BoxLines
        contents={contents}
        localeTag={localeTag}
        keys={{
          sacs: 'thank_you:contents.sacs',
          units: 'thank_you:contents.units',
          unnamedProduct: 'thank_you:contents.unnamed_product',
          unnamedPet: 'thank_you:contents.unnamed_pet',
          extras: 'thank_you:contents.extras',
        }}
      />
      <dl className={linesStyles.totals}>
        {delivery.discount > 0 && (
          <div className={linesStyles.discount}>
            <dt>{delivery.couponcodes.length > 0 ? t('contents.discount_codes', { codes: delivery.couponcodes.join(', ') }) : t('contents.discount')}</dt>
            <dd>−{formatCents(delivery.discount, localeTag)}</dd>
          </div>
        )}
        <div className={linesStyles.grandTotal}>
          <dt>{t('contents.total_paid')}</dt>
          <dd>{formatCents(delivery.total, localeTag)}</dd>
        </div>
      </dl>
      {recurring && recurring.recurringdeliveryitem_set.length > 0 && (
        <p className={styles.fact}>
          <RepeatIcon size={20} />
          <span>
            {t('contents.recurring', { count: recurring.interval_weeks, price: formatCents(recurring.price_per_delivery, localeTag) })}
            {recurring.next_delivery_date && <> {t('contents.recurring_next', { date: day(recurring.next_delivery_date, localeTag) })}</>}
          </span>
        </p>
      )}
    </section>
  );
}
