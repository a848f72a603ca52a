import { expect, test } from '@playwright/test';
import { localeCookieName } from '@brokkie/domain/locales';
import { rawGet, serverPage, setCookies } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// §2: the locale is detected from a cookie, else the browser language, and stored in a cookie
// kept 365 days. Detection decides where the bare root `/` goes. The server decides all of it,
// so its answers are read directly; the browser follows one detection and one stored cookie.

const yearInSeconds = 365 * 24 * 60 * 60;
const dayInSeconds = 24 * 60 * 60;

const homeOf = (prefix: string) => new RegExp(`^${appUrl(prefix).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

test.describe('browser language detection on /', () => {
  const cases = [
    { browser: 'fr-BE', home: '/fr-be' },
    { browser: 'fr-FR', home: '/fr' },
    { browser: 'nl-NL', home: '/nl' },
    { browser: 'de-DE', home: '/de' },
    { browser: 'en-GB', home: '/en' },
  ];
  for (const { browser, home } of cases) {
    test(`browser in ${browser}: the server redirects / to ${home} before any page`, async () => {
      const response = await rawGet(appUrl('/'), { 'accept-language': `${browser},${browser.slice(0, 2)};q=0.9` });
      expect(response.status, 'a redirect, not a page').toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      expect(response.location?.pathname.replace(/\/$/, '')).toBe(home);
    });
  }

  test.describe('in the browser', () => {
    test.use({ locale: 'fr-BE' });
    test('a browser in fr-BE lands on /fr-be', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(homeOf('/fr-be'));
    });
  });

  test('browser in nl-BE (the default locale): / stays, with no prefix', async () => {
    const home = await serverPage(appUrl('/'), { 'accept-language': 'nl-BE,nl;q=0.9' });
    expect(home.status).toBe(200);
    expect(home.lang).toMatch(/^nl-BE$/i);
  });

  test('browser in a language we do not offer: / stays on the default locale', async () => {
    const home = await serverPage(appUrl('/'), { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(home.status).toBe(200);
    expect(home.lang).toMatch(/^nl-BE$/i);
  });
});

test.describe('the locale cookie', () => {
  test.describe('beats the browser language', () => {
    const frenchBrowser = { 'accept-language': 'fr-BE,fr;q=0.9' };
    test('cookie de, browser fr-BE: / goes to /de', async () => {
      const response = await rawGet(appUrl('/'), { ...frenchBrowser, cookie: `${localeCookieName}=de` });
      expect(response.location?.pathname.replace(/\/$/, '')).toBe('/de');
    });

    test('cookie nl-be, browser fr-BE: / stays on /', async () => {
      const response = await rawGet(appUrl('/'), { ...frenchBrowser, cookie: `${localeCookieName}=nl-be` });
      expect(response.status).toBe(200);
    });
  });

  test('visiting a prefix stores that locale for 365 days', async ({ page, context }) => {
    await page.goto('/fr/signin');
    const cookie = (await context.cookies(appUrl('/'))).find((c) => c.name === localeCookieName);
    expect(cookie, `a ${localeCookieName} cookie is set`).toBeDefined();
    expect(cookie?.value).toBe('fr');
    expect(cookie?.path).toBe('/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(yearInSeconds - dayInSeconds);
    expect(lifetime).toBeLessThan(yearInSeconds + dayInSeconds);
  });

  test('the server sets it on the document response with a max-age of 365 days', async () => {
    const response = await rawGet(appUrl('/de/signin'));
    expect(response.status).toBe(200);
    const cookie = setCookies(response).find((c) => c.startsWith(`${localeCookieName}=`));
    expect(cookie, `Set-Cookie: ${setCookies(response).join(' | ')}`).toBeDefined();
    expect(cookie).toMatch(new RegExp(`^${localeCookieName}=de;`));
    const maxAge = /max-age=(\d+)/i.exec(cookie ?? '');
    const expires = /expires=([^;]+)/i.exec(cookie ?? '');
    const lifetime = maxAge ? Number(maxAge[1]) : expires ? (Date.parse(expires[1] ?? '') - Date.now()) / 1000 : 0;
    expect(lifetime).toBeGreaterThan(yearInSeconds - dayInSeconds);
    expect(lifetime).toBeLessThan(yearInSeconds + dayInSeconds);
  });

  test('a stored locale is used for the next visit of /', async ({ page }) => {
    await page.goto('/en/signin');
    await page.goto('/');
    await expect(page).toHaveURL(homeOf('/en'));
  });

  test('the default locale can be chosen back: /nl-be stores nl-be', async () => {
    const chosen = await rawGet(appUrl('/nl-be/signin'), { cookie: `${localeCookieName}=en` });
    const cookie = setCookies(chosen).find((c) => c.startsWith(`${localeCookieName}=`));
    expect(cookie).toMatch(new RegExp(`^${localeCookieName}=nl-be;`));
    const home = await rawGet(appUrl('/'), { cookie: `${localeCookieName}=nl-be`, 'accept-language': 'en-GB,en;q=0.9' });
    expect(home.status).toBe(200);
  });
});
