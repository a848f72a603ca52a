import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressCountries, type AddressCountry } from '@brokkie/contracts/address';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import { Alert } from '../../components/alert.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { authStore } from '../../shell/auth-store.ts';
import { deliveryEcommerce, pushEcommerce } from '../../shell/data-layer.ts';
import { useShellData, type ShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { CheckoutData } from './checkout-data.ts';
import { CheckoutForm, type CheckoutSite, type PaymentProblem } from './checkout-form.tsx';
import { PageBody } from '../../components/page-layout.tsx';
import styles from './checkout.module.css';

const paymentProblems: readonly PaymentProblem[] = ['failed', 'canceled', 'expired'];

function isAddressCountry(value: string | undefined): value is AddressCountry {
  return (addressCountries as readonly string[]).includes(value ?? '');
}

/**
 * /checkout (issue 5, light header, login): the customer's unpaid first delivery, the form that
 * completes it and the payment. Coming back from a failed, canceled or expired payment
 * (?payment=…, set by /after-checkout-redirect), it says so and offers to pay again.
 */
export function CheckoutPage({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('checkout');
  const shell = useShellData();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const problemParam = params.get('payment');
  const paymentProblem = paymentProblems.find((problem) => problem === problemParam) ?? null;

  // The route's action saves the customer through the app's store (PATCH /customer/{id}/); the
  // store may not have read the account yet when the visit starts here, the loader has.
  const knowCustomer = () => {
    if (data.state === 'ready' && data.customer && !authStore.getState().customer) {
      authStore.setState({ customer: data.customer, newsletter: data.customer.newsletter });
    }
  };

  // The checkout opened on a box to pay: begin_checkout in the data layer.
  const checkoutDelivery = data.state === 'ready' ? data.checkout.delivery : undefined;
  useEffect(() => {
    if (checkoutDelivery) pushEcommerce('begin_checkout', deliveryEcommerce(checkoutDelivery));
    // Once per box: the same delivery read again (an address saved) is the same checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutDelivery?.id]);

  return (
    <PageBody standalone>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {data.state === 'none' && (
        <Alert tone="info" title={t('empty.title')}>
          <p>{t('empty.text')}</p>
          <ButtonLink to={localize('/order-summary')} variant="secondary" size="sm" className={styles.retry}>
            {t('empty.link')}
          </ButtonLink>
        </Alert>
      )}
      {data.state === 'paid' && (
        <Alert tone="success" title={t('already_paid.title')}>
          <p>{t('already_paid.text')}</p>
          <ButtonLink to={`${localize('/thank-you')}?delivery=${data.deliveryId}`} variant="secondary" size="sm" className={styles.retry}>
            {t('already_paid.link')}
          </ButtonLink>
        </Alert>
      )}
      {data.state === 'ready' && (
        <CheckoutForm
          checkout={data.checkout}
          customer={data.customer}
          names={data.names}
          site={siteOf(shell, data.checkout, localize('/after-checkout-redirect'), (code, fallback) =>
            t('layout:country.names.' + code, { defaultValue: fallback }),
          )}
          paymentProblem={paymentProblem}
          beforePay={knowCustomer}
        />
      )}
    </PageBody>
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
