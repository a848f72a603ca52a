import type { Customer, CustomerUpdate } from '@brokkie/contracts/customer';
import type { SocialProviderId } from '@brokkie/contracts/identity-codes';
import { extractCustomerId } from '@brokkie/domain/customer-id';
import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';
import {
  authCallbackWaitMs,
  createSessionId,
  createTokenLifecycle,
  decodeTokenTimes,
  isTokenExpired,
  nativeRedirectResumeTimeoutMs,
  type TokenLifecycle,
} from '@brokkie/domain/token-lifecycle';
import type { ApiClient } from '../lib/api-client.ts';
import { browserApiClient, configureBrowserApiAuth } from './api-client-wiring.ts';
import { authStore, type CurrentUser, type ProviderInfo } from './auth-store.ts';
import { latestShellData } from './client-shell-state.ts';
import { createIdentityClient, IdentityError, IdentityNetworkError, type IdentityClient, type IdentitySession, type IdentityUser } from './identity-client.ts';
import { leadSourceStorageKey, rememberLeadSource } from './lead-source.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The browser's side of identity (§4): sign-in at start, the token lifecycle wired into the API
 * client, sign-in / sign-up / anonymous / social / sign-out, re-authentication, and the customer
 * that belongs to the user. Browser only: nothing here runs during SSR.
 */

/** Session flag that suppresses repeated sign-up and sign-in profile updates (§4). */
export const authenticatedFlagKey = 'authenticated';
/** Cookie set to 1 on sign-up (§9). */
export const signedUpCookieName = 'jr_signed-up';
const storedTokenKey = 'brokkie.id_token';
/** The message type a re-authentication popup posts to the page that opened it. */
export const reauthMessageType = 'brokkie:reauthenticated';

type ShellConfig = Pick<ShellData['config'], 'apiBaseUrl'> & { tokenSyncUrl?: string | null };

/** Where the identity service is: its own module of the API, under `<api>/auth`. */
export function identityBaseUrl(config: ShellConfig): string {
  return `${config.apiBaseUrl.replace(/\/+$/, '')}/auth`;
}

/** The optional sync URL (§4): configured, off (null), or the API's session sync by default. */
export function tokenSyncUrl(config: ShellConfig): string | null {
  return config.tokenSyncUrl === undefined ? `${identityBaseUrl(config)}/session-sync` : config.tokenSyncUrl;
}

interface AuthRuntime {
  identity: IdentityClient;
  lifecycle: TokenLifecycle;
  config: ShellConfig;
}

let runtime: AuthRuntime | undefined;
let ready: Promise<void> | undefined;
// Product API calls made while the sign-in at start is still asking the identity service wait for
// its token: a visitor who presses a button right after the page appears is not sent without one
// (and refused). Open until startAuth runs, and again once the start knows the token or that there is none.
let startingToken: Promise<void> = Promise.resolve();
let customerLanguageChecked = false;

