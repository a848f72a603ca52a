import { expect, type Page } from '@playwright/test';

/**
 * Signs the page's browser context in as a new anonymous user, the way the app does it: the
 * identity service's anonymous sign-in, an ID token, and the session sync that lets the server
 * render account pages. Returns false when this build has no identity service yet (404).
 */
export async function signInAnonymously(page: Page, baseUrl: string): Promise<boolean> {
  const origin = new URL(baseUrl).origin;
  // The identity service rate-limits per client address and every test comes from 127.0.0.1;
  // the server trusts its proxy, so each sign-in speaks as a visitor of its own.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const headers = { Origin: origin, 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
  const signIn = await page.request.post(`${origin}/api/auth/sign-in/anonymous`, { headers, data: {} });
  if (signIn.status() === 404) return false;
  expect(signIn.ok(), `anonymous sign-in answered ${signIn.status()}`).toBe(true);

  const tokenResponse = await page.request.get(`${origin}/api/auth/token`, { headers });
  expect(tokenResponse.ok(), `the ID token request answered ${tokenResponse.status()}`).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };

  const sync = await page.request.post(`${origin}/api/auth/session-sync`, { headers, data: { token } });
  expect(sync.ok(), `the session sync answered ${sync.status()}`).toBe(true);
  return true;
}

/**
 * Promotes the page's anonymous account to a registered one (§4: same user, everything kept), as
 * the order summary's account step does before payment (issue 16), and syncs the new token so the
 * server renders the page for the registered account.
 */
export async function promoteAnonymous(page: Page, baseUrl: string, firstname = 'Sam'): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const headers = { Origin: origin, 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
  const email = `${firstname.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.test`;
  const promote = await page.request.post(`${origin}/api/auth/promote-anonymous`, { headers, data: { email, password: 'walkies-2026', name: firstname } });
  expect(promote.ok(), `promote-anonymous answered ${promote.status()}: ${await promote.text()}`).toBe(true);
  const tokenResponse = await page.request.get(`${origin}/api/auth/token`, { headers });
  expect(tokenResponse.ok(), `the ID token request answered ${tokenResponse.status()}`).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const sync = await page.request.post(`${origin}/api/auth/session-sync`, { headers, data: { token } });
  expect(sync.ok(), `the session sync answered ${sync.status()}`).toBe(true);
}
