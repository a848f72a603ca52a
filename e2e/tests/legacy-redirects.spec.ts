import { expect, test, type Page } from '@playwright/test';
import { rawGet, serverPageAfterRedirects } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// §2 "Legacy redirects (applied before a page loads)": all 16 rows. A document request gets an
// HTTP redirect from the server; a client-side navigation is redirected by the router.

const isRedirect = (status: number) => status >= 300 && status < 400;
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

async function expectServerRedirect(from: string, to: string) {
  const response = await rawGet(appUrl(from));
  expect(isRedirect(response.status), `${from} answers ${response.status}, expected a redirect`).toBe(true);
  expect(response.location?.origin).toBe(appUrl('').replace(/\/$/, ''));
  expect(withoutTrailingSlash(response.location?.pathname ?? ''), `${from} → ${response.location?.href}`).toBe(withoutTrailingSlash(to));
}

// Rows 2–11: a moved page; the locale prefix of the request is kept.
const movedRows: Array<[string, string]> = [
  ['/questionnaires', '/question'],
  ['/checkout-dashboard', '/suggested-mealplan'],
  ['/checkout-price', '/order-summary'],
  ['/checkout-upsells', '/cross-sells'],
  ['/checkout-profile', '/checkout'],
  ['/checkout/thankyou', '/dashboard'],
  ['/dashboard/shop', '/dashboard/extras'],
  ['/dashboard/history', '/dashboard/order-history'],
  ['/dashboard/wallet', '/dashboard/payment-methods'],
  ['/ehealth', '/e-health'],
];

test.describe('moved pages', () => {
  for (const [from, to] of movedRows) {
    test(`${from} → ${to}`, async () => {
      await expectServerRedirect(from, to);
      await expectServerRedirect(`/fr${from}`, `/fr${to}`);
      await expectServerRedirect(`/en${from}`, `/en${to}`);
    });
  }

  test('the browser lands on the target (account page: then the sign-in guard)', async ({ page }) => {
    await page.goto('/en/checkout/thankyou');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/signin');
    expect([...url.searchParams.values()]).toContain('/en/dashboard');
  });
});

// Row 12: /registreren under every prefix; the target locale follows the prefix.
const registrationRows: Array<{ from: string; to: string; lang: RegExp }> = [
  { from: '/registreren', to: '/signup', lang: /^nl-BE$/i },
  { from: '/be-nl/registreren', to: '/signup', lang: /^nl-BE$/i },
  { from: '/nl-be/registreren', to: '/signup', lang: /^nl-BE$/i },
  { from: '/be-fr/registreren', to: '/fr-be/signup', lang: /^fr-BE$/i },
  { from: '/fr-be/registreren', to: '/fr-be/signup', lang: /^fr-BE$/i },
  { from: '/en/registreren', to: '/en/signup', lang: /^en/i },
  { from: '/de/registreren', to: '/de/signup', lang: /^de/i },
  { from: '/fr/registreren', to: '/fr/signup', lang: /^fr(-FR)?$/i },
  { from: '/nl/registreren', to: '/nl/signup', lang: /^nl(-NL)?$/i },
];

test.describe('/registreren goes to sign-up in the right locale', () => {
  for (const { from, to, lang } of registrationRows) {
    test(`${from} → ${to}/`, async () => {
      await expectServerRedirect(from, `${to}/`);
      const landed = await serverPageAfterRedirects(appUrl(from));
      expect(landed.status).toBe(200);
      expect(withoutTrailingSlash(landed.url.pathname)).toBe(to);
      expect(landed.lang).toMatch(lang);
    });
  }
});

// Rows 13–16: the old Belgian prefixes.
test.describe('old Belgian prefixes', () => {
  test('/be-nl/insurance → /insurance/ (nl-be)', async () => {
    await expectServerRedirect('/be-nl/insurance', '/insurance/');
    const { url } = await serverPageAfterRedirects(appUrl('/be-nl/insurance'));
    // /insurance is an account page: a signed-out visitor ends on the nl-be sign-in page.
    expect(url.pathname).toBe('/signin');
    expect([...url.searchParams.values()].map(withoutTrailingSlash)).toContain('/insurance');
  });

  test('/be-fr/insurance → /fr-be/insurance/ (fr-be)', async () => {
    await expectServerRedirect('/be-fr/insurance', '/fr-be/insurance/');
    const landed = await serverPageAfterRedirects(appUrl('/be-fr/insurance'));
    expect(landed.url.pathname).toBe('/fr-be/signin');
    expect([...landed.url.searchParams.values()].map(withoutTrailingSlash)).toContain('/fr-be/insurance');
    expect(landed.lang).toMatch(/^fr-BE$/i);
  });

  test('bare /be-nl → / (nl-be)', async () => {
    await expectServerRedirect('/be-nl', '/');
    await expectServerRedirect('/be-nl/', '/');
    const landed = await serverPageAfterRedirects(appUrl('/be-nl'));
    expect(landed.status).toBe(200);
    expect(landed.url.pathname).toBe('/');
    expect(landed.lang).toMatch(/^nl-BE$/i);
  });

  test('bare /be-fr → /fr-be/ (fr-be)', async () => {
    await expectServerRedirect('/be-fr', '/fr-be/');
    await expectServerRedirect('/be-fr/', '/fr-be/');
    const landed = await serverPageAfterRedirects(appUrl('/be-fr'));
    expect(landed.status).toBe(200);
    expect(withoutTrailingSlash(landed.url.pathname)).toBe('/fr-be');
    expect(landed.lang).toMatch(/^fr-BE$/i);
  });
});

