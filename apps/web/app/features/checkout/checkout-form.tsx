import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AddressCountry } from '@brokkie/contracts/address';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import type { Customer, CustomerUpdate } from '@brokkie/contracts/customer';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { CardIcon } from '../../components/icons.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { AddressFields, type CountryOption } from './address-fields.tsx';
import { checkoutSchema, initialCheckoutValues, savedAddresses, type CheckoutFormValues } from './checkout-schema.ts';
import { CheckoutSubmitError, submitCheckout, type SavedAddressUrls } from './checkout-submit.ts';
import { DeliveryDateChoice } from './delivery-date-choice.tsx';
import { OrderRecap } from './order-recap.tsx';
import type { NameMap } from './order-lines.ts';
import { PhoneField } from './phone-field.tsx';
import cardStyles from '../../components/card.module.css';
import styles from './checkout.module.css';

export interface CheckoutSite {
  country: AddressCountry;
  countryName: string;
  telephoneCode: string;
  localeTag: string;
  countries: CountryOption[];
  lookupKey: string;
  conditionsUrl: string;
  /** Localized path of the after-checkout page (without query). */
  afterCheckoutPath: string;
}

export type PaymentProblem = 'failed' | 'canceled' | 'expired';

function Section({ title, hint, children, className }: { title: string; hint?: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section className={[cardStyles.panel, cardStyles.panelLow, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </section>
  );
}

/**
 * The checkout form (issue 5): details, delivery address (with the lookup), optional billing
 * address, delivery date, the order recap, consent and Pay. Pay saves everything and sends the
 * customer to the payment provider; it cannot start two payments (it ignores presses while
 * working, and the API keeps one open payment per delivery). API errors land on their fields or
 * in an alert; what was typed stays.
 */
export function CheckoutForm({
  checkout,
  customer,
  names,
  site,
  paymentProblem,
  updateCustomer,
}: {
  checkout: CheckoutResponse;
  customer: Customer | null;
  names: { products: NameMap; animals: NameMap };
  site: CheckoutSite;
  paymentProblem: PaymentProblem | null;
  updateCustomer: (update: CustomerUpdate) => Promise<unknown>;
}) {
  const { t } = useTranslation('checkout');
  const api = useApiClient();
  const navigate = useNavigate();
  const schema = useMemo(() => checkoutSchema(site.telephoneCode), [site.telephoneCode]);
  const form = useValidatedForm(schema, {
    defaultValues: initialCheckoutValues(checkout, customer, { country: site.country, telephoneCode: site.telephoneCode }, paymentProblem !== null),
  });
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const working = useRef(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  // The alert is rendered first, focused after: an empty, hidden container cannot take focus.
  const [focusProblems, setFocusProblems] = useState(0);
  useEffect(() => {
    if (focusProblems > 0) problemsRef.current?.focus();
  }, [focusProblems]);
  const saved = useRef<SavedAddressUrls>(
    (() => {
      const existing = savedAddresses(checkout);
      return {
        delivery: existing.delivery?.country === site.country ? existing.delivery.url : undefined,
        billing: existing.billing?.url,
      };
    })(),
  );
  const billingDiffers = form.watch('billing_differs');
  const chosenDate = form.watch('delivery_date');

  const pay = async (values: CheckoutFormValues) => {
    // A second press while the first is on its way does nothing (the API would also refuse a second payment).
    if (working.current) return;
    working.current = true;
    setBusy(true);
    setProblems([]);
    const query = `?delivery=${checkout.delivery.id}`;
    try {
      const outcome = await submitCheckout(api, {
        values,
        delivery: checkout.delivery,
        telephoneCode: site.telephoneCode,
        redirectUrl: `${site.afterCheckoutPath}${query}`,
        addresses: saved.current,
        updateCustomer,
      });
      if (outcome.kind === 'redirect') {
        // Busy until the provider's page replaces this one.
        window.location.assign(outcome.checkoutUrl);
        return;
      }
      await navigate(`${site.afterCheckoutPath}${query}`);
    } catch (error) {
      working.current = false;
      setBusy(false);
      if (!(error instanceof CheckoutSubmitError)) {
        console.error('[checkout] payment not started', error);
        setProblems([t('errors.generic')]);
        setFocusProblems((n) => n + 1);
        return;
      }
      const paths = Object.keys(error.fields) as (keyof typeof error.fields)[];
      for (const path of paths) form.setError(path as FieldPath<CheckoutFormValues>, { type: 'server', message: error.fields[path] });
      if (error.cause instanceof ApiError) setProblems(error.general);
      else {
        // No answer at all (network): nothing is known to have happened, pressing Pay again is safe.
        console.error('[checkout] payment not started', error.cause);
        setProblems([t('errors.network')]);
      }
      if (paths[0]) form.setFocus(paths[0] as FieldPath<CheckoutFormValues>);
      else setFocusProblems((n) => n + 1);
    }
  };

  const total = formatCents(checkout.cart.total, site.localeTag);

  return (
    <>
      {paymentProblem && (
        <Alert tone="warning" role="alert" title={t(`payment_problem.${paymentProblem}.title`)} className={styles.problem}>
          <p>{t(`payment_problem.${paymentProblem}.text`)}</p>
          <Button variant="secondary" size="sm" className={styles.retry} isDisabled={busy} onPress={() => void form.handleSubmit(pay)()}>
            {t('payment_problem.retry')}
          </Button>
        </Alert>
      )}
      <Form form={form} onSubmit={pay} className={styles.layout} aria-label={t('form_label')}>
        <Section title={t('details.heading')} className={styles.details}>
          <div className={styles.row}>
            <FormTextField name="firstname" label={t('fields.firstname')} autoComplete="given-name" isRequired className={styles.half} />
            <FormTextField name="lastname" label={t('fields.lastname')} autoComplete="family-name" isRequired className={styles.half} />
          </div>
          <PhoneField
            name="phone"
            label={t('fields.phone')}
            telephoneCode={site.telephoneCode}
            description={t('fields.phone_hint', { code: site.telephoneCode, country: site.countryName })}
          />
        </Section>

        <Section title={t('address.heading')} hint={t('address.hint')} className={styles.address}>
          <AddressFields prefix="delivery" countries={site.countries} fixedCountry={site.country} lookupKey={site.lookupKey} />
          <FormCheckbox name="billing_differs" description={t('billing.toggle_hint')}>
            {t('billing.toggle')}
          </FormCheckbox>
        </Section>

        {billingDiffers && (
          <Section title={t('billing.heading')} className={styles.billing}>
            <AddressFields prefix="billing" countries={site.countries} lookupKey={site.lookupKey} />
          </Section>
        )}

        <section className={`${cardStyles.panel} ${cardStyles.panelLow} ${styles.date}`}>
          <DeliveryDateChoice name="delivery_date" dates={checkout.delivery_dates} localeTag={site.localeTag} />
        </section>

        <div className={styles.recapSlot}>
          <OrderRecap checkout={checkout} names={names} localeTag={site.localeTag} deliveryDate={chosenDate} />
        </div>

        <section className={`${cardStyles.panel} ${cardStyles.panelLow} ${styles.pay}`} aria-label={t('pay.region')}>
          <FormCheckbox name="consent" isRequired>
            {t('pay.consent')}
          </FormCheckbox>
          {site.conditionsUrl && (
            <p className={styles.conditions}>
              <a href={site.conditionsUrl} target="_blank" rel="noopener noreferrer">
                {t('pay.read_conditions')}
                <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
              </a>
            </p>
          )}
          <div ref={problemsRef} tabIndex={-1} className={styles.problems}>
            {problems.length > 0 && (
              <Alert tone="danger" role="alert" title={t('errors.title')}>
                {problems.length === 1 ? (
                  <p>{problems[0]}</p>
                ) : (
                  <ul>
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
          </div>
          <Button type="submit" size="lg" fullWidth isLoading={busy} iconStart={<CardIcon />}>
            {busy ? t('pay.working') : t('pay.submit', { total })}
          </Button>
          <p className={styles.payNote}>{t('pay.note')}</p>
        </section>
      </Form>
    </>
  );
}
