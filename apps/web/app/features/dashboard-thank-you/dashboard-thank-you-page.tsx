import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, CardIcon, PawIcon, ReceiptIcon, ReloadIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useAuth } from '../../shell/auth-store.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { payAgain, readPurchase, type PurchaseData, type PurchaseState } from './dashboard-thank-you-data.ts';
import styles from './dashboard-thank-you.module.css';

/** Ask the provider's answer again every 2 s for about 2 minutes, then offer to check by hand. */
const pollMs = 2000;
const pollTimes = 60;

type View = { phase: 'loading' } | { phase: 'error' } | { phase: 'still_waiting'; state: PurchaseState } | { phase: 'ready'; state: PurchaseState };

function day(isoDate: string, localeTag: string): string {
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, { weekday: 'long', day: 'numeric', month: 'long' });
}

/**
 * /dashboard/thank-you (no layout, login): where a purchase made in the dashboard (extras, an open
 * payment paid from the order history) comes back from the payment provider. Its loader reads
 * the payment of `?delivery=` (else of the latest payment); while that settles the page asks
 * again, then confirms it and says what happens next, or says that nothing was charged and
 * offers to pay again.
 */
export function DashboardThankYouPage({ data }: { data: PurchaseData }) {
  const { t } = useTranslation('dashboard_thank_you');
  const { localeTag } = useShellData();
  const { customer } = useAuth();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const [view, setView] = useState<View>({ phase: 'ready', state: data.state });
  // Round 0 goes on from the loader's read; each later one is asked for by the reader.
  const [round, setRound] = useState(0);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const url = data.deliveryUrl;
    if (!url || (round === 0 && data.state.kind !== 'waiting')) return;
    const controller = new AbortController();
    const { signal } = controller;
    if (round > 0) setView({ phase: 'loading' });
    void (async () => {
      for (let asked = round === 0 ? 1 : 0; ; asked += 1) {
        if (asked > 0) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          if (signal.aborted) return;
        }
        const state = await readPurchase(api, url, signal);
        if (signal.aborted) return;
        if (state.kind !== 'waiting') {
          setView({ phase: 'ready', state });
          return;
        }
        if (asked >= pollTimes) {
          setView({ phase: 'still_waiting', state });
          return;
        }
        setView({ phase: 'ready', state });
      }
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      console.error('[dashboard-thank-you] purchase not read', error);
      setView({ phase: 'error' });
    });
    return () => controller.abort();
  }, [api, data, round]);

  const kind = view.phase === 'ready' ? view.state.kind : null;
  // A new outcome is a new page for the reader: move focus to its heading.
  useEffect(() => {
    if (kind && kind !== 'waiting') headingRef.current?.focus();
  }, [kind]);

  const retryPayment = async () => {
    if (view.phase !== 'ready' || view.state.kind !== 'unpaid') return;
    const { delivery } = view.state;
    setPaying(true);
    setPayError(null);
    try {
      const checkout = await payAgain(api, delivery, `${localize('/dashboard/thank-you')}?delivery=${delivery.id}`);
      if (checkout) {
        window.location.assign(checkout);
        return;
      }
      setRound((n) => n + 1);
    } catch (error) {
      console.error('[dashboard-thank-you] payment not started', error);
      setPayError(error instanceof ApiError && error.detail ? error.detail : t('unpaid.pay_failed'));
    }
    setPaying(false);
  };

  const backLinks = (
    <div className={styles.actions}>
      <ButtonLink to={localize('/dashboard')} size="lg" iconEnd={<ArrowRightIcon />}>
        {t('to_dashboard')}
      </ButtonLink>
      <ButtonLink to={localize('/dashboard/order-history')} size="lg" variant="outline" iconStart={<ReceiptIcon />}>
        {t('to_order_history')}
      </ButtonLink>
    </div>
  );

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={`container ${styles.narrow}`}>
        <Link to={localize('/dashboard')} className={styles.brand} aria-label={t('home_link')}>
          <Logo size="sm" />
        </Link>

        {view.phase === 'loading' && <LoadingState label={t('loading')} />}

        {view.phase === 'ready' && view.state.kind === 'waiting' && (
          <section className={styles.card} aria-busy="true">
            <LoadingState label={t('waiting.title')} />
            <p className={styles.center}>{t('waiting.text')}</p>
          </section>
        )}

        {view.phase === 'still_waiting' && (
          <section className={styles.card}>
            <h1>{t('still_waiting.title')}</h1>
            <p className={styles.lead}>{t('still_waiting.text')}</p>
            <div className={styles.actions}>
              <Button iconStart={<ReloadIcon />} onPress={() => setRound((n) => n + 1)}>
                {t('still_waiting.check')}
              </Button>
              <ButtonLink to={localize('/dashboard/order-history')} variant="outline">
                {t('to_order_history')}
              </ButtonLink>
            </div>
          </section>
        )}

        {view.phase === 'error' && (
          <section className={styles.card}>
            <h1>{t('error.title')}</h1>
            <Alert tone="danger" role="alert">
              {t('error.text')}
            </Alert>
            <div className={styles.actions}>
              <Button iconStart={<ReloadIcon />} onPress={() => setRound((n) => n + 1)}>
                {t('error.retry')}
              </Button>
              <ButtonLink to={localize('/dashboard')} variant="outline">
                {t('to_dashboard')}
              </ButtonLink>
            </div>
          </section>
        )}

        {view.phase === 'ready' && (view.state.kind === 'paid' || view.state.kind === 'none') && (
          <>
            <header className={styles.hero}>
              <span className={styles.heroIcon}>
                <PawIcon size={36} />
              </span>
              <h1 ref={headingRef} tabIndex={-1}>
                {customer?.firstname ? t('heading_named', { name: customer.firstname }) : t('heading')}
              </h1>
              <p className={styles.lead}>
                {view.state.kind === 'paid' ? t('paid_text', { amount: formatCents(view.state.delivery.total, localeTag) }) : t('general_text')}
              </p>
            </header>

            <section className={styles.card} aria-labelledby="dashboard-thank-you-next">
              <h2 id="dashboard-thank-you-next">{t('next.heading')}</h2>
              <ol className={styles.steps}>
                <li>
                  <strong>{t('next.pack_title')}</strong>
                  <span>{t('next.pack_text')}</span>
                </li>
                <li>
                  <strong>{t('next.delivery_title')}</strong>
                  <span>
                    {view.state.kind === 'paid' && view.state.delivery.delivery_date
                      ? t('next.delivery_dated', { date: day(view.state.delivery.delivery_date, localeTag) })
                      : t('next.delivery_text')}
                  </span>
                </li>
                <li>
                  <strong>{t('next.invoice_title')}</strong>
                  <span>{t('next.invoice_text')}</span>
                </li>
              </ol>
            </section>
            {backLinks}
          </>
        )}

        {view.phase === 'ready' && view.state.kind === 'unpaid' && (
          <section className={styles.card}>
            <span className={styles.problemIcon}>
              <CardIcon size={28} />
            </span>
            <h1 ref={headingRef} tabIndex={-1}>
              {t('unpaid.title')}
            </h1>
            <p className={styles.lead}>{t(`unpaid.${view.state.status === 'failed' ? 'failed' : view.state.status === 'expired' ? 'expired' : 'canceled'}`)}</p>
            <p>{t('unpaid.nothing_charged')}</p>
            {payError && (
              <Alert tone="danger" role="alert">
                {payError}
              </Alert>
            )}
            <div className={styles.actions}>
              <Button iconStart={<CardIcon />} isLoading={paying} onPress={() => void retryPayment()}>
                {t('unpaid.pay_again', { amount: formatCents(view.state.delivery.total, localeTag) })}
              </Button>
              <ButtonLink to={localize('/dashboard/order-history')} variant="outline">
                {t('to_order_history')}
              </ButtonLink>
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