// Row 1: any path containing /shop → the external shop of the current locale's country.
const shopRows: Array<{ from: string; tld: string }> = [
  { from: '/shop/dog-food', tld: 'be' },
  { from: '/nl-be/shop/dog-food', tld: 'be' },
  { from: '/fr-be/shop/dog-food', tld: 'be' },
  { from: '/be-fr/shop/dog-food', tld: 'be' },
  { from: '/nl/shop/dog-food', tld: 'nl' },
  { from: '/fr/shop/dog-food', tld: 'fr' },
  { from: '/de/shop/dog-food', tld: 'de' },
  { from: '/en/shop/dog-food', tld: 'com' },
];

/**
 * Starts a navigation that leaves the app and resolves with the first document request the
 * browser makes to another site (which cannot load on this closed network, and need not).
 */
function externalDocumentRequest(page: Page) {
  return page.waitForRequest(
    (request) => request.isNavigationRequest() && !new URL(request.url()).hostname.endsWith('localhost'),
  );
}

test.describe('/shop goes to the external shop of the locale\'s country', () => {
  for (const { from, tld } of shopRows) {
    test(`${from} → shop .${tld}`, async () => {
      const response = await rawGet(appUrl(from));
      expect(isRedirect(response.status), `${from} answers ${response.status}`).toBe(true);
      const location = response.location;
      expect(location?.protocol).toBe('https:');
      expect(location?.hostname, `${from} → ${location?.href}`).toMatch(new RegExp(`\\.${tld}$`));
      expect(location?.hostname).not.toMatch(/localhost$/);
      // The rest of the path is kept.
      expect(location?.pathname).toMatch(/\/dog-food\/?$/);
    });
  }

  test('the shop row does not take /dashboard/shop (that is the extras page)', async () => {
    await expectServerRedirect('/nl/dashboard/shop', '/nl/dashboard/extras');
  });

  test('a bare /shop goes to the shop home', async () => {
    const response = await rawGet(appUrl('/de/shop'));
    expect(isRedirect(response.status)).toBe(true);
    expect(response.location?.hostname).toMatch(/\.de$/);
  });

  test('the browser leaves the app for the shop (full page load)', async ({ page }) => {
    const shopRequest = externalDocumentRequest(page);
    await page.goto('/fr/shop/dog-food').catch(() => undefined);
    const url = new URL((await shopRequest).url());
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toMatch(/\.fr$/);
    expect(url.pathname).toMatch(/\/dog-food\/?$/);
  });
});

test.describe('client-side navigation is redirected too', () => {
  /** Navigates with the app's own router (what a <Link> does), not a document request. */
  async function clientNavigate(page: Page, to: string) {
    await page.waitForFunction(() => 'navigate' in ((window as unknown as { __reactRouterDataRouter?: object }).__reactRouterDataRouter ?? {}));
    await page.evaluate((target) => {
      void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(target);
    }, to);
  }

  test('/en/registreren → /en/signup', async ({ page }) => {
    await page.goto('/en');
    await clientNavigate(page, '/en/registreren');
    await expect(page).toHaveURL(/\/en\/signup\/?$/);
  });

  test('/be-fr → /fr-be/', async ({ page }) => {
    await page.goto('/en');
    await clientNavigate(page, '/be-fr');
    await expect(page).toHaveURL(/\/fr-be\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr-BE$/i);
  });

  test('/en/shop/dog-food → the .com shop with a full page load', async ({ page }) => {
    await page.goto('/en');
    const shopRequest = externalDocumentRequest(page);
    await clientNavigate(page, '/en/shop/dog-food');
    expect((await shopRequest).url()).toMatch(/^https:\/\/[^/]+\.com\/(.*\/)?dog-food\/?$/);
  });
});
