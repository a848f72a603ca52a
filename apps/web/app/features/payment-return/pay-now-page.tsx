import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCents, formatDate } from '@brokkie/domain/format';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayNowSummary } from '@brokkie/contracts/billing';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { CardIcon, CheckCircleIcon, ReloadIcon } from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { fetchSummary, settlementStatus, type LinkProblem, type PayNowData, type PayNowOutcome } from './pay-now-data.ts';
import { usePaymentPolling } from './payment-polling.ts';
import { WaitingState } from './waiting-state.tsx';
import cardStyles from '../../components/card.module.css';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import styles from './payment-return.module.css';

const settling: ReadonlySet<PaymentStatus> = new Set(['open', 'pending', 'authorized']);
const problems: ReadonlySet<PaymentStatus> = new Set(['failed', 'canceled', 'expired']);

/**
 * /pay-now (issue 5, no layout, no guard): pays an open invoice from a link with a signed token
 * (`?token=`, e-mailed when a recurring charge failed), without signing in: GET /pay-now/?token=
 * (in the route's loader) for the summary, POST /pay-now/ { token, redirect_url } for the
 * provider's checkout. It shows what is due and a Pay button that goes to the payment provider;
 * back from there (`&returned=1`) it waits for the result, thanks the payer, or offers to try
 * again. A changed or expired link gets a clear message instead.
 */
export function PayNowPage({ data }: { data: PayNowData }) {
  const { t } = useTranslation('payment_return');
  const { localeTag } = useShellData();
  // For the polling's reads while a payment settles; paying is the route's action.
  const api = useApiClient();
  const localize = useLocalizedPath();
  const { token, returned } = data;
  // The loader's answer (read again after paying), then what the polling hears since.
  const [summary, setSummary] = useState<PayNowSummary | null>(data.summary);
  const [problem, setProblem] = useState<LinkProblem | null>(data.problem);
  const [loaded, setLoaded] = useState(data);
  if (loaded !== data) {
    setLoaded(data);
    setSummary(data.summary);
    setProblem(data.problem);
  }
  const payment = useFetcher<PayNowOutcome>();
  const paying = payment.state !== 'idle';
  const payError = !paying && payment.data && !payment.data.ok ? (payment.data.detail ?? t('pay_now.pay_failed')) : null;
  const latest = useRef<PayNowSummary | null>(null);

  const waiting =
    !!summary &&
    (summary.status === 'pending' || (returned && summary.status === 'payable' && !!summary.payment_status && settling.has(summary.payment_status)));

  const read = useCallback(
    async (signal: AbortSignal) => {
      const next = await fetchSummary(api, token, signal);
      latest.current = next;
      return settlementStatus(next);
    },
    [api, token],
  );
  // The summary that says "waiting" has just been read, by the loader or after paying.
  const polling = usePaymentPolling(read, { enabled: waiting, answered: true });
  useEffect(() => {
    if (polling.state.phase === 'final' && latest.current) setSummary(latest.current);
  }, [polling.state]);

  const pay = () => {
    if (paying) return;
    void payment.submit({ intent: 'pay', token }, jsonSubmission);
  };

  // A link that turned out changed or expired while paying: the page says so instead.
  const linkProblem = payment.data?.ok ? payment.data.value.problem : null;
  useEffect(() => {
    if (linkProblem) setProblem(linkProblem);
  }, [linkProblem, payment.data]);

  // Long without an answer, or no answer to a check asked for again: the reader may ask once more.
  const stuck = polling.state.phase === 'still_waiting' || polling.state.phase === 'error';
  const lastAttemptFailed = returned && summary?.status === 'payable' && !!summary.payment_status && problems.has(summary.payment_status);

  return (
    <main id="main" tabIndex={-1} className={styles.standalone}>
      <div className={`container ${styles.narrow}`}>
        <Link to={localize('/')} className={styles.brand} aria-label={t('pay_now.home')}>
          <Logo size="sm" />
        </Link>
        {problem && (
          <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="pay-now-problem">
            <h1 id="pay-now-problem">{t(`pay_now.${problem}_title`)}</h1>
            <p className={styles.lead}>{t(`pay_now.${problem}_text`)}</p>
            <div className={styles.actions}>
              <ButtonLink to={localize('/signin')}>{t('pay_now.sign_in')}</ButtonLink>
            </div>
          </section>
        )}
        {!problem && summary && waiting && !stuck && <WaitingState title={t('pay_now.waiting_title')} text={t('after.waiting_text')} />}
        {!problem && summary && waiting && stuck && (
          <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="pay-now-still">
            <h1 id="pay-now-still">{t('after.still_waiting_title')}</h1>
            <p className={styles.lead} role="status">
              {t('after.still_waiting_text')}
            </p>
            <div className={styles.actions}>
              <Button iconStart={<ReloadIcon />} onPress={polling.restart}>
                {t('after.check_again')}
              </Button>
            </div>
          </section>
        )}
        {!problem && summary?.status === 'paid' && (
          <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="pay-now-paid">
            <span className={styles.successIcon}>
              <CheckCircleIcon size={40} />
            </span>
            <h1 id="pay-now-paid">{t('pay_now.paid_title')}</h1>
            <p className={styles.lead}>{t('pay_now.paid_text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={localize('/dashboard')}>{t('pay_now.to_dashboard')}</ButtonLink>
            </div>
          </section>
        )}
        {!problem && summary?.status === 'payable' && !waiting && (
          <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="pay-now-title">
            <h1 id="pay-now-title">{t('pay_now.title')}</h1>
            <p className={styles.lead}>{t('pay_now.intro')}</p>
            {lastAttemptFailed && (
              <Alert tone="warning" role="alert" title={t('pay_now.not_completed_title')}>
                {t('pay_now.not_completed_text')}
              </Alert>
            )}
            <div className={styles.invoice}>
              <dl className={styles.facts}>
                {summary.invoice_number && (
                  <div>
                    <dt>{t('pay_now.invoice')}</dt>
                    <dd>{summary.invoice_number}</dd>
                  </div>
                )}
                {summary.delivery_date && (
                  <div>
                    <dt>{t('pay_now.delivery_date')}</dt>
                    <dd>{formatDate(`${summary.delivery_date}T12:00:00Z`, localeTag, { dateStyle: 'long' })}</dd>
                  </div>
                )}
              </dl>
              {summary.items.length > 0 && (
                <ul className={styles.items}>
                  {summary.items.map((item, index) => (
                    <li key={`${item.name}-${index}`}>
                      <span>
                        {item.unit_grams
                          ? t('pay_now.item_sized', { count: item.quantity, name: item.name, size: formatFoodWeight(item.unit_grams, localeTag) })
                          : t('pay_now.item', { count: item.quantity, name: item.name })}
                      </span>
                      <span>{formatCents(item.total_incl_vat, localeTag)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.due}>
                <span>{t('pay_now.amount')}</span>
                <strong>{formatCents(summary.amount, localeTag)}</strong>
              </p>
            </div>
            {payError && (
              <Alert tone="danger" role="alert">
                {payError}
              </Alert>
            )}
            <Button size="lg" fullWidth iconStart={<CardIcon />} isLoading={paying} onPress={pay}>
              {t('pay_now.pay', { amount: formatCents(summary.amount, localeTag) })}
            </Button>
            <p className={styles.note}>{t('pay_now.note')}</p>
          </section>
        )}
      </div>
    </main>
  );
}
