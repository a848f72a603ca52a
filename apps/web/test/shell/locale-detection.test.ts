import { describe, expect, it } from 'vitest';
import { decideLocale, type LocaleRequest } from '../../app/shell/locale-detection.ts';
import { localeCookie, localeFromCookie, readCookie } from '../../app/shell/locale-cookie.ts';

const BE = { short_name: 'BE', frontend_domain_name: 'app.brokkie.be', default_language_code: 'nl-BE', language_codes: ['nl-BE', 'fr-BE', 'en'] };
const NL = { short_name: 'NL', frontend_domain_name: 'app.brokkie.nl', default_language_code: 'nl', language_codes: ['nl', 'en'] };

const request = (overrides: Partial<LocaleRequest>): LocaleRequest => ({
  pathname: '/',
  search: '',
  host: 'localhost:3000',
  cookieLocale: undefined,
  acceptLanguage: undefined,
  country: BE,
  ...overrides,
});

describe('locale from the URL prefix', () => {
  it.each([
    ['/de/signin', 'de'],
    ['/en', 'en'],
    ['/nl/dashboard', 'nl'],
    ['/fr', 'fr'],
    ['/nl-be/checkout', 'nl-be'],
    ['/fr-be/', 'fr-be'],
    ['/be-fr/signin', 'fr-be'],
    ['/be-nl/signin', 'nl-be'],
  ])('%s is served in %s and remembered', (pathname, locale) => {
    expect(decideLocale(request({ pathname }))).toEqual({ locale, remember: locale });
  });

  it('does not rewrite the cookie when it already holds the locale', () => {
    expect(decideLocale(request({ pathname: '/fr-be/x', cookieLocale: 'fr-be' }))).toEqual({ locale: 'fr-be' });
  });

  it('a prefix wins over cookie and browser language', () => {
    expect(decideLocale(request({ pathname: '/en/x', cookieLocale: 'fr-be', acceptLanguage: 'de' }))).toEqual({ locale: 'en', remember: 'en' });
  });
});

describe('un-prefixed paths: cookie, else browser language, else nl-be', () => {
  it('serves nl-be without any preference and remembers it', () => {
    expect(decideLocale(request({ pathname: '/signin' }))).toEqual({ locale: 'nl-be', remember: 'nl-be' });
  });
  it('redirects to the cookie locale, keeping the query', () => {
    expect(decideLocale(request({ pathname: '/signin', search: '?utm_source=a', cookieLocale: 'fr-be' }))).toEqual({
      locale: 'fr-be',
      redirectTo: '/fr-be/signin?utm_source=a',
    });
  });
  it('uses the browser language when there is no cookie', () => {
    expect(decideLocale(request({ pathname: '/', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).redirectTo).toBe('/de');
    expect(decideLocale(request({ pathname: '/x', acceptLanguage: 'fr-BE,fr;q=0.9' })).redirectTo).toBe('/fr-be/x');
    expect(decideLocale(request({ pathname: '/x', acceptLanguage: 'nl-BE,nl;q=0.9' }))).toEqual({ locale: 'nl-be', remember: 'nl-be' });
    expect(decideLocale(request({ pathname: '/x', acceptLanguage: 'pt-PT' }))).toEqual({ locale: 'nl-be', remember: 'nl-be' });
  });
  it('prefers the cookie over the browser language', () => {
    expect(decideLocale(request({ pathname: '/x', cookieLocale: 'nl-be', acceptLanguage: 'de' }))).toEqual({ locale: 'nl-be' });
    expect(decideLocale(request({ pathname: '/x', cookieLocale: 'en', acceptLanguage: 'de' })).redirectTo).toBe('/en/x');
  });
});

describe('forcing to the country language (not on plain localhost)', () => {
  const onNl = (overrides: Partial<LocaleRequest>) => decideLocale(request({ host: 'nl.localhost:3101', country: NL, ...overrides }));

  it('sends /fr-be/signin on nl.localhost to /nl/signin', () => {
    expect(onNl({ pathname: '/fr-be/signin', search: '?a=1' })).toEqual({ locale: 'nl', redirectTo: '/nl/signin?a=1' });
  });
  it('sends un-prefixed (nl-be) paths to /nl', () => {
    expect(onNl({ pathname: '/signin' }).redirectTo).toBe('/nl/signin');
    expect(onNl({ pathname: '/', cookieLocale: 'fr' }).redirectTo).toBe('/nl');
  });
  it('keeps a language the country offers', () => {
    expect(onNl({ pathname: '/en/signin' })).toEqual({ locale: 'en', remember: 'en' });
    expect(onNl({ pathname: '/nl/signin', cookieLocale: 'nl' })).toEqual({ locale: 'nl' });
  });
  it('does not force on plain localhost nor for the empty country', () => {
    expect(decideLocale(request({ pathname: '/de/x' }))).toEqual({ locale: 'de', remember: 'de' });
    expect(decideLocale(request({ pathname: '/de/x', host: 'example.org', country: null }))).toEqual({ locale: 'de', remember: 'de' });
  });
});

describe('locale cookie', () => {
  it('reads cookies from a header', () => {
    expect(readCookie('a=1; i18n_redirected=fr-be; b=2', 'i18n_redirected')).toBe('fr-be');
    expect(readCookie('a=1', 'i18n_redirected')).toBeUndefined();
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(localeFromCookie('i18n_redirected=FR-BE')).toBe('fr-be');
    expect(localeFromCookie('i18n_redirected=xx')).toBeUndefined();
  });
  it('keeps the locale 365 days', () => {
    expect(localeCookie('de')).toBe('i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('en', { secure: true })).toContain('; Secure');
  });
});
