import { expect } from 'vitest';
import type { TestBrowser } from '../../helpers/test-browser.ts';

/*
 * "Google" through the development OpenID Connect provider, for tests that need a social account:
 * the identity service redirects to the provider (a real server on loopback), the test plays the
 * browser on the provider's sign-in page, and the provider sends it back to the callback.
 */

/** Plays the browser on the provider's pages: choose `email`, come back to the API's callback. */
export async function throughProvider(browser: TestBrowser, authorizationUrl: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const fetchProvider = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
  const origin = new URL(authorizationUrl).origin;
  let response = await fetchProvider(authorizationUrl);
  expect(response.status).toBe(303);
  const interaction = new URL(response.headers.get('location')!, origin).toString();
  const page = await fetchProvider(interaction);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Lotte Janssens');
  expect(html).toContain('team@brokkie.be');

  response = await fetchProvider(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  // The provider resumes the authorization and sends the browser to the callback.
  for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
    const next = new URL(response.headers.get('location')!, origin);
    if (next.origin !== origin) break;
    response = await fetchProvider(next.toString());
  }
  const callback = new URL(response.headers.get('location')!, origin);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const back = await browser.request('GET', `${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  return String(back.headers.location);
}

export async function startGoogle(browser: TestBrowser, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await browser.request('POST', path, { body: { provider: 'google', ...body } });
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);
  return url;
}
