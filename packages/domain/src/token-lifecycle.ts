import {
  idTokenExpirySkewSeconds,
  idTokenRefreshLeadSeconds,
  idTokenRetryInitialSeconds,
  idTokenRetryMaxSeconds,
  idTokenSyncMaxAgeSeconds,
} from './identity.ts';

/**
 * The client's ID token lifecycle (§4, §9), free of any browser API so that it runs under a fake
 * clock: when a token counts as expired, when it is refreshed, how a failed refresh is retried,
 * when it may be sent to the sync URL, and the one retry after a 401.
 */

/**
 * §9 identity timings that are not about the token itself, and where they apply here:
 * - `nativeRedirectResumeTimeoutMs`: the original app's native wrapper cancelled a social
 *   sign-in redirect that the app was not resumed from within 2000 ms. There is no native wrapper;
 *   the web client uses the same limit for a social sign-in redirect that does not leave the page
 *   (the browser blocked or ignored it): after 2000 ms on the page the attempt is cancelled and
 *   the buttons work again.
 * - `authCallbackWaitMs`: how long the client waits for the identity callback once a sign-in
 *   popup (re-authentication with Google, Facebook or Apple) has closed, as the popup posts its
 *   result just before it closes itself.
 * - `sessionIdLength`: length of the random ids the client makes for one sign-in attempt (the
 *   correlation id between the page and its re-authentication popup).
 */
export const nativeRedirectResumeTimeoutMs = 2000;
export const authCallbackWaitMs = 500;
export const sessionIdLength = 20;

const sessionIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of {@link sessionIdLength} letters and digits (`random` gives 0 ≤ n < 1). */
export function createSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < sessionIdLength; i += 1) id += sessionIdAlphabet[Math.floor(random() * sessionIdAlphabet.length)];
  return id;
}

/** Issue and expiry of a token, in seconds since the epoch (the JWT `iat` and `exp`). */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
  /** The JWT `sub`: whose token it is. */
  subject?: string;
  /** The `anonymous` claim: the token was issued while the account was anonymous. */
  anonymous?: boolean;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads `iat`, `exp` and `sub` of a JWT without verifying it: the client only plans its refreshes
 * with them; whoever accepts the token verifies it. Undefined for anything that is not a JWT.
 */
