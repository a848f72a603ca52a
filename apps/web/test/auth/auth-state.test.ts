import { afterEach, describe, expect, it, vi } from 'vitest';
import { idTokenFromRequest, readAuthState } from '../../app/shell/auth-state.server.ts';

// SSR knows the user from the session sync cookie, verified by the API.

const context = { shell: { apiInternalUrl: 'http://api.internal/api', publicApiBaseUrl: '/api', buildId: 't', routeRules: {}, countryHostAliases: '' } };

function request(cookie?: string) {
  return new Request('http://localhost/dashboard', { headers: cookie ? { Cookie: cookie } : {} });
}

afterEach(() => vi.unstubAllGlobals());

describe('the server-side auth state', () => {
  it('reads the ID token of the sync cookie', () => {
    expect(idTokenFromRequest(request('a=1; brokkie_id_token=abc.def.ghi; b=2'))).toBe('abc.def.ghi');
    expect(idTokenFromRequest(request('a=1'))).toBeUndefined();
    expect(idTokenFromRequest(request())).toBeUndefined();
  });

  it('is signed out without the cookie, and asks nobody', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await readAuthState(request(), context as never)).toEqual({ signedIn: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has the API verify the token, once per token and once per request', async () => {
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('http://api.internal/api/auth/session-sync');
      expect(new Headers(init.headers).get('Cookie')).toBe('brokkie_id_token=tok-1');
      return Response.json({
        user: { id: 'u1', email: 'ann@example.com', is_anonymous: false, role: 'customer' },
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
    });
    vi.stubGlobal('fetch', fetch);
    const first = request('brokkie_id_token=tok-1');
    const expected = { signedIn: true, user: { uid: 'u1', email: 'ann@example.com', anonymous: false, role: 'customer' } };
    expect(await readAuthState(first, context as never)).toEqual(expected);
    expect(await readAuthState(first, context as never)).toEqual(expected);
    expect(await readAuthState(request('brokkie_id_token=tok-1'), context as never)).toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is signed out when the API refuses the token (expired, tampered, another signer)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'no', code: 'authentication_failed' }, { status: 401 })),
    );
    expect(await readAuthState(request('brokkie_id_token=tok-bad'), context as never)).toEqual({ signedIn: false });
  });

  it('is signed out when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await readAuthState(request('brokkie_id_token=tok-offline'), context as never)).toEqual({ signedIn: false });
  });
});
