import { useTranslation } from 'react-i18next';
import { DeliveryChargeRow } from '../../components/delivery-charge.tsx';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { formatBasisPoints, formatCents } from '@brokkie/domain/format';
import styles from './order-summary.module.css';

type Discount = CalculatePricesResponse['discounts'][number];

function discountLabel(t: (key: string, options?: Record<string, unknown>) => string, discount: Discount): string {
  if (discount.type === 'testbag') return discount.code ? t('price.trial_code', { code: discount.code }) : t('price.trial');
  return t('price.discount_code', { code: discount.code ?? '' });
}

/**
 * The first delivery's price, nothing left out: subtotal, each discount, the total, and the VAT
 * in it per rate (prices include VAT; the VAT lines say how much of the total it is).
 */
export function PriceSummary({ cart, localeTag }: { cart: CalculatePricesResponse; localeTag: string }) {
  const { t } = useTranslation('order_summary');
  const money = (cents: number) => formatCents(cents, localeTag);
  const rate = (basisPoints: number) => formatBasisPoints(basisPoints, localeTag);

  return (
    <dl className={styles.priceList}>
      <div>
        <dt>{t('price.subtotal')}</dt>
        <dd>{money(cart.subtotal)}</dd>
      </div>
      <DeliveryChargeRow localeTag={localeTag} />
      {cart.discounts.map((discount, index) => (
        <div key={`${discount.code ?? 'trial'}-${index}`} className={styles.discount}>
          <dt>{discountLabel(t, discount)}</dt>
          <dd>{t('price.minus', { amount: money(discount.amount) })}</dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>{t('price.total')}</dt>
        <dd>{money(cart.total)}</dd>
      </div>
      {cart.vat.map((line) => (
        <div key={line.rate} className={styles.vatLine}>
          <dt>{t('price.vat', { rate: rate(line.rate) })}</dt>
          <dd>{money(line.vat)}</dd>
        </div>
      ))}
      <div className={styles.vatLine}>
        <dt>{t('price.total_excl_vat')}</dt>
        <dd>{money(cart.total_excl_vat)}</dd>
      </div>
    </dl>
  );
}
