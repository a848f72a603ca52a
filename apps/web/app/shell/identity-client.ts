import { allowInternalQueryParam, type SocialProviderId } from '@brokkie/contracts/identity-codes';

/**
 * The browser's calls to the identity service (better-auth under `<api>/auth/`, docs/identity.md)
 * and to the session sync URL (§4). The service keeps its own session in an HttpOnly cookie; this
 * client only ever sees the short-lived ID tokens it hands out.
 */

export interface IdentityUser {
  id: string;
  /** An anonymous account has a placeholder address: use `isAnonymous`, never this, to tell. */
  email: string;
  name: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  role?: string;
}

export interface IdentitySession {
  user: IdentityUser;
  session: { createdAt: string; expiresAt: string };
}

/** A linked sign-in method: `credential` (e-mail and password), `google`, `facebook`, `apple`. */
export interface LinkedAccount {
  providerId: string;
}

export interface SocialProvider {
  id: string;
  name: string;
}

/** The identity service answered with an error body `{ code, message }`. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** The identity service did not answer at all. */
export class IdentityNetworkError extends Error {
  override readonly cause: unknown;
  constructor(path: string, cause: unknown) {
    super(`Network error calling the identity service (${path})`);
    this.name = 'IdentityNetworkError';
    this.cause = cause;
  }
}

export interface SocialRedirectOptions {
  provider: SocialProviderId | string;
  /** Where the browser lands after a successful sign-in (a path of this site). */
  callbackURL: string;
  /** Where it lands when the sign-in fails or is refused; the reason is in `?error=`. */
  errorCallbackURL: string;
  /** Where a user who did not exist before lands (defaults to `callbackURL`). */
  newUserCallbackURL?: string;
  /** Lets an account on the company's own domain in (§6). */
  allowInternal?: boolean;
  /**
   * A re-authentication (§5): only this user may come back; another account is refused with
   * `error=account_mismatch` and the session stays as it was (docs/identity.md).
   */
  reauthenticateUid?: string;
}

/** Query parameter of /sign-in/social for a re-authentication (docs/identity.md). */
export const reauthenticateUidQueryParam = 'reauthenticate_uid';

type Query = Record<string, string | undefined>;

export function createIdentityClient(options: { baseUrl: string; syncUrl: string | null; fetch?: typeof fetch }) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, query?: Query): Promise<T> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, value);
    const target = params.size > 0 ? `${url}?${params.toString()}` : url;
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        credentials: 'include',
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw new IdentityNetworkError(url, cause);
    }
    const text = response.status === 204 ? '' : await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { code?: unknown; message?: unknown; detail?: unknown };
      const code = typeof error.code === 'string' ? error.code : `HTTP_${response.status}`;
      const message = typeof error.message === 'string' ? error.message : typeof error.detail === 'string' ? error.detail : response.statusText;
      throw new IdentityError(response.status, code, message);
    }
    return parsed as T;
  }

  const auth = <T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Query) => call<T>(method, `${base}${path}`, body, query);

  return {
    /** The signed-in user as the identity service reports it, or null (§4 "sign-in at start"). */
    getSession: () => auth<IdentitySession | null>('GET', '/get-session'),

    /** A new ID token for the signed-in user; null when nobody is signed in. */
    async token(): Promise<string | null> {
      try {
        const answer = await auth<{ token?: string } | null>('GET', '/token');
        return answer?.token ?? null;
      } catch (error) {
        if (error instanceof IdentityError && error.status === 401) return null;
        throw error;
      }
    },

    signInEmail: (email: string, password: string) => auth<{ user: IdentityUser }>('POST', '/sign-in/email', { email, password, rememberMe: true }),

    signUpEmail: (values: { email: string; password: string; name: string }) => auth<{ user: IdentityUser }>('POST', '/sign-up/email', values),

    signInAnonymous: () => auth<{ user: IdentityUser }>('POST', '/sign-in/anonymous', {}),

    /** An anonymous account gets an e-mail address and a password and keeps its id (§4). */
    promoteAnonymous: (values: { email: string; password: string; name?: string }) => auth<{ user: IdentityUser }>('POST', '/promote-anonymous', values),

    /** The provider's sign-in page to send the browser to. */
    async socialSignInUrl(redirect: SocialRedirectOptions): Promise<string> {
      const answer = await auth<{ url?: string }>(
        'POST',
        '/sign-in/social',
        {
          provider: redirect.provider,
          callbackURL: redirect.callbackURL,
          errorCallbackURL: redirect.errorCallbackURL,
          newUserCallbackURL: redirect.newUserCallbackURL ?? redirect.callbackURL,
          disableRedirect: true,
        },
        {
          ...(redirect.allowInternal ? { [allowInternalQueryParam]: '1' } : {}),
          ...(redirect.reauthenticateUid ? { [reauthenticateUidQueryParam]: redirect.reauthenticateUid } : {}),
        },
      );
      if (!answer.url) throw new IdentityError(500, 'NO_REDIRECT_URL', 'The identity service gave no sign-in page');
      return answer.url;
    },

    /** The provider's page for linking it to the signed-in account. */
    async linkSocialUrl(redirect: Omit<SocialRedirectOptions, 'newUserCallbackURL'>): Promise<string> {
      const answer = await auth<{ url?: string }>(
        'POST',
        '/link-social',
        { provider: redirect.provider, callbackURL: redirect.callbackURL, errorCallbackURL: redirect.errorCallbackURL, disableRedirect: true },
        redirect.allowInternal ? { [allowInternalQueryParam]: '1' } : undefined,
      );
      if (!answer.url) throw new IdentityError(500, 'NO_REDIRECT_URL', 'The identity service gave no sign-in page');
      return answer.url;
    },

    unlinkAccount: (providerId: string) => auth<{ status: boolean }>('POST', '/unlink-account', { providerId }),

    listAccounts: () => auth<LinkedAccount[]>('GET', '/list-accounts'),

    async socialProviders(): Promise<SocialProvider[]> {
      return (await auth<{ providers: SocialProvider[] }>('GET', '/social-providers')).providers;
    },

    signOut: () => auth<{ success: boolean }>('POST', '/sign-out', {}),

    /** Sends the reset e-mail; its link opens `/reset-password/{code}` in the user's language. */
    requestPasswordReset: (email: string) => auth<{ status: boolean }>('POST', '/request-password-reset', { email }),

    resetPassword: (code: string, newPassword: string) => auth<{ status: boolean }>('POST', '/reset-password', { token: code, newPassword }),

    /** Sends the confirmation link; the address changes once it is followed. */
    changeEmail: (newEmail: string, callbackURL: string) => auth<{ status: boolean }>('POST', '/change-email', { newEmail, callbackURL }),

    changePassword: (currentPassword: string, newPassword: string) =>
      auth<{ token: string | null }>('POST', '/change-password', { currentPassword, newPassword, revokeOtherSessions: false }),

    /** A first password for an account that signs in with a social provider only; needs a recent sign-in. */
    setPassword: (newPassword: string) => auth<{ status: boolean }>('POST', '/set-password', { newPassword }),

    /** Keeps a fresh ID token in the HttpOnly cookie the web server reads (§4 sync URL). */
    async postToSyncUrl(token: string): Promise<void> {
      if (options.syncUrl) await call('POST', options.syncUrl, { token });
    },

    async deleteFromSyncUrl(): Promise<void> {
      if (options.syncUrl) await call('DELETE', options.syncUrl);
    },

    hasSyncUrl: options.syncUrl !== null,
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
