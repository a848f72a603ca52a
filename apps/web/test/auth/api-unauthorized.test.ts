import { describe, expect, it, vi } from 'vitest';
import { createTokenLifecycle, type Clock } from '@brokkie/domain/token-lifecycle';
import { ApiError, createApiClient } from '../../app/lib/api-client.ts';

// §4, §8: on any 401 from the product API the token is refreshed and the request retried once,
// with the fresh token — here through the real API client and token lifecycle.

const clock: Clock = { now: () => Date.UTC(2026, 10, 22, 9), setTimeout: () => 0, clearTimeout: () => undefined };
const seconds = clock.now() / 1000;

function jwt(serial: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part({ iat: seconds + serial, exp: seconds + 3600, sub: 'u1', n: serial })}.sig`;
}

function setup(statuses: number[]) {
  let issued = 0;
  const fetchToken = vi.fn(async () => jwt(++issued));
  const lifecycle = createTokenLifecycle({ clock, fetchToken, isNetworkError: () => false });
  const sent: Array<string | null> = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('Authorization'));
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? { ok: true } : { detail: 'Not signed in', code: 'not_authenticated' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const api = createApiClient({
    baseUrl: '/api',
    locale: () => 'en',
    fetch: fetch as unknown as typeof globalThis.fetch,
    tokens: { getToken: () => lifecycle.getToken() },
    onUnauthorized: () => lifecycle.handleUnauthorized(),
  });
  return { api, lifecycle, fetchToken, sent };
}

describe('a 401 from the product API', () => {
  it('refreshes the token and retries exactly once, with the new token', async () => {
    const { api, lifecycle, fetchToken, sent } = setup([401, 200]);
    await lifecycle.start();
    await expect(api.get('/customer/')).resolves.toEqual({ ok: true });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([`Bearer ${jwt(1)}`, `Bearer ${jwt(2)}`]);
  });

  it('fails when the retry is refused again: no second refresh, no third request', async () => {
    const { api, lifecycle, fetchToken, sent } = setup([401, 401, 200]);
    await lifecycle.start();
    await expect(api.get('/customer/')).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(2);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
