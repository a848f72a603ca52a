import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deliveryList } from '@brokkie/contracts/delivery';
import { payment as paymentSchema } from '@brokkie/contracts/payment';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ReloadIcon } from '../../components/icons.tsx';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady } from '../../shell/auth-session.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { usePaymentPolling } from './payment-polling.ts';
import { WaitingState } from './waiting-state.tsx';
import styles from './payment-return.module.css';

/** No first delivery to look at: the checkout is where the customer belongs. */
class NoDelivery extends Error {}

/** The delivery of `?delivery=12`, else the customer's newest first delivery. */
export async function deliveryUrlFor(api: ApiClient, param: string | null): Promise<string> {
  if (param && /^[1-9]\d{0,9}$/.test(param)) return `/delivery/${param}/`;
  const page = await api.get('/delivery/', { query: { limit: 1000 }, schema: deliveryList });
  const newest = page.results
    .filter((delivery) => delivery.kind === 'first')
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
  if (!newest) throw new NoDelivery();
  return newest.url;
}

/**
 * /after-checkout-redirect (issue 5, light header, login): where the payer lands after the
 * payment provider. It reads the payment's state (`latest_payment/?checkout=true&is_shop=false`):
 * paid → the thank-you page; open or pending → a visible waiting state that asks again every 2 s
 * for about 2 minutes, then offers to check again or pay again; failed, canceled or expired →
 * back to the checkout, which says so and offers a retry.
 */
export function AfterCheckoutRedirectPage() {
  const { t } = useTranslation('payment_return');
  const api = useApiClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const deliveryParam = params.get('delivery');
  const deliveryUrl = useRef<string | null>(null);

  const read = useCallback(
    async (signal: AbortSignal) => {
      await authReady();
      deliveryUrl.current ??= await deliveryUrlFor(api, deliveryParam);
      const latest = await api.get(`${deliveryUrl.current}latest_payment/`, {
        query: { checkout: 'true', is_shop: 'false' },
        schema: paymentSchema,
        signal,
      });
      return latest.status;
    },
    [api, deliveryParam],
  );
  const { state, restart } = usePaymentPolling(read);

  useEffect(() => {
    if (state.phase !== 'final') return;
    const id = deliveryUrl.current ? idFromResourceUrl(deliveryUrl.current) : undefined;
    const query = id === undefined ? '' : `?delivery=${id}`;
    if (state.decision.kind === 'paid') void navigate(`${localize('/thank-you')}${query}`, { replace: true });
    else void navigate(`${localize('/checkout')}?payment=${state.decision.status}`, { replace: true });
  }, [state, navigate, localize]);

  const noPayment =
    state.phase === 'error' && (state.error instanceof NoDelivery || (state.error instanceof ApiError && state.error.status === 404));

  return (
    <div className={`container ${styles.page}`}>
      {(state.phase === 'checking' || state.phase === 'waiting' || state.phase === 'final') && (
        <WaitingState
          title={state.phase === 'final' && state.decision.kind === 'paid' ? t('after.paid') : t('after.checking_title')}
          text={state.phase === 'waiting' ? t('after.waiting_text') : t('after.checking_text')}
        />
      )}
      {state.phase === 'still_waiting' && (
        <section className={styles.panel} aria-labelledby="still-waiting-title">
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
      )}
      {state.phase === 'error' && (
        <section className={styles.panel} aria-labelledby="payment-error-title">
          <h1 id="payment-error-title">{noPayment ? t('after.no_payment_title') : t('after.error_title')}</h1>
          <Alert tone={noPayment ? 'info' : 'danger'} role="alert">
            {noPayment ? t('after.no_payment_text') : t('after.error_text')}
          </Alert>
          <div className={styles.actions}>
            {!noPayment && (
              <Button iconStart={<ReloadIcon />} onPress={restart}>
                {t('after.check_again')}
              </Button>
            )}
            <ButtonLink to={localize('/checkout')} variant={noPayment ? 'primary' : 'outline'}>
              {t('after.to_checkout')}
            </ButtonLink>
          </div>
        </section>
      )}
    </div>
  );
}
