import { describe, expect, it, vi } from 'vitest';
import {
  authCallbackWaitMs,
  createSessionId,
  createTokenLifecycle,
  decodeTokenTimes,
  isTokenExpired,
  mayPostToSyncUrl,
  nativeRedirectResumeTimeoutMs,
  refreshAtMs,
  retryDelayMs,
  retryOnceAfterRefresh,
  sessionIdLength,
  type Clock,
} from '../src/token-lifecycle.ts';

/** A clock whose time only moves when the test says so; timers fire as it passes them. */
class FakeClock implements Clock {
  private timers: Array<{ at: number; run: () => void; id: number }> = [];
  private nextId = 1;
  constructor(private time: number) {}

  now = () => this.time;

  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  /** The moments timers are set for, soonest first. */
  pending(): number[] {
    return this.timers.map((timer) => timer.at).sort((a, b) => a - b);
  }

  /** Moves time forward by `ms`, firing each timer due on the way (and letting its promises settle). */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = due.at;
      this.timers = this.timers.filter((timer) => timer !== due);
      due.run();
      await flush();
    }
    this.time = until;
  }
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An (unsigned) JWT with the given times in seconds; the lifecycle only reads them. */
function jwt(issuedAt: number, expiresAt: number, subject = 'user-1'): string {
  return `${base64Url({ alg: 'EdDSA' })}.${base64Url({ iat: issuedAt, exp: expiresAt, sub: subject })}.signature`;
}

const start = Date.UTC(2026, 10, 22, 9, 0, 0);
const startSeconds = start / 1000;
const hour = 3600;

class NetworkDown extends Error {}

function setup(clock: FakeClock, fetchToken: () => Promise<string | null>) {
  const posted: string[] = [];
  const deleted: number[] = [];
  const lifecycle = createTokenLifecycle({
    clock,
    fetchToken,
    isNetworkError: (error) => error instanceof NetworkDown,
    postToSyncUrl: async (token) => {
      posted.push(token);
    },
    deleteFromSyncUrl: async () => {
      deleted.push(clock.now());
    },
  });
  return { lifecycle, posted, deleted };
}

