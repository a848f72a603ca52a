import type { CustomerUpdate } from '@brokkie/contracts/customer';
import type { SocialProviderId } from '@brokkie/contracts/identity-codes';
import { localizePath, type Locale } from '@brokkie/domain/locales';
import { nativeRedirectResumeTimeoutMs } from '@brokkie/domain/token-lifecycle';
import { affiliateOfVisit, markSignedUp, trackFromShell } from './attribution.ts';
import { authReady, authRuntime, browserStorage, currentLocale, customerIdOf, establish, loadAccount, logAuthError, updateCustomer } from './auth-session.ts';
import { authStore } from './auth-store.ts';
import { latestShellData } from './client-shell-state.ts';
import { leadSourceStorageKey } from './lead-source.ts';

/**
 * What a visitor does to sign in (§4): e-mail and password, sign-up (promoting an anonymous
 * account), "continue without an account", a social provider, and logout; each ends in the session
 * of auth-session.ts and the profile update of §4.
 */

/** Session flag that suppresses repeated sign-up and sign-in profile updates (§4). */
export const authenticatedFlagKey = 'authenticated';

function readFlag(): boolean {
  return browserStorage()?.getItem(authenticatedFlagKey) === 'true';
}

function setFlag() {
  try {
    browserStorage()?.setItem(authenticatedFlagKey, 'true');
  } catch {
    // Without storage the profile is simply updated again next time.
  }
}

/** An account was created: the `jr_signed-up` cookie and the lead conversion (both need marketing consent). */
function afterSignUp() {
  markSignedUp();
  const customerId = customerIdOf(authStore.getState().customer ?? { url: '' });
  if (customerId) trackFromShell({ kind: 'lead', customerId });
}

export interface SignUpProfile {
  firstname: string;
  lastname?: string;
  newsletter: boolean;
}

/**
 * The profile update after a sign-up or sign-in (§4): the lead source (§3), and on sign-up the
 * name, newsletter choice and the language and country the customer signed up in. The session flag
 * `authenticated` makes it happen once per browser session.
 */
