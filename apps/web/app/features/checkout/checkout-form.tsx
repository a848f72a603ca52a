import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatCents } from '@brokkie/domain/format';
import type { FieldPath } from 'react-hook-form';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AddressCountry } from '@brokkie/contracts/address';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import type { Customer } from '@brokkie/contracts/customer';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { CardIcon } from '../../components/icons.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { AddressFields, type CountryOption } from './address-fields.tsx';
import { checkoutSchema, initialCheckoutValues, savedAddresses, type CheckoutFormValues } from './checkout-schema.ts';
import type { CheckoutFailure, SavedAddressUrls } from './checkout-submit.ts';
import { DeliveryDateChoice } from './delivery-date-choice.tsx';
import { OrderRecap } from './order-recap.tsx';
import type { RecapNames } from './order-lines.ts';
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
  beforePay,
}: {
  checkout: CheckoutResponse;
  customer: Customer | null;
  names: RecapNames;
  site: CheckoutSite;
  paymentProblem: PaymentProblem | null;
  /** Runs just before Pay submits (the page makes sure the app knows the customer the action updates). */
  beforePay?: () => void;
}) {
  const { t } = useTranslation('checkout');
  // Pay submits the form's values to the route's action, which saves everything and starts the
  // payment; it answers with a document redirect to the provider, or with what went wrong.
  const payment = useFetcher<CheckoutFailure>();
  const schema = useMemo(() => checkoutSchema(site.telephoneCode), [site.telephoneCode]);
  const form = useValidatedForm(schema, {
    defaultValues: initialCheckoutValues(checkout, customer, { country: site.country, telephoneCode: site.telephoneCode }, paymentProblem !== null),
  });
  const busy = payment.state !== 'idle';
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

  const pay = (values: CheckoutFormValues) => {
    // A second press while the first is on its way does nothing (the API would also refuse a second payment).
    if (working.current) return;
    working.current = true;
    setProblems([]);
    beforePay?.();
    void payment.submit(
      {
        intent: 'pay',
        // Spread into plain objects: JSON has no interfaces.
        values: { ...values, delivery: { ...values.delivery }, billing: { ...values.billing } },
        delivery: { id: checkout.delivery.id, url: checkout.delivery.url },
        telephoneCode: site.telephoneCode,
        addresses: { ...saved.current },
      },
      jsonSubmission,
    );
  };

  // A failure, told once as it arrives: on its fields and in the alert; what was typed stays. On
  // success the provider's page (or the after-checkout page) replaces this one, busy until then.
  const failure = payment.data;
  useEffect(() => {
    if (!failure) return;
    working.current = false;
    // The next press updates the addresses this one saved instead of adding more.
    saved.current = failure.addresses;
    if (failure.cause === 'other') {
      setProblems([t('errors.generic')]);
      setFocusProblems((n) => n + 1);
      return;
    }
    const paths = Object.keys(failure.fields) as (keyof typeof failure.fields)[];
    for (const path of paths) form.setError(path as FieldPath<CheckoutFormValues>, { type: 'server', message: failure.fields[path] });
    setProblems(failure.cause === 'api' ? failure.general : [t('errors.network')]);
    if (paths[0]) form.setFocus(paths[0] as FieldPath<CheckoutFormValues>);
    else setFocusProblems((n) => n + 1);
    // Only a new answer is news (the form's methods are the same form's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

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
