// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApiClient, configureBrowserApiAuth, requestApiClient } from '../../app/shell/api-client-wiring.ts';

function stubFetch() {
  const fetchMock = vi.fn(async () => Response.json({}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof stubFetch>, index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, headers: new Headers(init.headers) };
};

describe('API client wiring', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureBrowserApiAuth({});
    window.history.replaceState(null, '', '/');
  });

  it('reads jrt and customer_override from the current route at call time (browser)', async () => {
    const fetchMock = stubFetch();
    const api = browserApiClient('/api', 'fr-be');
    window.history.replaceState(null, '', '/fr-be/dashboard?jrt=jr-1&customer_override=77');
    await api.get('/customer/');
    window.history.replaceState(null, '', '/fr-be/dashboard');
    await api.get('/customer/');
    expect(sent(fetchMock, 0)).toMatchObject({ url: '/api/customer/?customer_override=77' });
    expect(sent(fetchMock, 0).headers.get('JR-Token')).toBe('jr-1');
    expect(sent(fetchMock, 0).headers.get('Accept-Language')).toBe('fr-be');
    expect(sent(fetchMock, 1).url).toBe('/api/customer/');
    expect(sent(fetchMock, 1).headers.has('JR-Token')).toBe(false);
  });

  it('uses the token store the identity issue registers', async () => {
    const fetchMock = stubFetch();
    configureBrowserApiAuth({ tokens: { getToken: () => 'tok' } });
    await browserApiClient('/api', 'en').get('/animal/');
    expect(sent(fetchMock).headers.get('Authorization')).toBe('Bearer tok');
  });

  it('builds a client for a page request on the server', async () => {
    const fetchMock = stubFetch();
    const request = new Request('http://localhost:3000/en/dashboard?jrt=abc&customer_override=5&utm_source=x');
    await requestApiClient(request, { apiBaseUrl: 'http://127.0.0.1:3000/api', locale: 'en' }).get('/animal/');
    expect(sent(fetchMock).url).toBe('http://127.0.0.1:3000/api/animal/?customer_override=5');
    expect(sent(fetchMock).headers.get('JR-Token')).toBe('abc');
  });
});
