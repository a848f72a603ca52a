import { expect, test } from '@playwright/test';
import { rawGet } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// §2: account-only pages need a signed-in user; a signed-out visitor goes to the localized
// /signin with a return URL (READING-NOTES). /insurance/thankyou is also Belgium-only: on
// another country's host it is the 404 page.

const accountPages = [
  // Light-header layout
  '/after-checkout-redirect',
  '/checkout',
  '/cross-sells',
  '/order-summary',
  '/pet-overview',
  '/question',
  '/suggested-mealplan',
  // Dashboard layout
  '/change-pet-profile/42',
  '/change-pet-profile',
  '/dashboard',
  '/dashboard/extras',
  '/dashboard/mealplan',
  '/dashboard/order-history',
  '/dashboard/payment-methods',
  '/dashboard/pets',
  '/dashboard/profile',
  '/dashboard/share',
  '/dashboard/subscription-settings',
  '/e-health',
  '/e-health/edit-pet-complaints',
  '/e-health/edit-pet-condition',
  '/e-health/edit-pet-profile',
  '/e-health/new-reminder',
  '/e-health/pet-care-planner',
  '/e-health/pet-discover',
  '/e-health/pet-passport',
  // No layout
  '/dashboard/thank-you',
  '/thank-you',
  // Default-header layout
  '/insurance',
  '/insurance/questionnaire',
  '/insurance/thankyou',
];

const publicPages = ['', '/signin', '/forgot-password', '/signup', '/pay-now', '/design/buttons'];

/** The return URL of a sign-in URL: whichever query parameter holds the page we came from. */
function returnUrlOf(url: URL): string[] {
  return [...url.searchParams.values()].map((value) => (value.length > 1 ? value.replace(/\/$/, '') : value));
}

test.describe('the login guard', () => {
  test('/fr/dashboard sends a signed-out visitor to /fr/signin with a return URL', async ({ page }) => {
    const answer = await rawGet(appUrl('/fr/dashboard'));
    expect(answer.status, 'the server redirects before rendering the page').toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.location?.pathname).toBe('/fr/signin');
    expect(returnUrlOf(answer.location!)).toContain('/fr/dashboard');

    const response = await page.goto('/fr/dashboard');
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fr/signin');
    expect(returnUrlOf(url)).toContain('/fr/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr(-FR)?$/i);
  });

  test('the default locale signs in without a prefix', async () => {
    const answer = await rawGet(appUrl('/dashboard/pets'));
    expect(answer.location?.pathname).toBe('/signin');
    expect(returnUrlOf(answer.location!)).toContain('/dashboard/pets');
  });

  test('the return URL keeps the query of the page', async () => {
    const answer = await rawGet(appUrl('/en/dashboard/extras?utm_source=mail'));
    expect(answer.location?.pathname).toBe('/en/signin');
    expect(returnUrlOf(answer.location!).some((value) => value.startsWith('/en/dashboard/extras') && value.includes('utm_source=mail'))).toBe(true);
  });

  for (const path of accountPages) {
    test(`${path} is account-only (en and de)`, async () => {
      for (const prefix of ['/en', '/de']) {
        const answer = await rawGet(appUrl(`${prefix}${path}`));
        expect(answer.status, `${prefix}${path} answered ${answer.status}`).toBeGreaterThanOrEqual(300);
        expect(answer.status).toBeLessThan(400);
        expect(answer.location?.pathname).toBe(`${prefix}/signin`);
        expect(returnUrlOf(answer.location!)).toContain(`${prefix}${path}`);
      }
    });
  }

  test('public pages render for a signed-out visitor', async () => {
    for (const path of publicPages) {
      for (const prefix of ['', '/en']) {
        const answer = await rawGet(appUrl(`${prefix}${path}` || '/'));
        expect(answer.status, `${prefix}${path || '/'} answered ${answer.status}`).toBe(200);
      }
    }
  });

  test('the password-reset page is public (an unknown code may be a 404, never the sign-in guard)', async () => {
    const answer = await rawGet(appUrl('/en/reset-password/abc123'));
    expect([200, 404], `answered ${answer.status} ${answer.location?.href ?? ''}`).toContain(answer.status);
  });
});

test.describe('the Belgium-only guard on /insurance/thankyou', () => {
  for (const { host, path } of [
    { host: 'nl.localhost', path: '/en/insurance/thankyou' },
    { host: 'nl.localhost', path: '/nl/insurance/thankyou' },
    { host: 'fr.localhost', path: '/fr/insurance/thankyou' },
    { host: 'de.localhost', path: '/de/insurance/thankyou' },
  ] as const) {
    test(`is a 404 on ${host}${path}`, async () => {
      const answer = await rawGet(appUrl(path, host));
      expect(answer.status).toBe(404);
    });
  }

  test('the browser shows the 404 help on nl.localhost', async ({ page }) => {
    const response = await page.goto(appUrl('/en/insurance/thankyou', 'nl.localhost'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('#nuxt')).toContainText('Error code: 404');
    await expect(page.locator('#nuxt')).toContainText('We cannot find the page you are looking for, sorry! Could it be that you:');
  });

  test('in Belgium it needs a signed-in user', async () => {
    for (const host of ['localhost', 'be.localhost'] as const) {
      const answer = await rawGet(appUrl('/en/insurance/thankyou', host));
      expect(answer.status, `${host} answered ${answer.status}`).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      expect(answer.location?.pathname).toBe('/en/signin');
    }
  });
});
