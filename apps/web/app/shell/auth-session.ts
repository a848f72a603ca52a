import type { Customer, CustomerUpdate } from '@brokkie/contracts/customer';
import { extractCustomerId } from '@brokkie/domain/customer-id';
import { splitLocalePath, type Locale } from '@brokkie/domain/locales';
import { createTokenLifecycle, decodeTokenTimes, isTokenExpired, type TokenLifecycle } from '@brokkie/domain/token-lifecycle';
import type { ApiClient } from '../lib/api-client.ts';
import { browserApiClient, configureBrowserApiAuth } from './api-client-wiring.ts';
import { authStore, type CurrentUser, type ProviderInfo } from './auth-store.ts';
import { latestShellData } from './client-shell-state.ts';
import { createIdentityClient, IdentityError, IdentityNetworkError, type IdentityClient, type IdentitySession, type IdentityUser } from './identity-client.ts';
import { startAttribution } from './attribution.ts';
import { rememberReferralInvitation } from './referral-invitation.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The browser's side of identity (§4), its core: sign-in at start, the token lifecycle wired into
 * the API client, and the customer that belongs to the user. What a visitor does to sign in, up or
 * out is in sign-in-flows.ts; proving it is them again (e-mail and password changes) in
 * reauthentication.ts. Browser only: nothing here runs during SSR.
 */

const storedTokenKey = 'brokkie.id_token';

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

/** The browser's session (or local) storage, or nothing where it may not be used. */
export function browserStorage(kind: 'session' | 'local' = 'session'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function logAuthError(context: string, error: unknown) {
  console.error(`[auth] ${context}:`, error);
}

export function currentLocale(): Locale {
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
        if (token) browserStorage()?.setItem(storedTokenKey, token);
        else browserStorage()?.removeItem(storedTokenKey);
      } catch {
        // Without storage the next page load simply fetches a token.
      }
      // The identity service has no session any more (signed out elsewhere, password reset).
      if (!token && authStore.getState().currentUser) authStore.logout();
    },
    onError: (error) => logAuthError('token', error),
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
export function authRuntime(): AuthRuntime {
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

/** The stored token, while it is this user's as the identity service knows the user now (an anonymous account promoted since needs a new one). */
function storedToken(uid: string, anonymous: boolean): string | null {
  const token = browserStorage()?.getItem(storedTokenKey) ?? null;
  const times = decodeTokenTimes(token);
  return times?.subject === uid && (times.anonymous === undefined || times.anonymous === anonymous) ? token : null;
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
    authRuntime().identity.listAccounts(),
  ]);
  const state = authStore.getState();
  if (!state.currentUser) return;
  const patch: Parameters<typeof authStore.setState>[0] = {};
  if (customers.status === 'fulfilled') {
    const own = customers.value.results[0] ?? null;
    patch.customer = own;
    patch.newsletter = own?.newsletter ?? false;
  } else logAuthError('loading the customer', customers.reason);
  if (counts.status === 'fulfilled') patch.feedbackCounts = counts.value;
  else logAuthError('loading the feedback counts', counts.reason);
  if (accounts.status === 'fulfilled') {
    patch.currentUser = { ...state.currentUser, providerData: accounts.value.map((account) => ({ providerId: account.providerId })) };
  } else logAuthError('loading the sign-in methods', accounts.reason);
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
export function startAuth(shell: Pick<ShellData, 'config' | 'auth'> & Partial<Pick<ShellData, 'country'>>): Promise<void> {
  if (ready) return ready;
  runtime ??= createRuntime(shell.config);
  const { identity, lifecycle } = runtime;
  startAttribution(shell.country);
  if (typeof window !== 'undefined') rememberReferralInvitation(window.location.search);

  let tokenKnown!: () => void;
  startingToken = new Promise((resolve) => (tokenKnown = resolve));
  ready = (async () => {
    let reported: IdentitySession | null = null;
    let answered = false;
    try {
      reported = await identity.getSession();
      answered = true;
    } catch (error) {
      logAuthError('reading the session', error);
    }
    if (!reported) {
      authStore.logout();
      // The server still believes in a session the identity service says is gone: forget its
      // cookie too (not when the service could not be asked).
      if (answered && shell.auth.signedIn) await lifecycle.clear();
      return;
    }
    // A stored token is reused only while the server shows the same user, as the identity service
    // knows it now, so that the server's cookie (synced with fresh tokens only) never lags behind
    // the browser: an anonymous account promoted elsewhere (a social provider linked on the order
    // summary, which left the page) gets a fresh token that says it is registered.
    const sameUser = shell.auth.signedIn && shell.auth.user?.uid === reported.user.id && shell.auth.user.anonymous === Boolean(reported.user.isAnonymous);
    const reuse = sameUser ? storedToken(reported.user.id, Boolean(reported.user.isAnonymous)) : null;
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
export async function establish(): Promise<CurrentUser> {
  const { identity, lifecycle } = authRuntime();
  // The sign-in at start may still be asking: its (older) answer must not undo this one.
  await authReady();
  const [session, token] = await Promise.all([identity.getSession(), lifecycle.refresh()]);
  if (!session) throw new IdentityError(401, 'NO_SESSION', 'The identity service reports no user');
  if (!token) throw new IdentityError(401, 'NO_TOKEN', 'The identity service gave no token');
  await adoptSession(session, token);
  return authStore.getState().currentUser!;
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

export function identityClient(): IdentityClient {
  return authRuntime().identity;
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
  const times = decodeTokenTimes(await authRuntime().lifecycle.refresh());
  return !!times && !isTokenExpired(times, Date.now());
}
