import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Card } from '../../components/card.tsx';
import { UserIcon } from '../../components/icons.tsx';
import { SignUpForm } from '../../components/sign-up-form.tsx';
import { SocialSignIn } from '../../components/social-sign-in.tsx';
import { authErrorTexts, type AuthErrorText } from '../../shell/auth-errors.ts';
import { useAuth } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { finishSocialSignIn } from '../../shell/sign-in-flows.ts';
import { useAnonymousAccount } from '../../shell/use-anonymous-account.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import formStyles from '../../components/account-forms.module.css';
import styles from './order-summary.module.css';

/** The query parameter a social provider comes back with after it was linked here. */
const linkedParam = 'account';

/**
 * The account, asked for on the order summary before payment (issue 16): a visitor who got a plan
 * and a price without one creates it here, with e-mail and password or a social provider. Both
 * promote the anonymous account (§4), so the pets, their plans and this order stay as they are.
 * Then on to the extras, as the "continue" button would.
 */
export function AccountStep({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('order_summary');
  const { t: tAuth } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [error, setError] = useState<AuthErrorText | null>(() => (params.get('error') ? authErrorTexts.other : null));
  const back = `${localize('/order-summary')}?${new URLSearchParams({ [linkedParam]: 'linked' })}`;
  return (
    <Card as="section" padding="lg" className={styles.accountStep} aria-labelledby="order-summary-account-title">
      <div className={styles.accountHead}>
        <span className={styles.accountIcon} aria-hidden="true">
          <UserIcon />
        </span>
        <div>
          <h2 id="order-summary-account-title" className={styles.panelTitle}>
            {t('account.title')}
          </h2>
          <p className={styles.accountText}>{t('account.text')}</p>
        </div>
      </div>
      {error && <AuthErrorAlert error={error} />}
      {providers.length > 0 && (
        <>
          <SocialSignIn providers={providers} returnTo={back} link onError={setError} />
          <p className={formStyles.divider}>{tAuth('social.or')}</p>
        </>
      )}
      <SignUpForm
        submitLabel={t('account.submit')}
        onError={setError}
        onSignedUp={async () => {
          const next = new URLSearchParams(params);
          next.delete('error');
          setParams(next, { replace: true });
          await navigate(localize('/cross-sells'));
        }}
      />
    </Card>
  );
}

/**
 * Back from a social provider linked on the order summary: the profile update of a new account
 * (its first name from the provider, `jr_signed-up`, the lead conversion, §4) and a word that it
 * worked; the parameter then leaves the address.
 */
export function LinkedAccountNotice() {
  const { t } = useTranslation('order_summary');
  const [params, setParams] = useSearchParams();
  const anonymous = useAnonymousAccount();
  const { initialised } = useAuth();
  const [saved, setSaved] = useState(false);
  const returned = params.get(linkedParam) === 'linked';
  useEffect(() => {
    if (!returned || !initialised || anonymous) return;
    void finishSocialSignIn('signup').then(() => {
      setSaved(true);
      const next = new URLSearchParams(params);
      next.delete(linkedParam);
      setParams(next, { replace: true });
    });
    // Once, when the page is back with the linked provider and the account is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned, initialised, anonymous]);
  return saved ? (
    <Alert tone="success" role="status">
      {t('account.saved')}
    </Alert>
  ) : null;
}
