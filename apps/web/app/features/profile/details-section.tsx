import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Customer } from '@brokkie/contracts/customer';
import type { Language } from '@brokkie/contracts/reference-data';
import { addValidationIssue, max, required, zodRule } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { updateCustomer } from '../../shell/auth-session.ts';
import { useShellData } from '../../shell/shell-data.ts';
import fieldStyles from '../../components/field.module.css';
import { Section } from './profile-section.tsx';
import styles from './profile.module.css';

export const nameMaxLength = 150;
const phonePattern = /^$|^\+?[0-9][0-9 ()./-]{5,30}$/;

const detailsSchema = z.object({
  firstname: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
  lastname: z.string().superRefine(zodRule(max, nameMaxLength)),
  phone: z.string().superRefine((value, ctx) => addValidationIssue(ctx, phonePattern.test(value.trim()) ? null : { key: 'profile.details.phone_invalid' })),
  preferedLanguage: z.string().nullable(),
  newsletter: z.boolean(),
});

/** The message of a failed product API call: its translated detail, or the generic §8 sentence. */
function apiErrorMessage(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError && error.detail ? error.detail : t('auth:errors.other');
}

function languageOptions(languages: Language[], countryLanguages: string[] | undefined) {
  const offered = countryLanguages ? languages.filter((language) => countryLanguages.includes(language.url)) : languages;
  return offered.map((language) => ({ value: language.url, label: language.name }));
}

/** Name, phone, preferred language and newsletter of the customer; read-only for staff (customer_override). */
export function DetailsSection({ customer, readOnly }: { customer: Customer; readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const { languages, country } = useShellData();
  const options = useMemo(() => {
    const list = languageOptions(languages, country?.languages);
    // A language the country does not offer stays visible while it is the customer's choice.
    const chosen = customer.prefered_language && languages.find((language) => language.url === customer.prefered_language);
    return chosen && !list.some((option) => option.value === chosen.url) ? [...list, { value: chosen.url, label: chosen.name }] : list;
  }, [languages, country, customer.prefered_language]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(detailsSchema, {
    defaultValues: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone,
      preferedLanguage: customer.prefered_language,
      newsletter: customer.newsletter,
    },
  });

  return (
    <Section id="profile-details" icon={<UserIcon />} title={t('details.title')} text={t('details.text')}>
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-labelledby="profile-details"
        onSubmit={async (values) => {
          setError(null);
          setBusy(true);
          try {
            await updateCustomer({
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              phone: values.phone.trim(),
              prefered_language: values.preferedLanguage,
              newsletter: values.newsletter,
            });
            toast.success(t('details.saved'));
          } catch (caught) {
            // Field messages of the API are translated already; they show under their fields.
            if (caught instanceof ApiError) {
              const fields: Record<string, 'firstname' | 'lastname' | 'phone' | 'preferedLanguage'> = {
                firstname: 'firstname',
                lastname: 'lastname',
                phone: 'phone',
                prefered_language: 'preferedLanguage',
              };
              for (const [field, messages] of Object.entries(caught.fields)) {
                const name = fields[field];
                if (name && messages[0]) form.setError(name, { message: messages[0] });
              }
            }
            setError(apiErrorMessage(caught, t));
          }
          setBusy(false);
        }}
      >
        <div className={fieldStyles.pair}>
          <FormTextField name="firstname" label={t('details.firstname')} autoComplete="given-name" isRequired isDisabled={readOnly} />
          <FormTextField name="lastname" label={t('details.lastname')} autoComplete="family-name" isDisabled={readOnly} />
          <FormTextField
            name="phone"
            label={t('details.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            description={t('details.phone_hint')}
            isDisabled={readOnly}
          />
          <FormSelectField
            name="preferedLanguage"
            label={t('details.language')}
            placeholder={t('details.language_placeholder')}
            description={t('details.language_hint')}
            options={options}
            isDisabled={readOnly}
          />
        </div>
        <FormCheckbox name="newsletter" description={t('details.newsletter_hint')} isDisabled={readOnly}>
          {t('details.newsletter')}
        </FormCheckbox>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy} isDisabled={readOnly}>
            {t('details.save')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
