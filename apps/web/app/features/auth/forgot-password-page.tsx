import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ArrowLeftIcon, MailIcon } from '../../components/icons.tsx';
import { identityClient } from '../../shell/auth-session.ts';
import { authStore } from '../../shell/auth-store.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { AuthFrame } from './auth-frame.tsx';
import { loadForgotPasswordSchema } from '../../components/auth-schema-loaders.ts';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './auth.module.css';

/**
 * /forgot-password (§2): asks for the e-mail whose link opens /reset-password/{code} in the user's
 * language; then says where to look. The identity service answers the same whether or not the
 * address has an account (so that nobody learns which addresses do), and so does this page: if
 * an account exists, a link was sent.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(loadForgotPasswordSchema, { defaultValues: { email: '' } });

  const send = async (address: string) => {
    setError(null);
    setBusy(true);
    try {
      await identityClient().requestPasswordReset(address.trim());
      setSentTo(address.trim());
    } catch (caught) {
      const text = authErrorText(caught);
      setError(text);
      authStore.setState({ errorMessage: t(text.key) });
    }
    setBusy(false);
  };

  if (sentTo) {
    return (
      <AuthFrame title={t('forgot.sent_title')} icon={<MailIcon />}>
        <div className={styles.status} role="status">
          <p>{t('forgot.sent_text', { email: sentTo })}</p>
          <p className={pageStyles.note}>{t('forgot.sent_hint')}</p>
          <div className={styles.actions}>
            <Button variant="outline" fullWidth isLoading={busy} onPress={() => void send(sentTo)}>
              {t('forgot.send_again')}
            </Button>
            <Link to={localize('/signin')}>{t('forgot.back')}</Link>
          </div>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('forgot.heading')} intro={t('forgot.intro')} icon={<MailIcon />}>
      {error && <AuthErrorAlert error={error} />}
      <Form form={form} className={fieldStyles.fields} aria-label={t('forgot.heading')} onSubmit={(values) => send(values.email)}>
        <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" isRequired />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to={localize('/signin')}>
          <ArrowLeftIcon size={16} style={{ display: 'inline', verticalAlign: '-0.15em' }} /> {t('forgot.back')}
        </Link>
      </p>
    </AuthFrame>
  );
}
