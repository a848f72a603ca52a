import { useEffect, useRef } from 'react';
import { useFetchers, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { localizePath, splitLocalePath } from '@brokkie/domain/locales';
import { authKey, startAuth, takeCustomerLanguageCheck } from './auth-session.ts';
import { useAuth } from './auth-store.ts';
import { customerLanguageLocale } from './customer-language.ts';
import { useShellData } from './shell-data.ts';

/**
 * Keeps the page in step with the identity service, from the root:
 * - starts the sign-in at start (§4) once the page is interactive;
 * - when the browser's user differs from what the server rendered for (a sign-in, a sign-out
 *   elsewhere, an expired server session), loads the root again so that the header, the guards
 *   and every loader see the same user;
 * - once the customer has loaded, applies the customer language at start (§4).
 */
export function AuthSync() {
  const shell = useShellData();
  const auth = useAuth();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const fetching = fetchers.some((fetcher) => fetcher.state !== 'idle');
  const navigate = useNavigate();
  const location = useLocation();
  const revalidatedFor = useRef<string | null>(null);

  useEffect(() => {
    void startAuth(shell);
    // Once per page load; later shell data (another locale) changes nothing about the identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const browserKey = auth.initialised ? authKey(auth.currentUser?.uid, auth.anonymous) : null;
  const serverKey = authKey(shell.auth.user?.uid, shell.auth.user?.anonymous ?? false);
  useEffect(() => {
    // Not while a fetcher's action runs or follows its redirect: a revalidation started then is a
    // newer navigation, and React Router drops the fetcher's redirect for it (the account's
    // deletion signs out inside its action, then goes to the sign-in page).
    if (!browserKey || browserKey === serverKey || navigation.state !== 'idle' || revalidator.state !== 'idle' || fetching) return;
    // Once per change: if the server cannot follow (no sync URL), the page does not reload forever.
    if (revalidatedFor.current === browserKey) return;
    revalidatedFor.current = browserKey;
    void revalidator.revalidate();
  }, [browserKey, serverKey, navigation.state, revalidator, fetching]);

  const customer = auth.customer;
  useEffect(() => {
    if (!customer || !takeCustomerLanguageCheck()) return;
    const target = customerLanguageLocale({
      preferedLanguage: customer.prefered_language,
      country: shell.country,
      languages: shell.languages,
      currentLocale: shell.locale,
      pathname: location.pathname,
    });
    if (!target) return;
    const { rest } = splitLocalePath(location.pathname);
    void navigate(`${localizePath(rest, target)}${location.search}${location.hash}`, { replace: true });
  }, [customer, shell.country, shell.languages, shell.locale, location, navigate]);

  return null;
}