describe('token timing (§9)', () => {
  const times = { issuedAt: startSeconds, expiresAt: startSeconds + hour };

  it('reads iat, exp and sub of a JWT', () => {
    expect(decodeTokenTimes(jwt(startSeconds, startSeconds + hour, 'abc'))).toEqual({ ...times, subject: 'abc' });
    // Whether it was issued to an anonymous account: a promoted account's old token says so.
    const anonymousToken = `${base64Url({ alg: 'EdDSA' })}.${base64Url({ iat: startSeconds, exp: startSeconds + hour, sub: 'abc', anonymous: true })}.signature`;
    expect(decodeTokenTimes(anonymousToken)).toEqual({ ...times, subject: 'abc', anonymous: true });
    expect(decodeTokenTimes('not-a-token')).toBeUndefined();
    expect(decodeTokenTimes(null)).toBeUndefined();
  });

  it('counts a token as expired 30 s before its exp', () => {
    expect(isTokenExpired(times, (times.expiresAt - 31) * 1000)).toBe(false);
    expect(isTokenExpired(times, (times.expiresAt - 30) * 1000)).toBe(true);
    expect(isTokenExpired(times, (times.expiresAt - 1) * 1000)).toBe(true);
  });

  it('refreshes 5 minutes before expiry', () => {
    expect(refreshAtMs(times)).toBe((times.expiresAt - 300) * 1000);
  });

  it('backs off from 30 s, doubling up to 960 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 960, 960, 960]);
  });

  it('syncs only a token issued less than 5 minutes ago', () => {
    expect(mayPostToSyncUrl(times, start + 299_000)).toBe(true);
    expect(mayPostToSyncUrl(times, start + 300_000)).toBe(false);
  });

  it('has the identity constants of §9', () => {
    expect(nativeRedirectResumeTimeoutMs).toBe(2000);
    expect(authCallbackWaitMs).toBe(500);
    expect(sessionIdLength).toBe(20);
    expect(createSessionId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('the token lifecycle under a fake clock', () => {
  it('refreshes at exp − 5 min, again and again', async () => {
    const clock = new FakeClock(start);
    const fetchToken = vi.fn(async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));
    const { lifecycle } = setup(clock, fetchToken);

    await lifecycle.start();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toEqual([start + 55 * 60_000]);

    await clock.advance(55 * 60_000 - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(decodeTokenTimes(lifecycle.current())?.issuedAt).toBe(startSeconds + 55 * 60);
    expect(clock.pending()).toEqual([start + 110 * 60_000]);
  });

  it('keeps a stored token that is still valid, and force-refreshes an expired one', async () => {
    const clock = new FakeClock(start);
    const fetchToken = vi.fn(async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));
    const { lifecycle } = setup(clock, fetchToken);

    const stored = jwt(startSeconds - 10 * 60, startSeconds + 50 * 60);
    expect(await lifecycle.start(stored)).toBe(stored);
    expect(fetchToken).not.toHaveBeenCalled();

    // Expired 30 s early: 20 s before its exp the stored token is no longer used.
    const expired = jwt(startSeconds - hour, startSeconds + 20);
    const fresh = await lifecycle.start(expired);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(fresh).not.toBe(expired);
  });

  it('hands out a refreshed token once the current one counts as expired', async () => {
    const clock = new FakeClock(start);
    const fetchToken = vi.fn(async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));
    const { lifecycle } = setup(clock, fetchToken);
    await lifecycle.start();
    lifecycle.stop();

    await clock.advance((hour - 31) * 1000);
    expect(await lifecycle.getToken()).toBe(lifecycle.current());
    expect(fetchToken).toHaveBeenCalledTimes(1);

    await clock.advance(1000);
    await lifecycle.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('retries after network failures: 30, 60, 120, … up to 960 s, then back to normal', async () => {
    const clock = new FakeClock(start);
    let down = true;
    const attempts: number[] = [];
    const fetchToken = vi.fn(async () => {
      attempts.push(clock.now());
      if (down) throw new NetworkDown('offline');
      return jwt(clock.now() / 1000, clock.now() / 1000 + hour);
    });
    const { lifecycle } = setup(clock, fetchToken);

    await lifecycle.start();
    await clock.advance(4 * hour * 1000);
    const gaps = attempts.slice(1).map((at, i) => (at - attempts[i]!) / 1000);
    expect(gaps.slice(0, 9)).toEqual([30, 60, 120, 240, 480, 960, 960, 960, 960]);

    down = false;
    const before = fetchToken.mock.calls.length;
    await clock.advance(960_000);
    expect(fetchToken.mock.calls.length).toBe(before + 1);
    expect(lifecycle.current()).not.toBeNull();
    // Back to the normal rhythm: the next refresh is 5 minutes before the new token expires.
    expect(clock.pending()).toEqual([attempts.at(-1)! + 55 * 60_000]);
  });

  it('does not retry a refusal (no session any more): the user is signed out', async () => {
    const clock = new FakeClock(start);
    const fetchToken = vi.fn(async () => null);
    const { lifecycle } = setup(clock, fetchToken);
    expect(await lifecycle.start()).toBeNull();
    expect(clock.pending()).toEqual([]);
  });

  it('posts a token to the sync URL only if it was issued less than 5 minutes ago', async () => {
    const clock = new FakeClock(start);
    const { lifecycle, posted } = setup(clock, async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));

    // A stored token issued 10 minutes ago is used but not synced.
    await lifecycle.start(jwt(startSeconds - 600, startSeconds + 50 * 60));
    expect(posted).toEqual([]);

    // A token the identity service issued 4 min 59 s ago (a slow clock on its side) is synced.
    const almostOld = jwt(startSeconds - 299, startSeconds + hour);
    const lifecycle2 = setup(clock, async () => almostOld);
    await lifecycle2.lifecycle.refresh();
    expect(lifecycle2.posted).toEqual([almostOld]);

    // One issued exactly 5 minutes ago is not.
    const old = jwt(startSeconds - 300, startSeconds + hour);
    const lifecycle3 = setup(clock, async () => old);
    await lifecycle3.lifecycle.refresh();
    expect(lifecycle3.posted).toEqual([]);

    // Every fresh refresh is synced.
    await lifecycle.refresh();
    expect(posted).toHaveLength(1);
  });

  it('deletes the token from the sync URL at sign-out and stops refreshing', async () => {
    const clock = new FakeClock(start);
    const { lifecycle, deleted } = setup(clock, async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));
    await lifecycle.start();
    await lifecycle.clear();
    expect(lifecycle.current()).toBeNull();
    expect(deleted).toEqual([start]);
    expect(clock.pending()).toEqual([]);
  });

  it('shares one request between concurrent refreshes', async () => {
    const clock = new FakeClock(start);
    const fetchToken = vi.fn(async () => jwt(clock.now() / 1000, clock.now() / 1000 + hour));
    const { lifecycle } = setup(clock, fetchToken);
    await Promise.all([lifecycle.refresh(), lifecycle.refresh(), lifecycle.handleUnauthorized()]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 from the product API', () => {
  class Unauthorized extends Error {}

  it('refreshes the token and retries exactly once', async () => {
    const clock = new FakeClock(start);
    let issued = 0;
    const fetchToken = vi.fn(async () => jwt(clock.now() / 1000 + issued++, clock.now() / 1000 + hour));
    const { lifecycle } = setup(clock, fetchToken);
    await lifecycle.start();
    const firstToken = lifecycle.current();

    const tokensSent: Array<string | null> = [];
    const send = vi.fn(async () => {
      tokensSent.push(lifecycle.current());
      if (tokensSent.length === 1) throw new Unauthorized();
      return 'ok';
    });
    const result = await retryOnceAfterRefresh(send, (error) => error instanceof Unauthorized, lifecycle.handleUnauthorized);
    expect(result).toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(tokensSent[0]).toBe(firstToken);
    expect(tokensSent[1]).not.toBe(firstToken);
  });

  it('gives up after the one retry when the API still answers 401', async () => {
    const clock = new FakeClock(start);
    let issued = 0;
    const { lifecycle } = setup(clock, async () => jwt(clock.now() / 1000 + issued++, clock.now() / 1000 + hour));
    await lifecycle.start();
    const send = vi.fn(async () => {
      throw new Unauthorized();
    });
    await expect(retryOnceAfterRefresh(send, (error) => error instanceof Unauthorized, lifecycle.handleUnauthorized)).rejects.toBeInstanceOf(Unauthorized);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the refresh brings no new token (signed out meanwhile)', async () => {
    const clock = new FakeClock(start);
    let signedIn = true;
    const { lifecycle } = setup(clock, async () => (signedIn ? jwt(clock.now() / 1000, clock.now() / 1000 + hour) : null));
    await lifecycle.start();
    signedIn = false;
    const send = vi.fn(async () => {
      throw new Unauthorized();
    });
    await expect(retryOnceAfterRefresh(send, (error) => error instanceof Unauthorized, lifecycle.handleUnauthorized)).rejects.toBeInstanceOf(Unauthorized);
    expect(send).toHaveBeenCalledTimes(1);
    expect(lifecycle.current()).toBeNull();
  });

  it('never retries other failures', async () => {
    const refresh = vi.fn(async () => true);
    const send = vi.fn(async () => {
      throw new Error('500');
    });
    await expect(retryOnceAfterRefresh(send, (error) => error instanceof Unauthorized, refresh)).rejects.toThrow('500');
    expect(refresh).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
