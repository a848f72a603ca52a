import { describe, expect, it } from 'vitest';
import {
  countryForHost,
  countryLocales,
  countrySwitchUrl,
  currentLanguage,
  forcedLocale,
  hostnameOf,
  isPlainLocalhost,
  parseCountryHostAliases,
} from '../src/country-resolution.ts';

const country = (short_name: string, frontend_domain_name: string, default_language_code: string, language_codes: string[]) => ({
  short_name,
  frontend_domain_name,
  default_language_code,
  language_codes,
});
const BE = country('BE', 'app.brokkie.be', 'nl-BE', ['nl-BE', 'fr-BE', 'en']);
const NL = country('NL', 'app.brokkie.nl', 'nl', ['nl', 'en']);
const FR = country('FR', 'https://app.brokkie.fr/', 'fr', ['fr', 'en']);
const DE = country('DE', 'app.brokkie.de', 'de', ['de', 'en']);
const countries = [BE, NL, FR, DE];
const languages = ['nl', 'it', 'es', 'en', 'de', 'fr-BE', 'nl-BE', 'da', 'fr'].map((iso_code) => ({ iso_code }));

describe('host names', () => {
  it('strips port, case and brackets', () => {
    expect(hostnameOf('App.Brokkie.BE:443')).toBe('app.brokkie.be');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('localhost')).toBe('localhost');
  });
  it('knows plain localhost', () => {
    expect(isPlainLocalhost('localhost:3000')).toBe(true);
    expect(isPlainLocalhost('127.0.0.1:3101')).toBe(true);
    expect(isPlainLocalhost('nl.localhost:3000')).toBe(false);
  });
  it('parses COUNTRY_HOST_ALIASES, defaulting to the four *.localhost hosts', () => {
    expect([...parseCountryHostAliases()]).toEqual([
      ['be.localhost', 'BE'],
      ['nl.localhost', 'NL'],
      ['fr.localhost', 'FR'],
      ['de.localhost', 'DE'],
    ]);
    expect([...parseCountryHostAliases(' Test.Example = nl , broken,')]).toEqual([['test.example', 'NL']]);
  });
});

describe('country from host (§4)', () => {
  it('localhost is Belgium', () => {
    expect(countryForHost('localhost:3000', countries)).toBe(BE);
    expect(countryForHost('127.0.0.1', countries)).toBe(BE);
  });
  it('matches the frontend domain, ignoring www, scheme and port', () => {
    expect(countryForHost('app.brokkie.nl', countries)).toBe(NL);
    expect(countryForHost('www.app.brokkie.de:8443', countries)).toBe(DE);
    expect(countryForHost('app.brokkie.fr', countries)).toBe(FR);
  });
  it('maps the configured local aliases', () => {
    expect(countryForHost('nl.localhost:3101', countries)).toBe(NL);
    expect(countryForHost('fr.localhost', countries)).toBe(FR);
    expect(countryForHost('de.localhost', countries)).toBe(DE);
    expect(countryForHost('be.localhost', countries)).toBe(BE);
    expect(countryForHost('nl.localhost', countries, parseCountryHostAliases('nl.localhost=DE'))).toBe(DE);
  });
  it('gives the empty country when nothing matches', () => {
    expect(countryForHost('example.org', countries)).toBeNull();
    expect(countryForHost('it.localhost', countries)).toBeNull();
    expect(countryForHost('localhost', [])).toBeNull();
  });
});

describe('current language (§4)', () => {
  it('is the active locale when it is a known language', () => {
    expect(currentLanguage('fr-be', languages, NL)?.iso_code).toBe('fr-BE');
    expect(currentLanguage('en', languages, null)?.iso_code).toBe('en');
  });
  it('else the country default, else nl-BE', () => {
    expect(currentLanguage('pt', languages, DE)?.iso_code).toBe('de');
    expect(currentLanguage(undefined, languages, null)?.iso_code).toBe('nl-BE');
    expect(currentLanguage('en', [], null)).toBeNull();
  });
});

describe('locale forcing (§2)', () => {
  it('forces a language the country does not offer to its default', () => {
    expect(forcedLocale('fr-be', NL, 'nl.localhost:3101')).toBe('nl');
    expect(forcedLocale('nl-be', NL, 'app.brokkie.nl')).toBe('nl');
    expect(forcedLocale('nl', BE, 'app.brokkie.be')).toBe('nl-be');
    expect(forcedLocale('fr-be', FR, 'fr.localhost')).toBe('fr');
    expect(forcedLocale('nl-be', DE, 'de.localhost')).toBe('de');
  });
  it('keeps an offered language', () => {
    expect(forcedLocale('en', NL, 'nl.localhost')).toBeUndefined();
    expect(forcedLocale('fr-be', BE, 'be.localhost')).toBeUndefined();
  });
  it('is not applied on plain localhost nor for the empty country', () => {
    expect(forcedLocale('de', BE, 'localhost:3000')).toBeUndefined();
    expect(forcedLocale('de', null, 'example.org')).toBeUndefined();
  });
  it('lists the country locales', () => {
    expect(countryLocales(BE)).toEqual(['nl-be', 'fr-be', 'en']);
    expect(countryLocales(null)).toEqual([]);
  });
});

describe('changing country (§4)', () => {
  it('goes to the other frontend domain keeping path without the locale segment and the query', () => {
    expect(countrySwitchUrl(NL, new URL('https://app.brokkie.be/fr-be/dashboard/pets?utm_source=x'))).toBe(
      'https://app.brokkie.nl/dashboard/pets?utm_source=x',
    );
    expect(countrySwitchUrl(FR, new URL('https://app.brokkie.be/'))).toBe('https://app.brokkie.fr/');
    expect(countrySwitchUrl(DE, new URL('https://app.brokkie.be/signin'))).toBe('https://app.brokkie.de/signin');
  });
  it('stays on the local aliases on a development machine', () => {
    expect(countrySwitchUrl(NL, new URL('http://localhost:3101/en/checkout?store=a'))).toBe('http://nl.localhost:3101/checkout?store=a');
    expect(countrySwitchUrl(BE, new URL('http://de.localhost:3101/de'))).toBe('http://be.localhost:3101/');
  });
});
