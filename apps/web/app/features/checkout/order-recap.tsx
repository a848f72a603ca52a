import { useId } from 'react';
import { DeliveryChargeRow } from '../../components/delivery-charge.tsx';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import { PawIcon, RepeatIcon } from '../../components/icons.tsx';
import { formatDeliveryDay } from './delivery-day.ts';
import { groupOrderLines, type RecapLine, type RecapNames } from './order-lines.ts';
import linesStyles from '../../components/order-lines.module.css';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { ProductLine } from '../../components/product-line.tsx';
import styles from './checkout.module.css';

function LineRow({ line, localeTag }: { line: RecapLine; localeTag: string }) {
  const { t } = useTranslation('checkout');
  const name = line.product?.name ?? t('recap.unnamed_product');
  const what = line.unitGrams
    ? t('recap.sacs', { count: line.quantity, size: formatFoodWeight(line.unitGrams, localeTag), name })
    : t('recap.units', { count: line.quantity, name });
  return (
    <ProductLine product={line.product} amount={formatCents(line.total, localeTag)}>
      {what}
      {line.trial && <span className={styles.tag}>{t('recap.trial')}</span>}
    </ProductLine>
  );
}

/**
 * What the first box holds and costs (per pet, extras, discounts, total incl. VAT) and what
 * follows it (the recurring price and interval): nothing hidden before the Pay button.
 */
export function OrderRecap({
  checkout,
  names,
  localeTag,
  deliveryDate,
}: {
  checkout: Pick<CheckoutResponse, 'cart' | 'recurring'>;
  names: RecapNames;
  localeTag: string;
  deliveryDate: string | null;
}) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const { cart, recurring } = checkout;
  const groups = groupOrderLines(cart.lines, names.products, names.animals);
  return (
    <section className={styles.recap} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.recapTitle}>
        {t('recap.heading')}
      </h2>
      {deliveryDate && <p className={styles.recapDate}>{t('recap.delivered_on', { date: formatDeliveryDay(deliveryDate, localeTag, 'long') })}</p>}
      {groups.pets.map((pet) => (
        <div key={pet.url} className={styles.recapGroup}>
          <h3 className={`${linesStyles.groupTitle} ${styles.recapGroupTitle}`}>
            <PawIcon size={18} />
            {pet.name ?? t('recap.unnamed_pet')}
          </h3>
          <ul className={linesStyles.lines}>
            {pet.lines.map((line) => (
              <LineRow key={line.key} line={line} localeTag={localeTag} />
            ))}
          </ul>
        </div>
      ))}
      {groups.extras.length > 0 && (
        <div className={styles.recapGroup}>
          <h3 className={linesStyles.groupTitle}>{t('recap.extras')}</h3>
          <ul className={linesStyles.lines}>
            {groups.extras.map((line) => (
              <LineRow key={line.key} line={line} localeTag={localeTag} />
            ))}
          </ul>
        </div>
      )}
      <dl className={linesStyles.totals}>
        <div>
          <dt>{t('recap.subtotal')}</dt>
          <dd>{formatCents(cart.subtotal, localeTag)}</dd>
        </div>
        <DeliveryChargeRow localeTag={localeTag} />
        {cart.discounts.map((discount, index) => (
          <div key={`${discount.code ?? discount.type}-${index}`} className={linesStyles.discount}>
            <dt>{discount.code ? t('recap.discount_code', { code: discount.code }) : t('recap.discount_trial')}</dt>
            <dd>−{formatCents(discount.amount, localeTag)}</dd>
          </div>
        ))}
        <div className={linesStyles.grandTotal}>
          <dt>{t('recap.total')}</dt>
          <dd>{formatCents(cart.total, localeTag)}</dd>
        </div>
        <div className={linesStyles.vat}>
          <dt>{t('recap.vat_included')}</dt>
          <dd>{formatCents(cart.total_vat, localeTag)}</dd>
        </div>
      </dl>
      {recurring && (
        <p className={styles.recurring}>
          <RepeatIcon size={18} />
          <span>
            {t('recap.recurring', {
              count: recurring.interval_weeks,
              price: formatCents(recurring.price_per_delivery, localeTag),
              perDay: formatCents(recurring.price_per_day, localeTag),
            })}
            {recurring.next_delivery_date && <> {t('recap.recurring_next', { date: formatDeliveryDay(recurring.next_delivery_date, localeTag, 'long') })}</>}{' '}
            {t('recap.recurring_flexible')}
          </span>
        </p>
      )}
    </section>
  );
}
