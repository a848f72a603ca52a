import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loadShellData } from '../../app/shell/shell-loader.server.ts';
import { clearReferenceDataCache, loadReferenceData } from '../../app/shell/reference-data.server.ts';
import type { ShellRuntime } from '../../app/shell/runtime-config.server.ts';
import type { ShellData } from '../../app/shell/shell-data.ts';

const api = 'http://api.internal/api';
const language = (id: number, iso_code: string) => ({ id, url: `/language/${id}/`, name: iso_code, iso_code, wordpress_slug: '/', zendesk_link: `https://help.example/${iso_code}` });
const languages = [language(1, 'nl'), language(4, 'en'), language(5, 'de'), language(6, 'fr-BE'), language(7, 'nl-BE'), language(9, 'fr')];
const country = (id: number, short_name: string, domain: string, codes: string[]) => ({
  id,
  url: `/country/${id}/`,
  name: short_name,
  short_name,
  default_language: '/language/1/',
  default_language_code: codes[0],
  language_codes: codes,
  languages: [],
  shipping_days: 1,
  support_email: 'help@example.com',
  support_phone: '+32 1',
  telephone_code: '+32',
  working_hours_start: '08:00:00',
  working_hours_end: '18:00:00',
  frontend_domain_name: domain,
  wordpress_domain_name: `www.${domain}`,
  facebook_link: '',
  instagram_link: '',
  tiktok_link: '',
  youtube_link: '',
});
const countries = [country(1, 'BE', 'app.brokkie.be', ['nl-BE', 'fr-BE', 'en']), country(2, 'NL', 'app.brokkie.nl', ['nl', 'en'])];
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const context: AppLoadContext = {
  shell: {
    apiInternalUrl: api,
    publicApiBaseUrl: '/api',
    buildId: 'b1',
    routeRules: { '/old-promo': { redirect: { to: '/signup', statusCode: 301 } } },
    countryHostAliases: 'nl.localhost=NL',
  } satisfies ShellRuntime,
};

function stubApi(up = true) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!up) throw new TypeError('fetch failed');
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url === `${api}/country/`) return Response.json(page(countries), { headers: { 'X-Lang': headers.get('Accept-Language') ?? '' } });
    if (url === `${api}/language/`) return Response.json(page(languages));
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('root loader', () => {
  beforeEach(() => clearReferenceDataCache());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives the shell data of a prefixed page and remembers its locale', async () => {
    stubApi();
    const result = await loadShellData(request('http://localhost:3000/fr-be/signin'), context);
    const shell = result.data as ShellData;
    expect(shell).toMatchObject({
      locale: 'fr-be',
      localeTag: 'fr-BE',
      country: { short_name: 'BE' },
      language: { iso_code: 'fr-BE' },
      auth: { signedIn: false },
      config: { apiBaseUrl: '/api', buildId: 'b1', productName: 'Brokkie', countryHostAliases: 'nl.localhost=NL', addressLookupKey: 'brokkie-local' },
    });
    expect(shell.countries).toHaveLength(2);
    expect(new Headers(result.init?.headers).get('Set-Cookie')).toMatch(/^i18n_redirected=fr-be; Path=\/; Max-Age=31536000/);
    expect(new Headers(result.init?.headers).get('Vary')).toBe('Cookie, Accept-Language');
  });

  it('answers legacy redirects before anything else, even with the API down', async () => {
    stubApi(false);
    const response = (await thrown(loadShellData(request('http://localhost:3000/be-fr/registreren?utm_source=x'), context))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr-be/signup/?utm_source=x');
    const shop = (await thrown(loadShellData(request('http://localhost:3000/shop/treats', { Cookie: 'i18n_redirected=de' }), context))) as Response;
    expect(shop.headers.get('Location')).toBe('https://shop.brokkie.de/treats');
  });

  it('follows the route rules of the build', async () => {
    stubApi();
    const response = (await thrown(loadShellData(request('http://localhost:3000/old-promo'), context))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/signup');
  });

  it('redirects un-prefixed paths to the detected locale', async () => {
    stubApi();
    const response = (await thrown(loadShellData(request('http://localhost:3000/signin', { 'Accept-Language': 'de-DE,de' }), context))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/de/signin');
  });

  it('forces the country language on a country host', async () => {
    stubApi();
    const response = (await thrown(loadShellData(request('http://nl.localhost:3101/fr-be/signin'), context))) as Response;
    expect(response.headers.get('Location')).toBe('/nl/signin');
    const shell = (await loadShellData(request('http://nl.localhost:3101/nl/signin'), context)).data as ShellData;
    expect(shell.country?.short_name).toBe('NL');
  });

  it('gives the empty country on an unknown host', async () => {
    stubApi();
    const shell = (await loadShellData(request('http://shop.example.org/en'), context)).data as ShellData;
    expect(shell.country).toBeNull();
    expect(shell.language?.iso_code).toBe('en');
  });

  it('answers 503 when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(false);
    const error = (await thrown(loadShellData(request('http://localhost:3000/en'), context))) as { init: ResponseInit; data: unknown };
    expect(error.init.status).toBe(503);
    expect(error.data).toEqual({ messageKey: 'apiUnavailable' });
  });
});

describe('reference data cache', () => {
  beforeEach(() => clearReferenceDataCache());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches countries and languages once per locale for five minutes, sending Accept-Language', async () => {
    const fetchMock = stubApi();
    await loadReferenceData(api, 'en', 0);
    await loadReferenceData(api, 'en', 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en');
    await loadReferenceData(api, 'en', 5 * 60_000 + 1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failure', async () => {
    stubApi(false);
    await expect(loadReferenceData(api, 'de', 0)).rejects.toThrow();
    stubApi(true);
    await expect(loadReferenceData(api, 'de', 1)).resolves.toMatchObject({ countries: expect.any(Array) });
  });

  it('follows next links across pages', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `${api}/country/`) return Response.json({ count: 2, next: '/country/?offset=1', previous: null, results: [countries[0]] });
      if (url === `${api}/country/?offset=1`) return Response.json({ count: 2, next: null, previous: '/country/', results: [countries[1]] });
      return Response.json(page(languages));
    });
    vi.stubGlobal('fetch', fetchMock);
    const data = await loadReferenceData(api, 'nl', 0);
    expect(data.countries.map((c) => c.short_name)).toEqual(['BE', 'NL']);
  });
});
