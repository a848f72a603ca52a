import { createSessionId, authCallbackWaitMs } from '@brokkie/domain/token-lifecycle';
import { localizePath, type Locale } from '@brokkie/domain/locales';
import { authReady, authRuntime, currentLocale, loadAccount, logAuthError } from './auth-session.ts';
import { authStore, type ProviderInfo } from './auth-store.ts';
import { IdentityError } from './identity-client.ts';
import { popupParams } from './reauthentication-popup.ts';
import { leavePage } from './sign-in-flows.ts';

/**
 * Proving it is them again before an e-mail or password change (§4, §5): the password, or a
 * popup of the account's social provider; then the change itself.
 */

/** The message type a re-authentication popup posts to the page that opened it. */
export const reauthMessageType = 'brokkie:reauthenticated';

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
  const { identity } = authRuntime();
  if (method.kind === 'password') {
    await identity.signInEmail(currentUser.email ?? '', password ?? '');
  } else {
    await reauthenticateInPopup(method.provider);
  }
  const session = await identity.getSession();
  if (session?.user.id !== currentUser.uid) {
    // The identity service refuses another account (reauthenticate_uid); should one get through
    // all the same, the browser must not stay signed in as someone else.
    await identity.signOut().catch((error: unknown) => logAuthError('signing out a foreign account', error));
    await authRuntime().lifecycle.clear();
    authStore.logout();
    throw new IdentityError(403, 'ACCOUNT_MISMATCH', 'Re-authentication signed in another account');
  }
  await authRuntime().lifecycle.refresh();
}

export { popupParams };

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
  const url = await authRuntime().identity.socialSignInUrl({
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
  await authRuntime().identity.changeEmail(newEmail.trim(), returnTo);
}

/**
 * Changes (or, for a social-only account, sets) the password after re-authentication. A failure of
 * the change itself is only logged (§8); the caller learns it from the `false`.
 */
export async function changePassword(currentPassword: string | undefined, newPassword: string): Promise<boolean> {
  await reauthenticate(currentPassword);
  const { identity } = authRuntime();
  try {
    if (currentPassword !== undefined) await identity.changePassword(currentPassword, newPassword);
    else await identity.setPassword(newPassword);
  } catch (error) {
    logAuthError('changing the password', error);
    return false;
  }
  await loadAccount();
  return true;
}

export async function unlinkProvider(providerId: string): Promise<void> {
  await authRuntime().identity.unlinkAccount(providerId);
  await loadAccount();
}
