import { expect, test } from '@playwright/test';
import { rawGet, serverPage } from '../support/http.ts';
import { appUrl, ports, type CountryHost } from '../support/servers.ts';

// §2/§4: the country comes from the host (nl.localhost → the Netherlands, ...; plain localhost is
// Belgium). When the current language is not one of the country's languages, the locale is
// forced to the country's default language — not on plain localhost. Routing needs no browser:
// the server's answers are read directly; one forcing is also followed in the browser.

interface ForcingCase {
  host: CountryHost;
  from: string;
  to: string;
  lang: RegExp;
}

const forced: ForcingCase[] = [
  { host: 'nl.localhost', from: '/fr-be/signin', to: '/nl/signin', lang: /^nl(-NL)?$/i },
  { host: 'nl.localhost', from: '/de/signin', to: '/nl/signin', lang: /^nl(-NL)?$/i },
  { host: 'nl.localhost', from: '/signin', to: '/nl/signin', lang: /^nl(-NL)?$/i },
  { host: 'nl.localhost', from: '/', to: '/nl', lang: /^nl(-NL)?$/i },
  { host: 'fr.localhost', from: '/nl/signin', to: '/fr/signin', lang: /^fr(-FR)?$/i },
  { host: 'fr.localhost', from: '/fr-be/signin', to: '/fr/signin', lang: /^fr(-FR)?$/i },
  { host: 'de.localhost', from: '/fr/signin', to: '/de/signin', lang: /^de(-DE)?$/i },
  { host: 'be.localhost', from: '/de/signin', to: '/signin', lang: /^nl-BE$/i },
];

const kept: ForcingCase[] = [
  { host: 'nl.localhost', from: '/en/signin', to: '/en/signin', lang: /^en/i },
  { host: 'nl.localhost', from: '/nl/signin', to: '/nl/signin', lang: /^nl(-NL)?$/i },
  { host: 'de.localhost', from: '/en/signin', to: '/en/signin', lang: /^en/i },
  { host: 'be.localhost', from: '/fr-be/signin', to: '/fr-be/signin', lang: /^fr-BE$/i },
  // Plain localhost (Belgium) never forces.
  { host: 'localhost', from: '/de/signin', to: '/de/signin', lang: /^de(-DE)?$/i },
  { host: 'localhost', from: '/nl/signin', to: '/nl/signin', lang: /^nl(-NL)?$/i },
];

const strip = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

test.describe('forcing the country\'s default language', () => {
  for (const { host, from, to, lang } of forced) {
    test(`${host}${from} → ${to}`, async () => {
      const answer = await rawGet(appUrl(from, host));
      expect(answer.status, `the server redirects (got ${answer.status})`).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      expect(answer.location?.host).toBe(`${host}:${ports.app}`);
      expect(strip(answer.location?.pathname ?? '')).toBe(to);

      const target = await serverPage(answer.location!.href);
      expect(target.status).toBe(200);
      expect(target.lang).toMatch(lang);
    });
  }

  test('the browser follows the forcing to the page in the country\'s language', async ({ page }) => {
    const response = await page.goto(appUrl('/fr-be/signin', 'nl.localhost'));
    expect(response?.status()).toBe(200);
    expect(strip(new URL(page.url()).pathname)).toBe('/nl/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', /^nl(-NL)?$/i);
  });

  test('the query string is kept', async () => {
    const answer = await rawGet(appUrl('/fr-be/signin?utm_source=x', 'nl.localhost'));
    expect(answer.location?.pathname).toBe('/nl/signin');
    expect(answer.location?.searchParams.get('utm_source')).toBe('x');
  });

  test('a browser in English on nl.localhost gets English (offered there)', async () => {
    const answer = await rawGet(appUrl('/', 'nl.localhost'), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(strip(answer.location?.pathname ?? '')).toBe('/en');
  });

  test('a browser in German on nl.localhost gets Dutch (German is not offered there)', async () => {
    const answer = await rawGet(appUrl('/', 'nl.localhost'), { 'accept-language': 'de-DE,de;q=0.9' });
    expect(strip(answer.location?.pathname ?? '')).toBe('/nl');
  });
});

test.describe('languages the country offers stay', () => {
  for (const { host, from, to, lang } of kept) {
    test(`${host}${from} stays`, async () => {
      const page = await serverPage(appUrl(from, host));
      expect(page.status, 'no redirect').toBe(200);
      expect(strip(from)).toBe(to);
      expect(page.lang).toMatch(lang);
    });
  }
});
