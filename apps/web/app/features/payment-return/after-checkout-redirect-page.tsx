import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ReloadIcon } from '../../components/icons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { latestPaymentStatus, settledPath, type AfterCheckoutData } from './after-checkout-redirect-data.ts';
import { usePaymentPolling } from './payment-polling.ts';
import { WaitingState } from './waiting-state.tsx';
import cardStyles from '../../components/card.module.css';
import styles from './payment-return.module.css';

/**
 * /after-checkout-redirect (issue 5, light header, login): where the payer lands after the
 * payment provider. Its loader reads the payment's state (`latest_payment/?checkout=true&is_shop=false`):
 * paid → the thank-you page; failed, canceled or expired → back to the checkout, which says so and
 * offers a retry; open or pending → this visible waiting state, which asks again every 2 s for
 * about 2 minutes, then offers to check again or pay again.
 */
export function AfterCheckoutRedirectPage({ data }: { data: AfterCheckoutData }) {
  return <div className={`container ${styles.page}`}>{data.kind === 'waiting' ? <PaymentWait deliveryUrl={data.deliveryUrl} /> : <NoPayment />}</div>;
}

function PaymentWait({ deliveryUrl }: { deliveryUrl: string }) {
  const { t } = useTranslation('payment_return');
  const api = useApiClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();

  const read = useCallback((signal: AbortSignal) => latestPaymentStatus(api, deliveryUrl, signal), [api, deliveryUrl]);
  const { state, restart } = usePaymentPolling(read, { answered: true });

  useEffect(() => {
    if (state.phase === 'final') void navigate(localize(settledPath(state.decision, deliveryUrl)), { replace: true });
  }, [state, deliveryUrl, navigate, localize]);

  if (state.phase === 'error') {
    if (state.error instanceof ApiError && state.error.status === 404) return <NoPayment />;
    return (
      <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="payment-error-title">
        <h1 id="payment-error-title">{t('after.error_title')}</h1>
        <Alert tone="danger" role="alert">
          {t('after.error_text')}
        </Alert>
        <div className={styles.actions}>
          <Button iconStart={<ReloadIcon />} onPress={restart}>
            {t('after.check_again')}
          </Button>
          <ButtonLink to={localize('/checkout')} variant="outline">
            {t('after.to_checkout')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (state.phase === 'still_waiting') {
    return (
      <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="still-waiting-title">
        <h1 id="still-waiting-title">{t('after.still_waiting_title')}</h1>
        <p className={styles.lead} role="status">
          {t('after.still_waiting_text')}
        </p>
        <div className={styles.actions}>
          <Button iconStart={<ReloadIcon />} onPress={restart}>
            {t('after.check_again')}
          </Button>
          <ButtonLink to={localize('/checkout')} variant="outline">
            {t('after.pay_again')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <WaitingState
      title={state.phase === 'final' && state.decision.kind === 'paid' ? t('after.paid') : t('after.checking_title')}
      text={state.phase === 'waiting' ? t('after.waiting_text') : t('after.checking_text')}
    />
  );
}

function NoPayment() {
  const { t } = useTranslation('payment_return');
  const localize = useLocalizedPath();
  return (
    <section className={`${cardStyles.panel} ${cardStyles.panelRoomy} ${styles.panel}`} aria-labelledby="no-payment-title">
      <h1 id="no-payment-title">{t('after.no_payment_title')}</h1>
      <Alert tone="info" role="alert">
        {t('after.no_payment_text')}
      </Alert>
      <div className={styles.actions}>
        <ButtonLink to={localize('/checkout')}>{t('after.to_checkout')}</ButtonLink>
      </div>
    </section>
  );
}
