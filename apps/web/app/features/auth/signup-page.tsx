import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { SparkleIcon } from '../../components/icons.tsx';
import { SignUpForm } from '../../components/sign-up-form.tsx';
import { SocialSignIn } from '../../components/social-sign-in.tsx';
import { useAuth } from '../../shell/auth-store.ts';
import type { AuthErrorText } from '../../shell/auth-errors.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useAnonymousAccount } from '../../shell/use-anonymous-account.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { AuthFrame } from './auth-frame.tsx';
import { SignedInCard } from './signed-in-card.tsx';
import formStyles from '../../components/account-forms.module.css';
import styles from './auth.module.css';

/**
 * /signup (§2, light header), for whoever wants an account first: the sign-up form, then on to the
 * questionnaire. An anonymous visitor is promoted and keeps what it made. (The home page starts the
 * questionnaire without an account; the order summary asks for one before payment.)
 */
export function SignUpPage({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('auth');
  const shell = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const state = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [done, setDone] = useState(false);
  const questionnaire = localize('/question');

  const registered = state.initialised
    ? state.currentUser && !state.anonymous
      ? { email: state.currentUser.email }
      : null
    : shell.auth.user && !shell.auth.user.anonymous
      ? { email: shell.auth.user.email }
      : null;
  const anonymous = useAnonymousAccount();

  // Not once the account was just made here: the page is on its way to the questionnaire.
  if (registered && !done) {
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
          {providers.length > 0 && <p className={formStyles.divider}>{t('social.or')}</p>}
        </>
      )}
      <SignUpForm
        submitLabel={anonymous ? t('signup.submit_promote') : t('signup.submit')}
        onError={setError}
        onSignedUp={async () => {
          setDone(true);
          await navigate(questionnaire);
        }}
      />
      <p className={styles.footer}>
        {t('signup.have_account')} <Link to={localize('/signin')}>{t('signup.sign_in')}</Link>
      </p>
    </AuthFrame>
  );
}