async function updateProfileAfter(kind: 'signup' | 'signin', profile?: SignUpProfile): Promise<void> {
  if (readFlag()) return;
  const { customer, currentUser } = authStore.getState();
  if (!customer || !currentUser) return;
  const update: CustomerUpdate = {};
  const leadsource = browserStorage()?.getItem(leadSourceStorageKey);
  if (leadsource) update.leadsource = leadsource;
  const affiliate = affiliateOfVisit();
  if (affiliate && affiliate !== customer.referral_affiliate) update.referral_affiliate = affiliate;
  if (kind === 'signup' && profile) {
    update.firstname = profile.firstname;
    if (profile.lastname !== undefined) update.lastname = profile.lastname;
    update.newsletter = profile.newsletter;
    const shell = latestShellData();
    if (shell?.language) update.prefered_language = shell.language.url;
    if (shell?.country) update.prefered_country = shell.country.url;
  } else if (!customer.firstname && currentUser.displayName) {
    const [firstname = '', ...rest] = currentUser.displayName.trim().split(/\s+/);
    update.firstname = firstname;
    if (!customer.lastname && rest.length > 0) update.lastname = rest.join(' ');
  }
  try {
    if (Object.keys(update).length > 0) await updateCustomer(update);
    setFlag();
  } catch (error) {
    logAuthError('updating the profile', error);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await authRuntime().identity.signInEmail(email.trim(), password);
  await establish();
  await updateProfileAfter('signin');
}

/**
 * Sign-up with e-mail (§4). An anonymous visitor is promoted instead: same uid, so everything it
 * made while anonymous stays. Sets `jr_signed-up` (§9) and updates the profile.
 */
export async function signUpWithEmail(values: { email: string; password: string } & SignUpProfile): Promise<void> {
  const { identity } = authRuntime();
  const { currentUser, anonymous } = authStore.getState();
  const account = { email: values.email.trim(), password: values.password, name: values.firstname.trim() };
  if (currentUser && anonymous) await identity.promoteAnonymous(account);
  else await identity.signUpEmail(account);
  await establish();
  await updateProfileAfter('signup', values);
  afterSignUp();
}

/** "Continue without an account": an anonymous account (§4) that can be promoted later. */
export async function signInAnonymously(): Promise<void> {
  await authRuntime().identity.signInAnonymous();
  await establish();
}

/** Promotes the signed-in anonymous account with e-mail and password (profile page). */
export async function promoteAnonymousAccount(values: { email: string; password: string; firstname: string }): Promise<void> {
  await authRuntime().identity.promoteAnonymous({ email: values.email.trim(), password: values.password, name: values.firstname.trim() });
  await establish();
  afterSignUp();
  try {
    if (values.firstname.trim()) await updateCustomer({ firstname: values.firstname.trim() });
  } catch (error) {
    logAuthError('updating the profile', error);
  }
}

/** What brought the browser back to the sign-in page from a social provider. */
export const authCallbackParam = 'auth_callback';

/**
 * Sends the browser to a social provider's sign-in (§4). It comes back to the localized sign-in
 * page, which finishes the sign-in and goes on to `returnTo` (a new user to `newUserReturnTo`, the
 * questionnaire unless said otherwise). Resolves only if the page is still
 * here after {@link nativeRedirectResumeTimeoutMs}: the redirect did not happen and the caller may
 * let the visitor try again.
 */
export async function startSocialSignIn(
  provider: SocialProviderId | string,
  options: { returnTo: string; newUserReturnTo?: string | undefined; locale: Locale },
): Promise<void> {
  const signin = localizePath('/signin', options.locale);
  const back = (kind: 'signin' | 'signup', returnTo: string) => `${signin}?${new URLSearchParams({ redirect: returnTo, [authCallbackParam]: kind })}`;
  const url = await authRuntime().identity.socialSignInUrl({
    provider,
    callbackURL: back('signin', options.returnTo),
    newUserCallbackURL: back('signup', options.newUserReturnTo ?? localizePath('/question', options.locale)),
    // Without the callback marker: a failed or refused sign-in must not finish anything.
    errorCallbackURL: `${signin}?${new URLSearchParams({ redirect: options.returnTo })}`,
  });
  await leavePage(url);
}

/** Links a social provider to the signed-in account (profile page); comes back to `returnTo`. */
export async function startLinkSocial(provider: string, returnTo: string): Promise<void> {
  const url = await authRuntime().identity.linkSocialUrl({ provider, callbackURL: returnTo, errorCallbackURL: returnTo });
  await leavePage(url);
}

/** Leaves for `url`; resolves only if the page is still here after a while (the redirect did not happen). */
export function leavePage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, nativeRedirectResumeTimeoutMs);
    window.addEventListener('pagehide', () => window.clearTimeout(timer), { once: true });
    window.location.assign(url);
  });
}

/**
 * After a social provider sent the browser back (the sign-in page calls this): the profile update
 * for a sign-in, or for a sign-up of a new user plus `jr_signed-up` (§9).
 */
export async function finishSocialSignIn(kind: 'signin' | 'signup'): Promise<boolean> {
  await authReady();
  const { currentUser } = authStore.getState();
  if (!currentUser) return false;
  if (!authStore.getState().customer) await loadAccount();
  if (kind === 'signup') {
    const [firstname = '', ...rest] = currentUser.displayName.trim().split(/\s+/);
    await updateProfileAfter('signup', { firstname, lastname: rest.join(' '), newsletter: false });
    afterSignUp();
  } else {
    await updateProfileAfter('signin');
  }
  return true;
}

/**
 * Logout (§2): the identity session, the token and its sync cookie, the session flag, the store;
 * then the localized sign-in page, as a fresh page load so nothing of the user stays in memory.
 */
export async function signOut(locale: Locale = currentLocale()): Promise<void> {
  await forgetSignIn();
  window.location.assign(localizePath('/signin', locale));
}

/**
 * Signs out in this browser without leaving the page: the identity's session (if it still
 * exists), the tokens and the sync cookie, the session flag, the account store. The deleted
 * account's goodbye (the profile's "Your data") navigates on by itself.
 */
export async function forgetSignIn(): Promise<void> {
  const { identity, lifecycle } = authRuntime();
  try {
    await identity.signOut();
  } catch (error) {
    logAuthError('signing out', error);
  }
  await lifecycle.clear();
  try {
    browserStorage()?.removeItem(authenticatedFlagKey);
  } catch {
    // Nothing to forget.
  }
  authStore.logout();
}
