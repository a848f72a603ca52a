import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@brokkie/contracts/delivery';
import { todayIsoDate } from '@brokkie/domain/dates';
import { switchOverShownOn } from '@brokkie/domain/switch-over';
import { formatCents } from '@brokkie/domain/format';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, CardIcon, PawIcon, ReceiptIcon, ReloadIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { SwitchOverGuide } from '../../components/switch-over-guide.tsx';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useAuth } from '../../shell/auth-store.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { trackConversion } from '../../shell/conversions.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { BoxContentsCard } from './box-contents-card.tsx';
import type { ThankYouOutcome } from './purchase-state.ts';
import { CouponCard, ReferralCard } from './share-cards.tsx';
import { deliveryEcommerce, pushEcommerce } from '../../shell/data-layer.ts';
import type { ThankYouData } from './thank-you-data.ts';
import { day } from './thank-you-format.ts';
import { usePurchaseState } from './use-purchase-state.ts';
import { useSwitchOver } from './use-switch-over.ts';
import styles from './thank-you.module.css';

const panel = `${cardStyles.panel} ${cardStyles.panelLow} ${styles.card}`;
const lead = `${pageStyles.lead} ${pageStyles.muted}`;

/** What a purchase made in the dashboard sets going, step by step. */
function NextSteps({ delivery, localeTag }: { delivery: Delivery | undefined; localeTag: string }) {
  const { t } = useTranslation('thank_you');
  return (
    <section className={panel} aria-labelledby="thank-you-next">
      <h2 id="thank-you-next">{t('purchase.next.heading')}</h2>
      <ol className={styles.steps}>
        <li>
          <strong>{t('purchase.next.pack_title')}</strong>
          <span>{t('purchase.next.pack_text')}</span>
        </li>
        <li>
          <strong>{t('purchase.next.delivery_title')}</strong>
          <span>
            {delivery?.delivery_date ? t('purchase.next.delivery_dated', { date: day(delivery.delivery_date, localeTag) }) : t('purchase.next.delivery_text')}
          </span>
        </li>
        <li>
          <strong>{t('purchase.next.invoice_title')}</strong>
          <span>{t('purchase.next.invoice_text')}</span>
        </li>
      </ol>
    </section>
  );
}

/**
 * The thank-you page (no layout, login), one page with two entries. `first-order` (/thank-you,
 * issue 5): the paid first delivery, its date and contents, the plan after it, the thank-you
 * coupon to share and the referral invitation; the purchase (or trial purchase) and the Awin sale
 * are tracked once per delivery. `purchase` (/dashboard/thank-you): a purchase made in the
 * dashboard comes back from the payment provider; the page confirms it with its contents, says
 * what happens next and leads back. Both wait while the payment settles, and after a payment that
 * did not go through say that nothing was charged and offer to pay again.
 */
