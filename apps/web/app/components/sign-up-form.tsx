import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordMinLength } from '@brokkie/domain/validation-rules';
import { Button } from './button.tsx';
import { Form, useValidatedForm } from './form.tsx';
import { FormCheckbox } from './form-checkbox.tsx';
import { FormTextField } from './form-text-field.tsx';
import { marketingUrl } from './marketing-url.ts';
import { loadSignUpSchema } from './auth-schema-loaders.ts';
import { signUpWithEmail } from '../shell/sign-in-flows.ts';
import { authStore } from '../shell/auth-store.ts';
import { useShellData } from '../shell/shell-data.ts';
import { authErrorText, type AuthErrorText } from '../shell/auth-errors.ts';
import fieldStyles from './field.module.css';
import styles from './account-forms.module.css';

/**
 * The sign-up form (§4): first name, e-mail, password, newsletter and consent. The sign-up page
 * and the order summary both use it; an anonymous visitor is promoted (same user, everything it
 * made stays), anyone else gets a new account. `onSignedUp` runs once the account exists.
 */
export function SignUpForm({
  submitLabel,
  onSignedUp,
  onError,
}: {
  submitLabel: string;
  onSignedUp: () => Promise<unknown> | void;
  onError: (error: AuthErrorText | null) => void;
}) {
  const { t } = useTranslation('auth');
  const shell = useShellData();
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(loadSignUpSchema, {
    defaultValues: { firstname: '', email: '', password: '', newsletter: false, consent: false },
  });
  const conditions = marketingUrl('general_conditions', shell.country, shell.language);
  const privacy = marketingUrl('privacy_policy', shell.country, shell.language);

  return (
    <Form
      form={form}
      className={fieldStyles.fields}
      onSubmit={async (values) => {
        onError(null);
        setBusy(true);
        try {
          await signUpWithEmail({ email: values.email, password: values.password, firstname: values.firstname, newsletter: values.newsletter });
          await onSignedUp();
        } catch (caught) {
          const text = authErrorText(caught);
          onError(text);
          authStore.setState({ errorMessage: t(text.key) });
        }
        setBusy(false);
      }}
    >
      <FormTextField name="firstname" label={t('fields.firstname')} autoComplete="given-name" isRequired />
      <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" isRequired />
      <FormTextField
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        isRequired
        description={t('fields.password_hint', { count: passwordMinLength })}
      />
      <FormCheckbox name="newsletter" description={t('signup.newsletter_hint')}>
        {t('signup.newsletter')}
      </FormCheckbox>
      <FormCheckbox name="consent" isRequired>
        {t('signup.consent')}
      </FormCheckbox>
      {(conditions || privacy) && (
        <p className={styles.consentLinks}>
          {conditions && (
            <a href={conditions} target="_blank" rel="noopener noreferrer">
              {t('marketing_links:general_conditions')}
              <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
            </a>
          )}
          {privacy && (
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              {t('marketing_links:privacy_policy')}
              <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
            </a>
          )}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
