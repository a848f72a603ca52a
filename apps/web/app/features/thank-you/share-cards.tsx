import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponResource } from '@brokkie/contracts/coupon';
import { formatBasisPoints, formatCents } from '@brokkie/domain/format';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, ClipboardIcon, GiftIcon, ShareIcon } from '../../components/icons.tsx';
import cardStyles from '../../components/card.module.css';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import styles from './thank-you.module.css';

/** The value of a coupon as the customer reads it: '€ 5,00' or '15 %'. */
export function couponValue(coupon: Pick<CouponResource, 'type' | 'value'>, localeTag: string): string | null {
  if (coupon.type === 'fixed_amount') return formatCents(coupon.value, localeTag);
  if (coupon.type === 'percentage') return formatBasisPoints(coupon.value, localeTag);
  return null;
}

/**
 * A code for a friend's first order, to copy and pass on: the customer's own referral code with its
 * discount (the share page's offer), or else the thank-you coupon of a first order.
 */
export function CouponCard({ coupon, localeTag }: { coupon: Pick<CouponResource, 'code' | 'type' | 'value'>; localeTag: string }) {
  const { t } = useTranslation('thank_you');
  const headingId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const value = couponValue(coupon, localeTag);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={`${cardStyles.panel} ${cardStyles.panelLow} ${styles.card} ${styles.coupon}`} aria-labelledby={headingId}>
      <span className={styles.cardIcon}>
        <GiftIcon size={24} />
      </span>
      <h2 id={headingId}>{value ? t('coupon.heading_value', { value }) : t('coupon.heading')}</h2>
      <p>{t('coupon.text')}</p>
      <div className={styles.codeRow}>
        <code className={styles.code}>{coupon.code}</code>
        <Button variant="secondary" size="sm" iconStart={<ClipboardIcon />} onPress={() => void copy()}>
          {t('coupon.copy')}
        </Button>
      </div>
      <p className={styles.copyStatus} role="status">
        {copied === 'yes' ? t('coupon.copied', { code: coupon.code }) : copied === 'failed' ? t('coupon.copy_failed') : ''}
      </p>
    </section>
  );
}

/** The invitation to refer friends, from the share page. */
export function ReferralCard() {
  const { t } = useTranslation('thank_you');
  const localize = useLocalizedPath();
  const headingId = useId();
  return (
    <section className={`${cardStyles.panel} ${cardStyles.panelLow} ${styles.card} ${styles.referral}`} aria-labelledby={headingId}>
      <span className={styles.cardIcon}>
        <ShareIcon size={24} />
      </span>
      <h2 id={headingId}>{t('referral.heading')}</h2>
      <p>{t('referral.text')}</p>
      <ButtonLink to={localize('/dashboard/share')} variant="secondary" iconEnd={<ArrowRightIcon />} className={styles.inlineAction}>
        {t('referral.link')}
      </ButtonLink>
    </section>
  );
}
