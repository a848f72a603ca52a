import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { internalAccountErrorCode } from '@brokkie/contracts/identity-codes';
import { Button } from '../../components/button.tsx';
import { deferredPart } from '../../components/deferred-part.tsx';
import { ArrowRightIcon, LogInIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { popupParams } from '../../shell/reauthentication-popup.ts';
import { authCallbackParam, finishSocialSignIn, signInAnonymously } from '../../shell/sign-in-flows.ts';
import { authStore, useAuth } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { authErrorText, authErrorTexts, type AuthErrorText } from '../../shell/auth-errors.ts';
import { AuthFrame } from './auth-frame.tsx';
import { afterSignInPath, safeReturnPath } from './return-url.ts';
import { SignedInCard } from './signed-in-card.tsx';
import { SocialSignIn } from '../../components/social-sign-in.tsx';
import { createValueStore, useValue } from '../../components/value-store.ts';
import type { SignInBusy } from './signin-form.tsx';
import pageStyles from '../../components/page.module.css';
import formStyles from '../../components/account-forms.module.css';
import styles from './auth.module.css';

/**
 * Social sign-in outcomes that show nothing: a refused company account signs out silently (§8),
 * and a visitor who cancelled at the provider knows it.
 */
const silentSocialErrors = new Set([internalAccountErrorCode, 'access_denied']);

/** The e-mail form loads when first used (decision 0022); the route's loaders `preload` it. */
export const { Part: SignInFormPart, preload: preloadSignInForm } = deferredPart('signin-form', () =>
  import('./signin-form.tsx').then((module) => module.SignInForm),
);

/**
 * /signin (§2, §4): e-mail and password, the enabled social providers, "continue without an
 * account" (anonymous), the way to reset a password and to sign up. With `redirect` it goes back
 * there once signed in (the login guard's return URL); it also finishes social sign-ins and runs
 * the re-authentication popup of the profile page.
 */
export function SignInPage({ providers }: { providers: SocialProvider[] }) {
  const [params] = useSearchParams();
  const popupId = params.get(popupParams.id);
  const popupDone = params.get(popupParams.done);
  if (popupDone) return <ReauthPopupStep id={popupDone} provider={null} error={params.get('error')} />;
  if (popupId) return <ReauthPopupStep id={popupId} provider={params.get(popupParams.provider)} error={null} />;
  return <SignInContent providers={providers} />;
}

function SignInContent({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('auth');
  const { locale, auth: serverAuth } = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useAuth();
  const redirect = params.get('redirect');
  const callback = params.get(authCallbackParam);
  const socialError = params.get('error');
  const [error, setError] = useState<AuthErrorText | null>(() => (socialError && !silentSocialErrors.has(socialError) ? authErrorTexts.other : null));
  // A store, not state: the waiting form part shows it without new props (deferred-part.tsx).
  const [busyStore] = useState(() => createValueStore<SignInBusy>(callback ? 'callback' : null));
  const busy = useValue(busyStore);
  const setBusy = busyStore.set;
  const returnTo = afterSignInPath(redirect, locale);

  // Back from a social provider: finish the sign-in (profile update, §4) and go on.
  useEffect(() => {
    if (!callback) return;
    let active = true;
    void finishSocialSignIn(callback === 'signup' ? 'signup' : 'signin').then((signedIn) => {
      if (!active) return;
      if (signedIn) {
        void navigate(returnTo, { replace: true });
        return;
      }
      setBusy(null);
      const next = new URLSearchParams(params);
      next.delete(authCallbackParam);
      setParams(next, { replace: true });
    });
    return () => {
      active = false;
    };
    // Runs once for the callback the page was loaded with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Signed in already and sent here with a way back (an expired server session): go back there.
  const target = safeReturnPath(redirect);
  useEffect(() => {
    if (callback || busy || socialError || !target || !state.initialised || !state.currentUser) return;
    void navigate(target, { replace: true });
  }, [callback, busy, socialError, target, state.initialised, state.currentUser, navigate]);

  const fail = useCallback(
    (caught: unknown) => {
      const text = authErrorText(caught);
      setError(text);
      authStore.setState({ errorMessage: t(text.key) });
    },
    [t],
  );

  if (busy === 'callback') {
    return (
      <AuthFrame title={t('pages:signin.title')}>
        <LoadingState label={t('signin.finishing')} />
      </AuthFrame>
    );
  }

  const signedIn = state.initialised
    ? state.currentUser && !state.anonymous
      ? { email: state.currentUser.email }
      : null
    : serverAuth.user && !serverAuth.user.anonymous
      ? { email: serverAuth.user.email }
      : null;
  // Not while signing in here: the page is about to go on.
  if (signedIn && !target && !busy) {
    return (
      <AuthFrame title={t('pages:signin.title')} intro={t('signin.welcome_back')}>
        <SignedInCard email={signedIn.email} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('pages:signin.title')} intro={t('signin.intro')} icon={<LogInIcon />} withAside>
      {error && <AuthErrorAlert error={error} />}
      <SocialSignIn providers={providers} returnTo={returnTo} onError={setError} />
      {providers.length > 0 && <p className={formStyles.divider}>{t('social.or')}</p>}
      <SignInFormPart busy={busyStore} returnTo={returnTo} setError={setError} onFailure={fail} />
      <div className={styles.alternative}>
        <Button
          variant="secondary"
          fullWidth
          iconEnd={<ArrowRightIcon />}
          isLoading={busy === 'anonymous'}
          isDisabled={busy === 'email'}
          onPress={async () => {
            setError(null);
            setBusy('anonymous');
            try {
              await signInAnonymously();
              await navigate(target ?? localize('/question'));
            } catch (caught) {
              fail(caught);
            }
            setBusy(null);
          }}
        >
          {t('signin.anonymous')}
        </Button>
        <p className={pageStyles.note}>{t('signin.anonymous_hint')}</p>
      </div>
      <p className={styles.footer}>
        {t('signin.no_account')} <Link to={localize('/signup')}>{t('signin.create_account')}</Link>
      </p>
    </AuthFrame>
  );
}

/**
 * The sign-in page inside the profile page's re-authentication popup: first the provider's
 * sign-in, then, back here, the result for the page that opened the popup.
 */
function ReauthPopupStep({ id, provider, error }: { id: string; provider: string | null; error: string | null }) {
  const { t } = useTranslation('auth');
  const { locale } = useShellData();
  useEffect(() => {
    // Only a popup needs the re-authentication's code: the sign-in page's first load goes without it.
    void import('../../shell/reauthentication.ts').then(({ reportPopupResult, startPopupSignIn }) => {
      if (!provider) {
        reportPopupResult(id, error);
        return;
      }
      startPopupSignIn(provider, id, locale).catch(() => reportPopupResult(id, 'POPUP_SIGN_IN_FAILED'));
    });
    // Runs once: the popup does one thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AuthFrame title={t('signin.popup_title')}>
      <LoadingState label={t('signin.finishing')} />
    </AuthFrame>
  );
}
