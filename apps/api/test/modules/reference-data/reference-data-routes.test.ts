import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { languages as languageTable } from '@brokkie/db/schema';
import { publicResponsesOf } from '../../../src/plugins/http-cache.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

const languages = [
  { id: 1, url: '/language/1/', name: 'Nederlands', iso_code: 'nl', wordpress_slug: '/', zendesk_link: 'https://help.brokkie.com/hc/nl' },
  { id: 2, url: '/language/2/', name: 'Italiano', iso_code: 'it', wordpress_slug: '/it/', zendesk_link: 'https://help.brokkie.com/hc/it' },
  { id: 3, url: '/language/3/', name: 'Español', iso_code: 'es', wordpress_slug: '/es/', zendesk_link: 'https://help.brokkie.com/hc/es' },
  { id: 4, url: '/language/4/', name: 'English', iso_code: 'en', wordpress_slug: '/en/', zendesk_link: 'https://help.brokkie.com/hc/en-gb' },
  { id: 5, url: '/language/5/', name: 'Deutsch', iso_code: 'de', wordpress_slug: '/', zendesk_link: 'https://help.brokkie.com/hc/de' },
  {
    id: 6,
    url: '/language/6/',
    name: 'Français (Belgique)',
    iso_code: 'fr-BE',
    wordpress_slug: '/fr-BE/',
    zendesk_link: 'https://help.brokkie.com/hc/fr-be',
  },
  {
    id: 7,
    url: '/language/7/',
    name: 'Nederlands (België)',
    iso_code: 'nl-BE',
    wordpress_slug: '/',
    zendesk_link: 'https://help.brokkie.com/hc/nl-be',
  },
  { id: 8, url: '/language/8/', name: 'Dansk', iso_code: 'da', wordpress_slug: '/da/', zendesk_link: 'https://help.brokkie.com/hc/da' },
  { id: 9, url: '/language/9/', name: 'Français', iso_code: 'fr', wordpress_slug: '/', zendesk_link: 'https://help.brokkie.com/hc/fr' },
];

const belgium = {
  id: 1,
  url: '/country/1/',
  name: 'Belgium',
  short_name: 'BE',
  default_language: '/language/7/',
  default_language_code: 'nl-BE',
  language_codes: ['nl-BE', 'fr-BE', 'en'],
  languages: ['/language/7/', '/language/6/', '/language/4/'],
  shipping_days: 1,
  support_email: 'help@brokkie.be',
  support_phone: '+32 9 296 45 10',
  telephone_code: '+32',
  working_hours_start: '08:00:00',
  working_hours_end: '18:00:00',
  frontend_domain_name: 'app.brokkie.be',
  wordpress_domain_name: 'www.brokkie.be',
  facebook_link: 'https://www.facebook.com/brokkie.be',
  instagram_link: 'https://www.instagram.com/brokkie.be/',
  tiktok_link: 'https://www.tiktok.com/@brokkie.be',
  youtube_link: 'https://www.youtube.com/@brokkie',
};
const netherlands = {
  id: 2,
  url: '/country/2/',
  name: 'Netherlands',
  short_name: 'NL',
  default_language: '/language/1/',
  default_language_code: 'nl',
  language_codes: ['nl', 'en'],
  languages: ['/language/1/', '/language/4/'],
  shipping_days: 1,
  support_email: 'help@brokkie.nl',
  support_phone: '+31 20 808 45 10',
  telephone_code: '+31',
  working_hours_start: '08:00:00',
  working_hours_end: '18:00:00',
  frontend_domain_name: 'app.brokkie.nl',
  wordpress_domain_name: 'www.brokkie.nl',
  facebook_link: 'https://www.facebook.com/brokkie.nl',
  instagram_link: 'https://www.instagram.com/brokkie.nl/',
  tiktok_link: 'https://www.tiktok.com/@brokkie.nl',
  youtube_link: 'https://www.youtube.com/@brokkie',
};
const france = {
  id: 3,
  url: '/country/3/',
  name: 'France',
  short_name: 'FR',
  default_language: '/language/9/',
  default_language_code: 'fr',
  language_codes: ['fr', 'en'],
  languages: ['/language/9/', '/language/4/'],
  shipping_days: 3,
  support_email: 'aide@brokkie.fr',
  support_phone: '+33 1 84 80 45 10',
  telephone_code: '+33',
  working_hours_start: '09:00:00',
  working_hours_end: '17:00:00',
  frontend_domain_name: 'app.brokkie.fr',
  wordpress_domain_name: 'www.brokkie.fr',
  facebook_link: 'https://www.facebook.com/brokkie.fr',
  instagram_link: 'https://www.instagram.com/brokkie.fr/',
  tiktok_link: 'https://www.tiktok.com/@brokkie.fr',
  youtube_link: 'https://www.youtube.com/@brokkie',
};
const germany = {
  id: 4,
  url: '/country/4/',
  name: 'Germany',
  short_name: 'DE',
  default_language: '/language/5/',
  default_language_code: 'de',
  language_codes: ['de', 'en'],
  languages: ['/language/5/', '/language/4/'],
  shipping_days: 2,
  support_email: 'hilfe@brokkie.de',
  support_phone: '+49 30 3080 4510',
  telephone_code: '+49',
  working_hours_start: '09:00:00',
  working_hours_end: '16:00:00',
  frontend_domain_name: 'app.brokkie.de',
  wordpress_domain_name: 'www.brokkie.de',
  facebook_link: 'https://www.facebook.com/brokkie.de',
  instagram_link: 'https://www.instagram.com/brokkie.de/',
  tiktok_link: 'https://www.tiktok.com/@brokkie.de',
  youtube_link: 'https://www.youtube.com/@brokkie',
};

