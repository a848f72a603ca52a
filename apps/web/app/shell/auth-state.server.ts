import type { AppLoadContext } from 'react-router';
import { sessionSyncState } from '@brokkie/contracts/identity';
import { idTokenCookieName } from '@brokkie/contracts/identity-codes';
import type { TokenSource } from '../lib/api-client.ts';
import { shellRuntime } from './runtime-config.server.ts';
import type { AuthState, AuthStateUser } from './shell-data.ts';

/**
 * What the server knows about the visitor's sign-in, for SSR and route guards.
 *
 * The browser keeps the session sync cookie (§4 sync URL) in step with its ID token: every fresh
 * token is posted to the API's `/auth/session-sync`, which stores it HttpOnly, and sign-out deletes
 * it. Here the server reads that cookie and has the API verify the token (signature, issuer,
 * audience, expiry — the API trusts nothing else), so a page is rendered for the user the token
 * names, or for nobody.
 */
export type { AuthState, AuthStateUser };

const signedOut: AuthState = { signedIn: false };

/** The ID token of the session sync cookie, if the request carries one. */
export function idTokenFromRequest(request: Request): string | undefined {
  const header = request.headers.get('Cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== idTokenCookieName) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token for the API calls a loader makes on the visitor's behalf (`requestApiClient`). */
export function requestTokens(request: Request): TokenSource {
  return { getToken: () => idTokenFromRequest(request) };
}

// A verified token stays valid until it expires: each one is checked with the API once, not on
// every request. Bounded, oldest first out.
const verifiedTokens = new Map<string, { state: AuthState; validUntilMs: number }>();
const maxVerifiedTokens = 1000;

function remember(token: string, state: AuthState, validUntilMs: number) {
  if (verifiedTokens.size >= maxVerifiedTokens) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(token, { state, validUntilMs });
}

// The root loader and the guards of one document request ask at the same time: one answer each.
const perRequest = new WeakMap<Request, Promise<AuthState>>();

async function verify(token: string, apiInternalUrl: string): Promise<AuthState> {
  const known = verifiedTokens.get(token);
  if (known && known.validUntilMs > Date.now()) return known.state;
  if (known) verifiedTokens.delete(token);

  let response: Response;
  try {
    response = await fetch(`${apiInternalUrl.replace(/\/+$/, '')}/auth/session-sync`, {
      headers: { Accept: 'application/json', Cookie: `${idTokenCookieName}=${encodeURIComponent(token)}` },
    });
  } catch (error) {
    console.error('[auth] could not verify the session cookie:', error);
    return signedOut;
  }
  if (!response.ok) {
    // 401: expired, tampered with or from another signer; the browser refreshes and syncs again.
    if (response.status !== 401) console.error(`[auth] session check answered ${response.status}`);
    return signedOut;
  }
  const parsed = sessionSyncState.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error('[auth] unexpected session check answer', parsed.error);
    return signedOut;
  }
  const { user, expires_at } = parsed.data;
  const state: AuthState = {
    signedIn: true,
    user: { uid: user.id, email: user.email, anonymous: user.is_anonymous, role: user.role },
  };
  remember(token, state, Date.parse(expires_at));
  return state;
}

export function readAuthState(request: Request, context?: AppLoadContext): Promise<AuthState> {
  let answer = perRequest.get(request);
  if (!answer) {
    const token = idTokenFromRequest(request);
    answer = token ? verify(token, shellRuntime(context).apiInternalUrl) : Promise.resolve(signedOut);
    perRequest.set(request, answer);
  }
  return answer;
}