export function ThankYouPage({ data }: { data: ThankYouData }) {
  const { t } = useTranslation('thank_you');
  const { localeTag } = useShellData();
  const { customer } = useAuth();
  // Only for the conversion events below: tracking, not a write the customer asks for.
  const api = useApiClient();
  const localize = useLocalizedPath();
  const { view, checkAgain } = usePurchaseState(data.deliveryUrl, data.state);
  // Pay again writes through the route's action: off to the provider, or the answer here.
  const payment = useFetcher<ThankYouOutcome>();
  const paying = payment.state !== 'idle';
  const payError = !paying && payment.data && !payment.data.ok ? (payment.data.detail ?? t('payment.unpaid.pay_failed')) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const purchase = data.entry === 'purchase';
  const state = view.phase === 'ready' ? view.state : null;
  const paid = state?.kind === 'paid' ? state.delivery : undefined;
  // A first order's week of switching to Brokkie, until it is done.
  const guide = useSwitchOver(data.switchOver, purchase ? null : (paid?.recurring_delivery ?? null), paid !== undefined);
  const today = todayIsoDate();

  useEffect(() => {
    // The first order is the funnel's purchase (with the Awin sale); one made in the dashboard is a shop purchase.
    if (paid) trackConversion(api, purchase ? { kind: 'shop_purchase', delivery: paid } : { kind: 'purchase', delivery: paid });
  }, [api, purchase, paid]);
  // A paid box is the data layer's purchase, once per delivery.
  useEffect(() => {
    if (paid) pushEcommerce('purchase', deliveryEcommerce(paid, { transaction: true }));
  }, [paid]);

  const kind = state?.kind;
  // A new outcome is a new page for the reader: move focus to its heading.
  useEffect(() => {
    if (kind && kind !== 'waiting') headingRef.current?.focus();
  }, [kind]);

  const retryPayment = (delivery: Delivery) => {
    void payment.submit({ intent: 'pay', delivery: delivery.id }, jsonSubmission);
  };

  // Nothing left to pay (paid meanwhile): look again where the payment stands, once per answer.
  const answer = payment.data;
  useEffect(() => {
    if (answer?.ok) checkAgain();
    // Only a new answer is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const toDashboard = purchase ? t('purchase.to_dashboard') : t('to_dashboard');
  const toOrderHistory = (
    <ButtonLink to={localize('/dashboard/order-history')} variant="outline">
      {t('to_order_history')}
    </ButtonLink>
  );

  const hero = (text: ReactNode) => (
    <header className={styles.hero}>
      <span className={styles.heroIcon}>
        <PawIcon size={36} />
      </span>
      <h1 ref={headingRef} tabIndex={-1}>
        {customer?.firstname ? t('heading_named', { name: customer.firstname }) : t('heading')}
      </h1>
      <p className={lead}>{text}</p>
    </header>
  );

  const purchaseDone = (delivery: Delivery | undefined) => (
    <>
      <NextSteps delivery={delivery} localeTag={localeTag} />
      <div className={styles.actions}>
        <ButtonLink to={localize('/dashboard')} size="lg" iconEnd={<ArrowRightIcon />}>
          {toDashboard}
        </ButtonLink>
        <ButtonLink to={localize('/dashboard/order-history')} size="lg" variant="outline" iconStart={<ReceiptIcon />}>
          {t('to_order_history')}
        </ButtonLink>
      </div>
    </>
  );

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={`container ${styles.narrow}`}>
        <Link to={localize(purchase ? '/dashboard' : '/')} className={styles.brand} aria-label={purchase ? t('purchase.home_link') : t('home_link')}>
          <Logo size="sm" />
        </Link>

        {view.phase === 'loading' && <LoadingState label={t('payment.loading')} />}

        {state?.kind === 'waiting' && (
          <section className={panel} aria-busy="true">
            <LoadingState label={t('payment.waiting.title')} />
            <p className={`${styles.center} ${pageStyles.muted}`}>{t('payment.waiting.text')}</p>
          </section>
        )}

        {view.phase === 'still_waiting' && (
          <section className={panel}>
            <h1>{t('payment.still_waiting.title')}</h1>
            <p className={lead}>{t('payment.still_waiting.text')}</p>
            <div className={styles.actions}>
              <Button iconStart={<ReloadIcon />} onPress={checkAgain}>
                {t('payment.still_waiting.check')}
              </Button>
              {toOrderHistory}
            </div>
          </section>
        )}

        {view.phase === 'error' && (
          <section className={panel}>
            <h1>{t('payment.error.title')}</h1>
            <Alert tone="danger" role="alert">
              {t('payment.error.text')}
            </Alert>
            <div className={styles.actions}>
              <Button iconStart={<ReloadIcon />} onPress={checkAgain}>
                {t('payment.error.retry')}
              </Button>
              <ButtonLink to={localize('/dashboard')} variant="outline">
                {toDashboard}
              </ButtonLink>
            </div>
          </section>
        )}

        {state?.kind === 'unpaid' && (
          <section className={panel}>
            <span className={styles.problemIcon}>
              <CardIcon size={28} />
            </span>
            <h1 ref={headingRef} tabIndex={-1}>
              {t('payment.unpaid.title')}
            </h1>
            <p className={lead}>{t(`payment.unpaid.${state.status === 'failed' ? 'failed' : state.status === 'expired' ? 'expired' : 'canceled'}`)}</p>
            <p>{t('payment.unpaid.nothing_charged')}</p>
            {payError && (
              <Alert tone="danger" role="alert">
                {payError}
              </Alert>
            )}
            <div className={styles.actions}>
              <Button iconStart={<CardIcon />} isLoading={paying} onPress={() => retryPayment(state.delivery)}>
                {t('payment.unpaid.pay_again', { amount: formatCents(state.delivery.total, localeTag) })}
              </Button>
              {toOrderHistory}
            </div>
          </section>
        )}

        {state?.kind === 'none' && purchase && (
          <>
            {hero(t('purchase.general_text'))}
            {purchaseDone(undefined)}
          </>
        )}

        {/* A first order without a payment to follow: the after-checkout page finds out where it stands. */}
        {state?.kind === 'none' && !purchase && (
          <section className={panel}>
            <h1 ref={headingRef} tabIndex={-1}>
              {t('not_paid.title')}
            </h1>
            <p className={lead}>{t('not_paid.text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={`${localize('/after-checkout-redirect')}${state.delivery ? `?delivery=${state.delivery.id}` : ''}`}>
                {t('not_paid.check')}
              </ButtonLink>
              <ButtonLink to={localize('/dashboard')} variant="outline">
                {toDashboard}
              </ButtonLink>
            </div>
          </section>
        )}

        {paid && (
          <>
            {hero(
              purchase
                ? t('purchase.paid_text', { amount: formatCents(paid.total, localeTag) })
                : paid.delivery_date
                  ? t('intro_dated', { date: day(paid.delivery_date, localeTag) })
                  : t('intro'),
            )}
            <BoxContentsCard
              delivery={paid}
              products={data.products}
              animals={data.animals}
              recurring={purchase ? undefined : data.recurring}
              localeTag={localeTag}
            />
            {purchase ? (
              purchaseDone(paid)
            ) : (
              <>
                {guide && switchOverShownOn({ endsOn: guide.ends_on }, today) && (
                  <SwitchOverGuide guide={guide} localeTag={localeTag} today={today} className={panel} />
                )}
                {data.referral ? (
                  <CouponCard coupon={{ code: data.referral.code, type: 'percentage', value: data.referral.discount }} localeTag={localeTag} />
                ) : (
                  data.coupon && <CouponCard coupon={data.coupon} localeTag={localeTag} />
                )}
                <ReferralCard />
                <ButtonLink to={localize('/dashboard')} size="lg" fullWidth iconEnd={<ArrowRightIcon />}>
                  {toDashboard}
                </ButtonLink>
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}
