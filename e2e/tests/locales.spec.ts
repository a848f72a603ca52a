import { expect, test } from '@playwright/test';
import { text, type CatalogLocale } from '../support/catalogs.ts';
import { rawGet, serverPage, serverPageAfterRedirects } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// §2: every page exists once per locale prefix; nl-be is the default and has no prefix;
// be-fr and be-nl are legacy aliases of fr-be and nl-be. <html lang> follows the locale.
// What the server sends is read without a browser (serverPage); one home page is also opened in
// the browser, to see the hydrated page keep its language.

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
    test(`home page at ${prefix || '/'} speaks ${locale}`, async () => {
      // A bare legacy prefix (/be-nl, /be-fr) is redirected first (§2 legacy rows 15–16).
      const home = await serverPageAfterRedirects(appUrl(prefix || '/'));
      expect(home.status, 'the home page answers 200').toBe(200);
      expect(home.lang).toMatch(lang);
      expect(home.title).toBe(`${text(locale, 'pages.home.title')} - Brokkie App`);
      // Visible text in the locale: the header's localized sign-in link.
      const signIn = home.links('banner').filter((link) => link.text === text(locale, 'layout.sign_in'));
      expect(signIn, JSON.stringify(home.links('banner'))).toHaveLength(1);
      expect(signIn[0]!.href).toMatch(new RegExp(`^${signInPathOf(prefix)}/?(\\?.*)?$`));
    });

    test(`sign-in page at ${prefix}/signin speaks ${locale}`, async () => {
      const signIn = await serverPage(appUrl(`${prefix}/signin`));
      expect(signIn.status, 'no redirect: the page answers at its own URL').toBe(200);
      expect(signIn.lang).toMatch(lang);
      expect(signIn.title).toBe(`${text(locale, 'pages.signin.title')} - Brokkie App`);
    });
  }

  test('in the browser, the hydrated home page keeps its language', async ({ page }) => {
    const response = await page.goto('/fr-be');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr-BE$/i);
    // The React root renders inside <div id="nuxt"> (§9).
    await expect(page.locator('#nuxt')).not.toBeEmpty();
    const signIn = page.getByRole('banner').getByRole('link', { name: text('fr-be', 'layout.sign_in'), exact: true });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', /^\/fr-be\/signin\/?(\?.*)?$/);
  });

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
  test('on every public page', async () => {
    for (const { path, key } of publicPages) {
      const page = await serverPage(appUrl(path));
      expect(page.status, path).toBe(200);
      expect(page.title, path).toBe(`${text('en', `pages.${key}.title`)} - Brokkie App`);
    }
  });
});

test.describe('unknown routes are a 404 under every prefix', () => {
  for (const { prefix, locale, lang } of prefixes.filter((p) => !p.prefix.startsWith('/be-'))) {
    test(`${prefix}/no-such-page`, async () => {
      const notFound = await serverPage(appUrl(`${prefix}/no-such-page`));
      expect(notFound.status).toBe(404);
      expect(notFound.lang).toMatch(lang);
      expect(notFound.h1).toBe(text(locale, 'error_page.heading'));
      expect(notFound.text).toContain(text(locale, 'error_page.not_found.intro'));
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