function storage(kind: 'session' | 'local' = 'session'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function logError(context: string, error: unknown) {
  console.error(`[auth] ${context}:`, error);
}

function currentLocale(): Locale {
  return latestShellData()?.locale ?? splitLocalePath(window.location.pathname).locale;
}

function createRuntime(config: ShellConfig): AuthRuntime {
  const identity = createIdentityClient({ baseUrl: identityBaseUrl(config), syncUrl: tokenSyncUrl(config) });
  const lifecycle = createTokenLifecycle({
    fetchToken: () => identity.token(),
    isNetworkError: (error) => error instanceof IdentityNetworkError,
    ...(identity.hasSyncUrl ? { postToSyncUrl: (token: string) => identity.postToSyncUrl(token), deleteFromSyncUrl: () => identity.deleteFromSyncUrl() } : {}),
    onToken: (token) => {
      authStore.setState({ token });
      try {
        if (token) storage()?.setItem(storedTokenKey, token);
        else storage()?.removeItem(storedTokenKey);
      } catch {
        // Without storage the next page load simply fetches a token.
      }
      // The identity service has no session any more (signed out elsewhere, password reset).
      if (!token && authStore.getState().currentUser) authStore.logout();
    },
    onError: (error) => logError('token', error),
  });
  // Every product API call carries the token; a 401 refreshes it and the call is sent once more.
  configureBrowserApiAuth({
    tokens: {
      getToken: async () => {
        await startingToken;
        return lifecycle.getToken();
      },
    },
    onUnauthorized: () => lifecycle.handleUnauthorized(),
  });
  return { identity, lifecycle, config };
}

/** The runtime; pages that can render without the shell (the error page) get a default one. */
function auth(): AuthRuntime {
  runtime ??= createRuntime(latestShellData()?.config ?? { apiBaseUrl: '/api' });
  return runtime;
}

function api(): ApiClient {
  const config = runtime?.config ?? latestShellData()?.config ?? { apiBaseUrl: '/api' };
  return browserApiClient(config.apiBaseUrl, currentLocale());
}

export function toCurrentUser(user: IdentityUser, providerData: ProviderInfo[] = []): CurrentUser {
  return {
    uid: user.id,
    email: user.isAnonymous ? null : user.email,
    displayName: user.name ?? '',
    emailVerified: user.emailVerified,
    providerData,
    role: user.role ?? 'customer',
  };
}

function storedToken(uid: string): string | null {
  const token = storage()?.getItem(storedTokenKey) ?? null;
  return decodeTokenTimes(token)?.subject === uid ? token : null;
}

/** The customer id of its url (§9); logs 'could not find id in url' when it has none. */
export function customerIdOf(customer: Pick<Customer, 'url'>): string | undefined {
  const id = extractCustomerId(customer.url);
  if (!id) console.log('could not find id in url');
  return id;
}

/**
 * The customer, its feedback counts and the user's sign-in methods. Like most data calls they only
 * log a failure and leave the state as it was (§8). The API creates the customer on the first call.
 */
export async function loadAccount(): Promise<void> {
  const client = api();
  // The schemas (zod) load with the first account, not with every page the root renders.
  const { customerList, feedbackCount } = await import('@brokkie/contracts/customer');
  const [customers, counts, accounts] = await Promise.allSettled([
    client.get('/customer/', { schema: customerList }),
    client.get('/customer/feedback_count/', { schema: feedbackCount }),
    auth().identity.listAccounts(),
  ]);
  const state = authStore.getState();
  if (!state.currentUser) return;
  const patch: Parameters<typeof authStore.setState>[0] = {};
  if (customers.status === 'fulfilled') {
    const own = customers.value.results[0] ?? null;
    patch.customer = own;
    patch.newsletter = own?.newsletter ?? false;
  } else logError('loading the customer', customers.reason);
  if (counts.status === 'fulfilled') patch.feedbackCounts = counts.value;
  else logError('loading the feedback counts', counts.reason);
  if (accounts.status === 'fulfilled') {
    patch.currentUser = { ...state.currentUser, providerData: accounts.value.map((account) => ({ providerId: account.providerId })) };
  } else logError('loading the sign-in methods', accounts.reason);
  authStore.setState(patch);
}

async function adoptSession(session: IdentitySession, token: string | null): Promise<void> {
  if (!token) {
    authStore.logout();
    return;
  }
  const previous = authStore.getState().currentUser;
  authStore.setState({
    initialised: true,
    currentUser: toCurrentUser(session.user, previous?.uid === session.user.id ? previous.providerData : []),
    anonymous: session.user.isAnonymous,
    token,
    errorMessage: null,
    ...(previous?.uid === session.user.id ? {} : { customer: null, feedbackCounts: null }),
  });
  await loadAccount();
}

/**
 * Sign-in at start (§4): waits for the identity service to report the user. With a user: an ID
 * token (the stored one, or a forced refresh when it has expired), stored with the user; then the
 * customer. Without: logged out in the store. Runs once per page load; later calls share it.
 */
export function startAuth(shell: Pick<ShellData, 'config' | 'auth'>): Promise<void> {
  if (ready) return ready;
  runtime ??= createRuntime(shell.config);
  const { identity, lifecycle } = runtime;
  const session = storage();
  if (session) rememberLeadSource(window.location.search, session);

  let tokenKnown!: () => void;
  startingToken = new Promise((resolve) => (tokenKnown = resolve));
  ready = (async () => {
    let reported: IdentitySession | null = null;
    let answered = false;
    try {
      reported = await identity.getSession();
      answered = true;
    } catch (error) {
      logError('reading the session', error);
    }
    if (!reported) {
      authStore.logout();
      // The server still believes in a session the identity service says is gone: forget its
      // cookie too (not when the service could not be asked).
      if (answered && shell.auth.signedIn) await lifecycle.clear();
      return;
    }
    // A stored token is reused only while the server shows the same user, so that the server's
    // cookie (synced with fresh tokens only) never lags behind the browser.
    const reuse = shell.auth.signedIn && shell.auth.user?.uid === reported.user.id ? storedToken(reported.user.id) : null;
    const token = await lifecycle.start(reuse);
    tokenKnown();
    await adoptSession(reported, token);
  })().finally(() => tokenKnown());
  return ready;
}

/** Resolves once the identity service has reported the user at start (at once on the server). */
export function authReady(): Promise<void> {
  return ready ?? Promise.resolve();
}

/** After an identity call changed the session: a fresh token (synced for SSR), the user, the customer. */
async function establish(): Promise<CurrentUser> {
  const { identity, lifecycle } = auth();
  // The sign-in at start may still be asking: its (older) answer must not undo this one.
  await authReady();
  const [session, token] = await Promise.all([identity.getSession(), lifecycle.refresh()]);
  if (!session) throw new IdentityError(401, 'NO_SESSION', 'The identity service reports no user');
  if (!token) throw new IdentityError(401, 'NO_TOKEN', 'The identity service gave no token');
  await adoptSession(session, token);
  return authStore.getState().currentUser!;
}

function readFlag(): boolean {
  return storage()?.getItem(authenticatedFlagKey) === 'true';
}

function setFlag() {
  try {
    storage()?.setItem(authenticatedFlagKey, 'true');
  } catch {
    // Without storage the profile is simply updated again next time.
  }
}

function setSignedUpCookie() {
  document.cookie = `${signedUpCookieName}=1; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}

/** PATCH /customer/{id}/ of the signed-in customer; the updated customer goes into the store. */
export async function updateCustomer(update: CustomerUpdate): Promise<Customer> {
  const current = authStore.getState().customer;
  if (!current) throw new Error('No customer loaded');
  const id = customerIdOf(current);
  if (!id) throw new Error('could not find id in url');
  const { customer: customerSchema } = await import('@brokkie/contracts/customer');
  const updated = await api().patch(`/customer/${id}/`, update, { schema: customerSchema });
  authStore.setState({ customer: updated, newsletter: updated.newsletter });
  return updated;
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
  const leadsource = storage()?.getItem(leadSourceStorageKey);
  if (leadsource) update.leadsource = leadsource;
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
    logError('updating the profile', error);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await auth().identity.signInEmail(email.trim(), password);
  await establish();
  await updateProfileAfter('signin');
}

/**
 * Sign-up with e-mail (§4). An anonymous visitor is promoted instead: same uid, so everything it
 * made while anonymous stays. Sets `jr_signed-up` (§9) and updates the profile.
 */
export async function signUpWithEmail(values: { email: string; password: string } & SignUpProfile): Promise<void> {
  const { identity } = auth();
  const { currentUser, anonymous } = authStore.getState();
  const account = { email: values.email.trim(), password: values.password, name: values.firstname.trim() };
  if (currentUser && anonymous) await identity.promoteAnonymous(account);
  else await identity.signUpEmail(account);
  await establish();
  setSignedUpCookie();
  await updateProfileAfter('signup', values);
}

/** "Continue without an account": an anonymous account (§4) that can be promoted later. */
export async function signInAnonymously(): Promise<void> {
  await auth().identity.signInAnonymous();
  await establish();
}

/** Promotes the signed-in anonymous account with e-mail and password (profile page). */
export async function promoteAnonymousAccount(values: { email: string; password: string; firstname: string }): Promise<void> {
  await auth().identity.promoteAnonymous({ email: values.email.trim(), password: values.password, name: values.firstname.trim() });
  await establish();
  setSignedUpCookie();
  try {
    if (values.firstname.trim()) await updateCustomer({ firstname: values.firstname.trim() });
  } catch (error) {
    logError('updating the profile', error);
  }
}

/** What brought the browser back to the sign-in page from a social provider. */
export const authCallbackParam = 'auth_callback';

/**
 * Sends the browser to a social provider's sign-in (§4). It comes back to the localized sign-in
 * page, which finishes the sign-in and goes on to `returnTo`. Resolves only if the page is still
 * here after {@link nativeRedirectResumeTimeoutMs}: the redirect did not happen and the caller may
 * let the visitor try again.
 */
export async function startSocialSignIn(provider: SocialProviderId | string, options: { returnTo: string; locale: Locale }): Promise<void> {
  const signin = localizePath('/signin', options.locale);
  const back = (kind: 'signin' | 'signup', returnTo: string) => `${signin}?${new URLSearchParams({ redirect: returnTo, [authCallbackParam]: kind })}`;
  const url = await auth().identity.socialSignInUrl({
    provider,
    callbackURL: back('signin', options.returnTo),
    newUserCallbackURL: back('signup', localizePath('/question', options.locale)),
    // Without the callback marker: a failed or refused sign-in must not finish anything.
    errorCallbackURL: `${signin}?${new URLSearchParams({ redirect: options.returnTo })}`,
  });
  await leavePage(url);
}

/** Links a social provider to the signed-in account (profile page); comes back to `returnTo`. */
export async function startLinkSocial(provider: string, returnTo: string): Promise<void> {
  const url = await auth().identity.linkSocialUrl({ provider, callbackURL: returnTo, errorCallbackURL: returnTo });
  await leavePage(url);
}

function leavePage(url: string): Promise<void> {
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
    setSignedUpCookie();
    const [firstname = '', ...rest] = currentUser.displayName.trim().split(/\s+/);
    await updateProfileAfter('signup', { firstname, lastname: rest.join(' '), newsletter: false });
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
  const { identity, lifecycle } = auth();
  try {
    await identity.signOut();
  } catch (error) {
    logError('signing out', error);
  }
  await lifecycle.clear();
  try {
    storage()?.removeItem(authenticatedFlagKey);
  } catch {
    // Nothing to forget.
  }
  authStore.logout();
  window.location.assign(localizePath('/signin', locale));
}

export type ReauthenticationMethod = { kind: 'password' } | { kind: 'popup'; provider: 'google' | 'facebook' | 'apple' };

const popupProviders = new Set(['google', 'facebook', 'apple']);

/**
 * How the user proves it is them again before an e-mail or password change (§5): password accounts
 * give their password; Google, Facebook or Apple accounts sign in again in a popup of that
 * provider. Otherwise it fails with 'No authentication provider' or 'Unknown authentication
 * provider' (§8), in English, as errors are.
 */
export function reauthenticationMethod(providerData: readonly ProviderInfo[]): ReauthenticationMethod {
  if (providerData.length === 0) throw new Error('No authentication provider');
  const provider = providerData.find((p) => p.providerId === 'credential') ?? providerData[0]!;
  if (provider.providerId === 'credential') return { kind: 'password' };
  if (popupProviders.has(provider.providerId)) return { kind: 'popup', provider: provider.providerId as 'google' | 'facebook' | 'apple' };
  throw new Error('Unknown authentication provider');
}

/** Re-authentication (§4, §5) with the method {@link reauthenticationMethod} picks. */
export async function reauthenticate(password?: string): Promise<void> {
  const { currentUser } = authStore.getState();
  if (!currentUser) throw new IdentityError(401, 'NO_SESSION', 'Nobody is signed in');
  const method = reauthenticationMethod(currentUser.providerData);
  const { identity } = auth();
  if (method.kind === 'password') {
    await identity.signInEmail(currentUser.email ?? '', password ?? '');
  } else {
    await reauthenticateInPopup(method.provider);
  }
  const session = await identity.getSession();
  if (session?.user.id !== currentUser.uid) {
    // The identity service refuses another account (reauthenticate_uid); should one get through
    // all the same, the browser must not stay signed in as someone else.
    await identity.signOut().catch((error: unknown) => logError('signing out a foreign account', error));
    await auth().lifecycle.clear();
    authStore.logout();
    throw new IdentityError(403, 'ACCOUNT_MISMATCH', 'Re-authentication signed in another account');
  }
  await auth().lifecycle.refresh();
}

/** Query parameters of the sign-in page when it runs in a re-authentication popup. */
export const popupParams = { id: 'popup', provider: 'provider', done: 'popup_done' } as const;

function reauthenticateInPopup(provider: string): Promise<void> {
  const id = createSessionId();
  const url = `${localizePath('/signin', currentLocale())}?${new URLSearchParams({ [popupParams.id]: id, [popupParams.provider]: provider })}`;
  const popup = window.open(url, `brokkie-reauth-${id}`, 'popup,width=520,height=680');
  if (!popup) return Promise.reject(new IdentityError(0, 'POPUP_BLOCKED', 'The browser blocked the sign-in window'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; id?: unknown; ok?: unknown; error?: unknown } | null;
      if (event.origin !== window.location.origin || data?.type !== reauthMessageType || data.id !== id) return;
      finish(
        data.ok === true
          ? undefined
          : new IdentityError(401, typeof data.error === 'string' ? data.error : 'POPUP_SIGN_IN_FAILED', 'The sign-in in the popup failed'),
      );
    };
    // The popup posts its result just before it closes: give that message time to arrive.
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll);
      window.setTimeout(() => finish(new IdentityError(0, 'POPUP_CLOSED', 'The sign-in window was closed')), authCallbackWaitMs);
    }, 250);
    window.addEventListener('message', onMessage);
  });
}

/** The popup's part: the provider's sign-in, coming back to the popup's sign-in page. */
export async function startPopupSignIn(provider: string, id: string, locale: Locale): Promise<void> {
  await authReady();
  const uid = authStore.getState().currentUser?.uid;
  if (!uid) throw new IdentityError(401, 'NO_SESSION', 'Nobody is signed in to re-authenticate');
  const back = `${localizePath('/signin', locale)}?${new URLSearchParams({ [popupParams.done]: id })}`;
  const url = await auth().identity.socialSignInUrl({
    provider,
    callbackURL: back,
    errorCallbackURL: back,
    newUserCallbackURL: back,
    // Only this user may come back: another account is refused and the session stays.
    reauthenticateUid: uid,
  });
  await leavePage(url);
}

/** The popup's last step: tells the page that opened it how it went, and closes. */
export function reportPopupResult(id: string, error: string | null): void {
  const opener = window.opener as Window | null;
  opener?.postMessage({ type: reauthMessageType, id, ok: !error, error }, window.location.origin);
  window.close();
}

/** Changes the e-mail address after re-authentication; the change completes with the link in the e-mail. */
export async function changeEmail(newEmail: string, password: string | undefined, returnTo: string): Promise<void> {
  await reauthenticate(password);
  await auth().identity.changeEmail(newEmail.trim(), returnTo);
}

/**
 * Changes (or, for a social-only account, sets) the password after re-authentication. A failure of
 * the change itself is only logged (§8); the caller learns it from the `false`.
 */
export async function changePassword(currentPassword: string | undefined, newPassword: string): Promise<boolean> {
  await reauthenticate(currentPassword);
  const { identity } = auth();
  try {
    if (currentPassword !== undefined) await identity.changePassword(currentPassword, newPassword);
    else await identity.setPassword(newPassword);
  } catch (error) {
    logError('changing the password', error);
    return false;
  }
  await loadAccount();
  return true;
}

export async function unlinkProvider(providerId: string): Promise<void> {
  await auth().identity.unlinkAccount(providerId);
  await loadAccount();
}

export function identityClient(): IdentityClient {
  return auth().identity;
}

/**
 * Whether the root's data (what the server knows) no longer matches the browser's user, so the
 * root must load again (its shell data feeds the header and the guards).
 */
export function serverAuthOutdated(): boolean {
  const state = authStore.getState();
  const shell = latestShellData();
  if (!state.initialised || !shell) return false;
  return authKey(state.currentUser?.uid, state.anonymous) !== authKey(shell.auth.user?.uid, shell.auth.user?.anonymous ?? false);
}

export function authKey(uid: string | undefined, anonymous: boolean): string {
  return uid ? `${uid}:${anonymous ? 'anonymous' : 'registered'}` : 'signed-out';
}

/** Whether the customer language at start (§4) is still to be checked, once per page load. */
export function takeCustomerLanguageCheck(): boolean {
  if (customerLanguageChecked) return false;
  customerLanguageChecked = true;
  return true;
}

/** A token that the API should accept now, for the login guard's retried navigation. */
export async function refreshServerSession(): Promise<boolean> {
  if (!authStore.getState().currentUser) return false;
  const times = decodeTokenTimes(await auth().lifecycle.refresh());
  return !!times && !isTokenExpired(times, Date.now());
}
