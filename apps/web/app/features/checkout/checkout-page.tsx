import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressCountries, type AddressCountry } from '@brokkie/contracts/address';
import { customerList, type Customer } from '@brokkie/contracts/customer';
import { checkoutResponse, type CheckoutResponse } from '@brokkie/contracts/delivery';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ReloadIcon } from '../../components/icons.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { LoadingState } from '../../components/spinner.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady, updateCustomer } from '../../shell/auth-session.ts';
import { authStore } from '../../shell/auth-store.ts';
import { useShellData, type ShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { CheckoutForm, type CheckoutSite, type PaymentProblem } from './checkout-form.tsx';
import { findFirstDelivery } from './first-delivery.ts';
import { loadRecapNames, type NameMap } from './order-lines.ts';
import styles from './checkout.module.css';


const paymentProblems: readonly PaymentProblem[] = ['failed', 'canceled', 'expired'];

function isAddressCountry(value: string | undefined): value is AddressCountry {
  return (addressCountries as readonly string[]).includes(value ?? '');
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'none' }
  | { state: 'paid'; deliveryId: number }
  | { state: 'ready'; checkout: CheckoutResponse; customer: Customer | null; names: { products: NameMap; animals: NameMap } };

async function signedInCustomer(api: ReturnType<typeof useApiClient>): Promise<Customer | null> {
  const known = authStore.getState().customer;
  if (known) return known;
  const own = (await api.get('/customer/', { schema: customerList })).results[0] ?? null;
  // The store feeds updateCustomer (PATCH /customer/{id}/) and the rest of the app.
  if (own) authStore.setState({ customer: own, newsletter: own.newsletter });
  return own;
}

/**
 * /checkout (issue 5, light header, login): the customer's unpaid first delivery, the form that
 * completes it and the payment. Coming back from a failed, canceled or expired payment
 * (?payment=…, set by /after-checkout-redirect), it says so and offers to pay again.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const shell = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const problemParam = params.get('payment');
  const paymentProblem = paymentProblems.find((problem) => problem === problemParam) ?? null;

  useEffect(() => {
    let active = true;
    setLoaded({ state: 'loading' });
    void (async () => {
      await authReady();
      const first = await findFirstDelivery(api);
      if (!active) return;
      if (first.kind === 'none') return setLoaded({ state: 'none' });
      if (first.kind === 'paid') return setLoaded({ state: 'paid', deliveryId: first.delivery.id });
      const [checkout, customer, names] = await Promise.all([
        api.get(`${first.delivery.url}checkout/`, { schema: checkoutResponse }),
        signedInCustomer(api),
        loadRecapNames(api, first.delivery.country),
      ]);
      if (active) setLoaded({ state: 'ready', checkout, customer, names });
    })().catch((error: unknown) => {
      console.error('[checkout] could not load the checkout', error);
      if (active) setLoaded({ state: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [api, attempt]);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {loaded.state === 'loading' && <LoadingState label={t('loading')} />}
      {loaded.state === 'failed' && (
        <Alert tone="danger" role="alert" title={t('load_failed.title')}>
          <p>{t('load_failed.text')}</p>
          <Button variant="secondary" size="sm" iconStart={<ReloadIcon />} className={styles.retry} onPress={() => setAttempt((n) => n + 1)}>
            {t('load_failed.retry')}
          </Button>
        </Alert>
      )}
      {loaded.state === 'none' && (
        <Alert tone="info" title={t('empty.title')}>
          <p>{t('empty.text')}</p>
          <ButtonLink to={localize('/order-summary')} variant="secondary" size="sm" className={styles.retry}>
            {t('empty.link')}
          </ButtonLink>
        </Alert>
      )}
      {loaded.state === 'paid' && (
        <Alert tone="success" title={t('already_paid.title')}>
          <p>{t('already_paid.text')}</p>
          <ButtonLink to={`${localize('/thank-you')}?delivery=${loaded.deliveryId}`} variant="secondary" size="sm" className={styles.retry}>
            {t('already_paid.link')}
          </ButtonLink>
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <CheckoutForm
          checkout={loaded.checkout}
          customer={loaded.customer}
          names={loaded.names}
          site={siteOf(shell, loaded.checkout, localize('/after-checkout-redirect'), (code, fallback) =>
            t('layout:country.names.' + code, { defaultValue: fallback }),
          )}
          paymentProblem={paymentProblem}
          updateCustomer={updateCustomer}
        />
      )}
    </div>
  );
}

/** The country, phone code, names and links the form needs from the shell. */
function siteOf(
  shell: ShellData,
  checkout: CheckoutResponse,
  afterCheckoutPath: string,
  countryName: (code: string, fallback: string) => string,
): CheckoutSite {
  // The site's country (§4); a host without one falls back to the country the delivery is priced for.
  const siteCountry = shell.country?.short_name;
  const country: AddressCountry = isAddressCountry(siteCountry) ? siteCountry : checkout.delivery.country;
  const countryData = shell.countries.find((candidate) => candidate.short_name === country);
  return {
    country,
    countryName: countryName(country, countryData?.name ?? country),
    telephoneCode: countryData?.telephone_code ?? '',
    localeTag: shell.localeTag,
    countries: shell.countries
      .filter((candidate) => isAddressCountry(candidate.short_name))
      .map((candidate) => ({ value: candidate.short_name as AddressCountry, label: countryName(candidate.short_name, candidate.name) })),
    lookupKey: shell.config.addressLookupKey,
    conditionsUrl: marketingUrl('general_conditions', shell.country, shell.language),
    afterCheckoutPath,
  };
}
