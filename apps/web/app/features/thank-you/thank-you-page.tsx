import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CouponResource } from '@brokkie/contracts/coupon';
import { formatDate } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, ClipboardIcon, GiftIcon, PawIcon, RepeatIcon, ShareIcon, TruckIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useAuth } from '../../shell/auth-store.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { cookieValue, fireOnce } from '../../shell/tracking.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { contentsOf, isPaid, type ContentLine, type ThankYouData } from './thank-you-data.ts';
import { purchaseEvents } from './thank-you-tracking.ts';
import styles from './thank-you.module.css';

function day(isoDate: string, localeTag: string): string {
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, { weekday: 'long', day: 'numeric', month: 'long' });
}

function grams(value: number, localeTag: string): string {
  return value >= 1000 && value % 100 === 0
    ? new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(value / 1000)
    : new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'gram' }).format(value);
}

function Line({ line, localeTag }: { line: ContentLine; localeTag: string }) {
  const { t } = useTranslation('thank_you');
  const name = line.name ?? t('contents.unnamed_product');
  return (
    <li>
      <span>
        {line.unitGrams
          ? t('contents.sacs', { count: line.amount, size: grams(line.unitGrams, localeTag), name })
          : t('contents.units', { count: line.amount, name })}
      </span>
      <span className={styles.amount}>{formatCents(line.total, localeTag)}</span>
    </li>
  );
}

/** The value of a coupon as the customer reads it: '€ 5,00' or '15 %'. */
export function couponValue(coupon: Pick<CouponResource, 'type' | 'value'>, localeTag: string): string | null {
  if (coupon.type === 'fixed_amount') return formatCents(coupon.value, localeTag);
  if (coupon.type === 'percentage') return new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 2 }).format(coupon.value / 10000);
  return null;
}

function CouponCard({ coupon, localeTag }: { coupon: CouponResource; localeTag: string }) {
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
    <section className={`${styles.card} ${styles.coupon}`} aria-labelledby={headingId}>
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

/**
 * /thank-you (issue 5, no layout, login): the confirmation of the paid first delivery, its date
 * and contents (per pet, extras, total), what follows, the thank-you coupon to share and the
 * referral invitation. The purchase (or trial purchase) and the Awin sale are tracked once per
 * delivery.
 */
export function ThankYouPage({ data }: { data: ThankYouData }) {
  const { t } = useTranslation('thank_you');
  const { localeTag } = useShellData();
  const { customer } = useAuth();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const contentsHeadingId = useId();

  const delivery = data.delivery;
  const paid = !!delivery && isPaid(delivery);

  useEffect(() => {
    // Staff looking at a customer's page (customer_override) are not that customer buying.
    if (!delivery || !paid || new URLSearchParams(window.location.search).has('customer_override')) return;
    const visit = { ttclid: cookieValue('ttclid'), awc: cookieValue('awc'), url: window.location.href };
    for (const { event, body } of purchaseEvents(delivery, visit)) void fireOnce(api, event, delivery.id, body);
  }, [api, delivery, paid]);

  const contents = delivery ? contentsOf(delivery.items, data.products, data.animals) : null;
  const recurring = data.recurring;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={`container ${styles.narrow}`}>
        <Link to={localize('/')} className={styles.brand} aria-label={t('home_link')}>
          <Logo size="sm" />
        </Link>

        {!paid && (
          <section className={styles.card}>
            <h1>{t('not_paid.title')}</h1>
            <p className={styles.lead}>{t('not_paid.text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={`${localize('/after-checkout-redirect')}${delivery ? `?delivery=${delivery.id}` : ''}`}>
                {t('not_paid.check')}
              </ButtonLink>
              <ButtonLink to={localize('/dashboard')} variant="outline">
                {t('to_dashboard')}
              </ButtonLink>
            </div>
          </section>
        )}

        {delivery && paid && contents && (
          <>
            <header className={styles.hero}>
              <span className={styles.heroIcon}>
                <PawIcon size={36} />
              </span>
              <h1>{customer?.firstname ? t('heading_named', { name: customer.firstname }) : t('heading')}</h1>
              <p className={styles.lead}>
                {delivery.delivery_date ? t('intro_dated', { date: day(delivery.delivery_date, localeTag) }) : t('intro')}
              </p>
            </header>

            <section className={styles.card} aria-labelledby={contentsHeadingId}>
              <h2 id={contentsHeadingId}>{t('contents.heading')}</h2>
              {delivery.delivery_date && (
                <p className={styles.fact}>
                  <TruckIcon size={20} />
                  <span>{t('contents.delivery_on', { date: day(delivery.delivery_date, localeTag) })}</span>
                </p>
              )}
              {contents.pets.map((pet) => (
                <div key={pet.url} className={styles.group}>
                  <h3>{pet.name ?? t('contents.unnamed_pet')}</h3>
                  <ul className={styles.lines}>
                    {pet.lines.map((line) => (
                      <Line key={line.key} line={line} localeTag={localeTag} />
                    ))}
                  </ul>
                </div>
              ))}
              {contents.extras.length > 0 && (
                <div className={styles.group}>
                  <h3>{t('contents.extras')}</h3>
                  <ul className={styles.lines}>
                    {contents.extras.map((line) => (
                      <Line key={line.key} line={line} localeTag={localeTag} />
                    ))}
                  </ul>
                </div>
              )}
              <dl className={styles.totals}>
                {delivery.discount > 0 && (
                  <div className={styles.discount}>
                    <dt>
                      {delivery.couponcodes.length > 0
                        ? t('contents.discount_codes', { codes: delivery.couponcodes.join(', ') })
                        : t('contents.discount')}
                    </dt>
                    <dd>−{formatCents(delivery.discount, localeTag)}</dd>
                  </div>
                )}
                <div className={styles.total}>
                  <dt>{t('contents.total_paid')}</dt>
                  <dd>{formatCents(delivery.total, localeTag)}</dd>
                </div>
              </dl>
              {recurring && recurring.recurringdeliveryitem_set.length > 0 && (
                <p className={styles.fact}>
                  <RepeatIcon size={20} />
                  <span>
                    {t('contents.recurring', {
                      count: recurring.interval_weeks,
                      price: formatCents(recurring.price_per_delivery, localeTag),
                    })}
                    {recurring.next_delivery_date && <> {t('contents.recurring_next', { date: day(recurring.next_delivery_date, localeTag) })}</>}
                  </span>
                </p>
              )}
            </section>

            {data.coupon && <CouponCard coupon={data.coupon} localeTag={localeTag} />}

            <section className={`${styles.card} ${styles.referral}`} aria-labelledby="thank-you-referral">
              <span className={styles.cardIcon}>
                <ShareIcon size={24} />
              </span>
              <h2 id="thank-you-referral">{t('referral.heading')}</h2>
              <p>{t('referral.text')}</p>
              <ButtonLink to={localize('/dashboard/share')} variant="secondary" iconEnd={<ArrowRightIcon />} className={styles.inlineAction}>
                {t('referral.link')}
              </ButtonLink>
            </section>

            <ButtonLink to={localize('/dashboard')} size="lg" fullWidth iconEnd={<ArrowRightIcon />}>
              {t('to_dashboard')}
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  );
}
