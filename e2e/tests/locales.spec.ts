import { expect, test } from '@playwright/test';
import { text, type CatalogLocale } from '../support/catalogs.ts';
import { rawGet } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// §2: every page exists once per locale prefix; nl-be is the default and has no prefix;
// be-fr and be-nl are legacy aliases of fr-be and nl-be. <html lang> follows the locale.

interface PrefixCase {
  prefix: string;
  locale: CatalogLocale;
  lang: RegExp;
}

/** Where the sign-in link of a prefix leads: the legacy be-* prefixes link to their current locale. */
function signInPathOf(prefix: string): string {
  const current = prefix === '/be-fr' ? '/fr-be' : prefix === '/be-nl' || prefix === '/nl-be' ? '(/nl-be)?' : prefix;
  return `${current}/signin`;
}

const prefixes: PrefixCase[] = [
  { prefix: '', locale: 'nl-be', lang: /^nl-BE$/i },
  { prefix: '/nl-be', locale: 'nl-be', lang: /^nl-BE$/i },
  { prefix: '/nl', locale: 'nl', lang: /^nl(-NL)?$/i },
  { prefix: '/fr-be', locale: 'fr-be', lang: /^fr-BE$/i },
  { prefix: '/fr', locale: 'fr', lang: /^fr(-FR)?$/i },
  { prefix: '/de', locale: 'de', lang: /^de(-DE)?$/i },
  { prefix: '/en', locale: 'en', lang: /^en(-[A-Z]{2})?$/i },
  { prefix: '/be-fr', locale: 'fr-be', lang: /^fr-BE$/i },
  { prefix: '/be-nl', locale: 'nl-be', lang: /^nl-BE$/i },
];

test.describe('each locale prefix renders in its language', () => {
  for (const { prefix, locale, lang } of prefixes) {
    test(`home page at ${prefix || '/'} speaks ${locale}`, async ({ page }) => {
      const response = await page.goto(prefix || '/');
      expect(response?.status(), 'the home page answers 200').toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${text(locale, 'pages.home.title')} - Brokkie App`);
      // The React root renders inside <div id="nuxt"> (§9).
      await expect(page.locator('#nuxt')).not.toBeEmpty();
      // Visible text in the locale: the header's localized sign-in link.
      const signIn = page.getByRole('banner').getByRole('link', { name: text(locale, 'layout.sign_in'), exact: true });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute('href', new RegExp(`^${signInPathOf(prefix)}/?(\\?.*)?$`));
    });

    test(`sign-in page at ${prefix}/signin speaks ${locale}`, async ({ page }) => {
      const response = await page.goto(`${prefix}/signin`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(appUrl(`${prefix}/signin`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${text(locale, 'pages.signin.title')} - Brokkie App`);
    });
  }

  test('the catalogs used above really differ per language', () => {
    const titles = (['nl-be', 'fr-be', 'de', 'en'] as const).map((locale) => text(locale, 'pages.signin.title'));
    expect(new Set(titles).size, `sign-in titles: ${titles.join(' | ')}`).toBe(titles.length);
  });
});

test.describe('page titles read "{page} - Brokkie App"', () => {
  const publicPages = [
    { path: '/en', key: 'home' },
    { path: '/en/signin', key: 'signin' },
    { path: '/en/signup', key: 'signup' },
    { path: '/en/forgot-password', key: 'forgot-password' },
    { path: '/en/pay-now', key: 'pay-now' },
    { path: '/en/design/buttons', key: 'design-buttons' },
  ];
  for (const { path, key } of publicPages) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${text('en', `pages.${key}.title`)} - Brokkie App`);
    });
  }
});

test.describe('unknown routes are a 404 under every prefix', () => {
  for (const { prefix, locale, lang } of prefixes.filter((p) => !p.prefix.startsWith('/be-'))) {
    test(`${prefix}/no-such-page`, async ({ page }) => {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'error_page.heading'));
      await expect(page.locator('#nuxt')).toContainText(text(locale, 'error_page.not_found.intro'));
    });
  }

  test('an unknown locale-like prefix is a 404, not a locale', async () => {
    // `/xx` alone would be the home page of a locale "xx"; `constructor` is a key of every object.
    for (const path of ['/xx/signin', '/xx', '/constructor/signin', '/EN/signin']) {
      const response = await rawGet(appUrl(path));
      expect(response.status, path).toBe(path === '/EN/signin' ? 200 : 404);
    }
  });
});
