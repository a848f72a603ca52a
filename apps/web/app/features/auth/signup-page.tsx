import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordMinLength } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { SparkleIcon } from '../../components/icons.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { signUpWithEmail } from '../../shell/sign-in-flows.ts';
import { authStore, useAuth } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { AuthFrame } from './auth-frame.tsx';
import { loadSignUpSchema } from './auth-schema-loaders.ts';
import { SignedInCard } from './signed-in-card.tsx';
import { SocialSignIn } from './social-sign-in.tsx';
import fieldStyles from '../../components/field.module.css';
import styles from './auth.module.css';

/**
 * /signup (§2, light header): first name, e-mail, password (at least 6), newsletter and consent.
 * An anonymous visitor is promoted and keeps what it made; then on to the questionnaire.
 */
export function SignUpPage({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('auth');
  const shell = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const state = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(loadSignUpSchema, {
    defaultValues: { firstname: '', email: '', password: '', newsletter: false, consent: false },
  });
  const conditions = marketingUrl('general_conditions', shell.country, shell.language);
  const privacy = marketingUrl('privacy_policy', shell.country, shell.language);
  const questionnaire = localize('/question');

  const registered = state.initialised
    ? state.currentUser && !state.anonymous
      ? { email: state.currentUser.email }
      : null
    : shell.auth.user && !shell.auth.user.anonymous
      ? { email: shell.auth.user.email }
      : null;
  const anonymous = state.initialised ? state.anonymous : (shell.auth.user?.anonymous ?? false);

  if (registered && !busy) {
    return (
      <AuthFrame title={t('signup.heading')} intro={t('signup.already_registered')} icon={<SparkleIcon />}>
        <SignedInCard email={registered.email} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('signup.heading')} intro={t('signup.intro')} icon={<SparkleIcon />} withAside>
      {anonymous && <Alert tone="info">{t('signup.promote_note')}</Alert>}
      {error && <AuthErrorAlert error={error} />}
      {!anonymous && (
        <>
          <SocialSignIn providers={providers} returnTo={questionnaire} onError={setError} />
          {providers.length > 0 && <p className={styles.divider}>{t('social.or')}</p>}
        </>
      )}
      <Form
        form={form}
        className={fieldStyles.fields}
        onSubmit={async (values) => {
          setError(null);
          setBusy(true);
          try {
            await signUpWithEmail({
              email: values.email,
              password: values.password,
              firstname: values.firstname,
              newsletter: values.newsletter,
            });
            await navigate(questionnaire);
          } catch (caught) {
            const text = authErrorText(caught);
            setError(text);
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
          {anonymous ? t('signup.submit_promote') : t('signup.submit')}
        </Button>
      </Form>
      <p className={styles.footer}>
        {t('signup.have_account')} <Link to={localize('/signin')}>{t('signup.sign_in')}</Link>
      </p>
    </AuthFrame>
  );
}
