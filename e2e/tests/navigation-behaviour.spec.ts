import { expect, test, type Page } from '@playwright/test';
import { rawGet } from '../support/http.ts';
import { isSameDocument, markDocument, waitForHydration } from '../support/navigation.ts';
import { appUrl } from '../support/servers.ts';

// §2 "Other navigation behaviour" and the build manifest (READING-NOTES): route-rule redirects,
// reload after a new build with its 10-second guard, scroll to top on a new page.

/** Navigates with the app's own router, as a <Link> does. */
async function clientNavigate(page: Page, to: string) {
  await waitForHydration(page);
  await page.evaluate((target) => {
    void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(target);
  }, to);
}

test.describe('server-provided route-rule redirects (build manifest)', () => {
  test('the manifest of the running build lists the route rules', async ({ request }) => {
    const latest = await request.get('/builds/latest.json');
    expect(latest.ok()).toBe(true);
    const { id } = (await latest.json()) as { id: string };
    const manifest = await request.get(`/builds/meta/${id}.json`);
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { id: string; routeRules: Record<string, { redirect?: { to: string } }> };
    expect(body.id).toBe(id);
    expect(body.routeRules['/en/spring-offer']?.redirect?.to).toBe('/en/signup');
  });

  test('a document request is redirected by the server', async () => {
    const answer = await rawGet(appUrl('/en/spring-offer'));
    expect(answer.status).toBe(301);
    expect(answer.location?.pathname).toBe('/en/signup');
  });

  test('a client-side navigation follows the rule', async ({ page }) => {
    await page.goto('/en');
    await markDocument(page);
    await clientNavigate(page, '/en/spring-offer');
    await expect(page).toHaveURL(/\/en\/signup\/?$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('an external target is a full page load, keeping the sub-path', async ({ page }) => {
    await page.goto('/en');
    const external = page.waitForRequest((r) => r.isNavigationRequest() && !new URL(r.url()).hostname.endsWith('localhost'));
    await clientNavigate(page, '/en/partners/kennel-club');
    expect((await external).url()).toBe('https://partners.brokkie.com/kennel-club');
  });
});

test.describe('a new build', () => {
  test('reloads the page on the next navigation, at most once per 10 seconds', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    // The server now announces another build (as after a deployment).
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() }, headers: { 'cache-control': 'no-store' } }),
    );
    // The build watch starts in an effect after hydration: focus again until it has asked.
    await expect(async () => {
      const polled = page.waitForResponse('**/builds/latest.json', { timeout: 1_000 });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await polled;
    }).toPass({ timeout: 10_000 });

    await markDocument(page);
    await clientNavigate(page, '/en/signin');
    await expect(page).toHaveURL(/\/en\/signin\/?$/);
    await page.waitForLoadState();
    expect(await isSameDocument(page), 'the navigation after a new build is a full page load').toBe(false);

    // Within 10 s of that reload, the next navigation stays inside the app even though the
    // build still differs (the reload guard prevents a loop).
    await waitForHydration(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(300);
    await markDocument(page);
    await clientNavigate(page, '/en/signup');
    await expect(page).toHaveURL(/\/en\/signup\/?$/);
    expect(await isSameDocument(page), 'the reload guard holds off a second reload').toBe(true);
  });
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await clientNavigate(page, '/en/signup');
  await expect(page).toHaveURL(/\/en\/signup\/?$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