export function decodeTokenTimes(token: string | null | undefined): TokenTimes | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { iat?: unknown; exp?: unknown; sub?: unknown; anonymous?: unknown };
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return undefined;
    return {
      issuedAt: claims.iat,
      expiresAt: claims.exp,
      ...(typeof claims.sub === 'string' ? { subject: claims.sub } : {}),
      ...(typeof claims.anonymous === 'boolean' ? { anonymous: claims.anonymous } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A token counts as expired 30 s before its `exp` (§9), so it never expires on its way. */
export function isTokenExpired(times: TokenTimes, nowMs: number): boolean {
  return nowMs / 1000 >= times.expiresAt - idTokenExpirySkewSeconds;
}

/** The moment (ms since the epoch) a token is refreshed: 5 minutes before it expires (§9). */
export function refreshAtMs(times: TokenTimes): number {
  return (times.expiresAt - idTokenRefreshLeadSeconds) * 1000;
}

/** How long from `nowMs` until the token is refreshed; 0 when that moment has passed. */
export function refreshDelayMs(times: TokenTimes, nowMs: number): number {
  return Math.max(0, refreshAtMs(times) - nowMs);
}

/** The wait before retry number `attempt` (1, 2, …) after network failures: 30 s doubling, at most 960 s (§9). */
export function retryDelayMs(attempt: number): number {
  const doublings = Math.max(0, Math.floor(attempt) - 1);
  const seconds = Math.min(idTokenRetryInitialSeconds * 2 ** Math.min(doublings, 30), idTokenRetryMaxSeconds);
  return seconds * 1000;
}

/** Only a token issued less than 5 minutes ago is posted to the sync URL (§9). */
export function mayPostToSyncUrl(times: TokenTimes, nowMs: number): boolean {
  return nowMs / 1000 - times.issuedAt < idTokenSyncMaxAgeSeconds;
}

/** Time and timers, injected so that tests run the lifecycle under a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TokenLifecycleOptions {
  /**
   * Asks the identity service for a new ID token of the signed-in user; null when nobody is
   * signed in any more. Throws on failure; `isNetworkError` tells which failures are retried.
   */
  fetchToken(): Promise<string | null>;
  /** Network failures (no answer) are retried with backoff; other failures are not. */
  isNetworkError(error: unknown): boolean;
  /** Posts a fresh token to the sync URL; absent when no sync URL is configured. */
  postToSyncUrl?(token: string): Promise<void>;
  /** Deletes the token from the sync URL (sign-out); absent when no sync URL is configured. */
  deleteFromSyncUrl?(): Promise<void>;
  /** Told every time the token changes (null: signed out). */
  onToken?(token: string | null): void;
  /** Told when a sync or refresh failed, for the console. */
  onError?(error: unknown): void;
  clock?: Clock;
}

export interface TokenLifecycle {
  /** The current token as it is (maybe expired), or null. */
  current(): string | null;
  /**
   * Starts with a user the identity service reported: the stored token when it is still valid,
   * else a forced refresh (§4 "force-refreshes it if the stored token is expired").
   */
  start(storedToken?: string | null): Promise<string | null>;
  /** A valid token for a request: the current one, or a refreshed one when it has expired. */
  getToken(): Promise<string | null>;
  /** A new token now (sign-in, re-authentication, a 401). Concurrent calls share one request. */
  refresh(): Promise<string | null>;
  /** A 401 from the product API: refresh; true when there is a new token to retry with. */
  handleUnauthorized(): Promise<boolean>;
  /** Sign-out: forgets the token, stops the timers and deletes the token from the sync URL. */
  clear(): Promise<void>;
  /** Stops the timers (the page goes away). */
  stop(): void;
}

export function createTokenLifecycle(options: TokenLifecycleOptions): TokenLifecycle {
  const clock = options.clock ?? systemClock;
  let token: string | null = null;
  let timer: unknown;
  let failures = 0;
  let inFlight: Promise<string | null> | undefined;
  let generation = 0;

  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (ms: number) => {
    cancelTimer();
    timer = clock.setTimeout(() => {
      timer = undefined;
      void refresh();
    }, ms);
  };

  const setToken = (next: string | null) => {
    if (next === token) return;
    token = next;
    options.onToken?.(next);
  };

  const sync = async (fresh: string) => {
    const times = decodeTokenTimes(fresh);
    if (!options.postToSyncUrl || !times || !mayPostToSyncUrl(times, clock.now())) return;
    try {
      await options.postToSyncUrl(fresh);
    } catch (error) {
      options.onError?.(error);
    }
  };

  const adopt = async (fresh: string) => {
    failures = 0;
    setToken(fresh);
    const times = decodeTokenTimes(fresh);
    if (times) schedule(refreshDelayMs(times, clock.now()));
    await sync(fresh);
  };

  function refresh(): Promise<string | null> {
    inFlight ??= (async () => {
      const started = generation;
      try {
        const fresh = await options.fetchToken();
        // A sign-out while the request was on its way wins.
        if (started !== generation) return token;
        if (fresh) {
          await adopt(fresh);
        } else {
          cancelTimer();
          setToken(null);
        }
        return token;
      } catch (error) {
        if (started !== generation) return token;
        options.onError?.(error);
        if (options.isNetworkError(error)) {
          failures += 1;
          schedule(retryDelayMs(failures));
        }
        return token;
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  const isUsable = (candidate: string | null): candidate is string => {
    const times = decodeTokenTimes(candidate);
    return !!times && !isTokenExpired(times, clock.now());
  };

  return {
    current: () => token,

    async start(storedToken) {
      if (isUsable(storedToken ?? null)) {
        const times = decodeTokenTimes(storedToken)!;
        failures = 0;
        setToken(storedToken!);
        schedule(refreshDelayMs(times, clock.now()));
        await sync(storedToken!);
        return token;
      }
      return refresh();
    },

    async getToken() {
      if (token === null || isUsable(token)) return token;
      return refresh();
    },

    refresh,

    async handleUnauthorized() {
      const before = token;
      const after = await refresh();
      return after !== null && after !== before;
    },

    async clear() {
      generation += 1;
      cancelTimer();
      failures = 0;
      setToken(null);
      if (!options.deleteFromSyncUrl) return;
      try {
        await options.deleteFromSyncUrl();
      } catch (error) {
        options.onError?.(error);
      }
    },

    stop: cancelTimer,
  };
}

/**
 * Sends a request; when it fails with a 401, refreshes the token and sends it exactly once more
 * (§4, §8). A second 401, or a refresh that brings no new token, leaves the failure as it is.
 */
export async function retryOnceAfterRefresh<T>(
  send: () => Promise<T>,
  isUnauthorized: (error: unknown) => boolean,
  refresh: () => Promise<boolean>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUnauthorized(error) || !(await refresh())) throw error;
    return send();
  }
}