describe('GET /api/country/', () => {
  it('lists the four countries with every field of §3', async () => {
    const response = await get('/api/country/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      count: 4,
      next: null,
      previous: null,
      results: [belgium, netherlands, france, germany],
    });
  });

  it('pages with limit and offset, linking next and previous relative to the API', async () => {
    const first = await get('/api/country/?limit=2');
    expect(first.json()).toMatchObject({
      count: 4,
      next: '/country/?limit=2&offset=2',
      previous: null,
      results: [{ short_name: 'BE' }, { short_name: 'NL' }],
    });
    const second = await get(`/api${first.json().next}`);
    expect(second.json()).toEqual({
      count: 4,
      next: null,
      previous: '/country/?limit=2',
      results: [france, germany],
    });
    const middle = await get('/api/country/?limit=2&offset=1');
    expect(middle.json()).toMatchObject({
      next: '/country/?limit=2&offset=3',
      previous: '/country/?limit=2',
      results: [{ short_name: 'NL' }, { short_name: 'FR' }],
    });
    const beyond = await get('/api/country/?offset=10');
    expect(beyond.json()).toEqual({ count: 4, next: null, previous: '/country/?limit=100', results: [] });
  });

  it('keeps other query parameters in the page links', async () => {
    const response = await get('/api/country/?customer_override=42&limit=1');
    expect(response.json().next).toBe('/country/?customer_override=42&limit=1&offset=1');
  });

  it('refuses a limit out of range with field messages in the request language', async () => {
    const tooBig = await get('/api/country/?limit=5000', { 'accept-language': 'en' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { limit: ['Number must be less than or equal to 1000.'] },
    });
    const zero = await get('/api/country/?limit=0&offset=-1', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({
      detail: 'Certains champs ne sont pas valides.',
      code: 'validation_error',
      fields: {
        limit: ['Le nombre doit être supérieur ou égal à 1.'],
        offset: ['Le nombre doit être supérieur ou égal à 0.'],
      },
    });
  });

  it('is cacheable: Cache-Control, a strong ETag and 304 on If-None-Match', async () => {
    const first = await get('/api/country/');
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.vary).toBeUndefined();
    const again = await get('/api/country/', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/country/', { 'if-none-match': `W/${String(etag)}` });
    expect(weak.statusCode).toBe(304);
    const other = await get('/api/country/?limit=1', { 'if-none-match': String(etag) });
    expect(other.statusCode).toBe(200);
  });

  it('answers from what this process has already sent: the same body and ETag, whatever the database says since', async () => {
    const first = await get('/api/language/?limit=2');
    const { db } = api.database.handle;
    await db.update(languageTable).set({ name: 'Edited' }).where(eq(languageTable.isoCode, 'nl'));
    try {
      const again = await get('/api/language/?limit=2');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      // Whoever changes the data while the process runs (the seed at start) starts it afresh.
      publicResponsesOf(api.database.handle).clear();
      expect((await get('/api/language/?limit=2')).body).toContain('Edited');
    } finally {
      await db.update(languageTable).set({ name: 'Nederlands' }).where(eq(languageTable.isoCode, 'nl'));
      publicResponsesOf(api.database.handle).clear();
    }
  });

  it('answers HEAD', async () => {
    const response = await api.app.inject({ method: 'HEAD', url: '/api/country/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('GET /api/country/{id}/', () => {
  it('returns one country', async () => {
    const response = await get('/api/country/1/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(belgium);
    expect((await get('/api/country/4/')).json()).toEqual(germany);
  });

  it('answers an unknown id with 404 in the request language', async () => {
    const dutch = await get('/api/country/999/', { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(dutch.statusCode).toBe(404);
    expect(dutch.json()).toEqual({ detail: 'Het gevraagde item is niet gevonden.', code: 'not_found' });
    expect(dutch.headers['cache-control']).toBe('no-store');
    expect(dutch.headers.vary).toContain('Accept-Language');
    expect(dutch.headers['content-language']).toBe('nl-NL');

    const english = await get('/api/country/999/', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(english.json()).toEqual({ detail: 'The requested item was not found.', code: 'not_found' });

    const german = await get('/api/country/999/', { 'accept-language': 'de-DE' });
    expect(german.json()).toEqual({ detail: 'Das angeforderte Element wurde nicht gefunden.', code: 'not_found' });

    const belgianDefault = await get('/api/country/999/');
    expect(belgianDefault.json()).toEqual({ detail: 'Het gevraagde item werd niet gevonden.', code: 'not_found' });
  });

  it('answers a malformed id with 400 and the field', async () => {
    const word = await get('/api/country/abc/', { 'accept-language': 'en' });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { id: ['Please enter a number.'] },
    });
    const fraction = await get('/api/country/1.5/', { 'accept-language': 'nl-BE' });
    expect(fraction.json()).toEqual({
      detail: 'Sommige velden zijn niet geldig.',
      code: 'validation_error',
      fields: { id: ['Geef een geheel getal in.'] },
    });
    const huge = await get('/api/country/99999999999/', { 'accept-language': 'en' });
    expect(huge.json().fields).toEqual({ id: ['Number must be less than or equal to 2147483647.'] });
  });
});

describe('GET /api/language/', () => {
  it('lists the nine languages in the spec order', async () => {
    const response = await get('/api/language/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 9, next: null, previous: null, results: languages });
  });

  it('pages', async () => {
    const response = await get('/api/language/?limit=4&offset=4');
    expect(response.json()).toEqual({
      count: 9,
      next: '/language/?limit=4&offset=8',
      previous: '/language/?limit=4',
      results: languages.slice(4, 8),
    });
  });

  it('returns one language, fr-BE with its /fr-BE/ slug', async () => {
    const response = await get('/api/language/6/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(languages[5]);
  });

  it('answers an unknown id with 404', async () => {
    const response = await get('/api/language/10/', { 'accept-language': 'fr-BE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'L’élément demandé est introuvable.', code: 'not_found' });
  });

  it('links every country language to an existing language', async () => {
    const countries = (await get('/api/country/')).json().results as { languages: string[]; default_language: string }[];
    for (const country of countries) {
      expect(country.languages[0]).toBe(country.default_language);
      for (const url of country.languages) expect((await get(`/api${url}`)).statusCode).toBe(200);
    }
  });
});
