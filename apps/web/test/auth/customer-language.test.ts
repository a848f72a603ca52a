import { describe, expect, it } from 'vitest';
import { customerLanguageLocale, type CustomerLanguageInput } from '../../app/shell/customer-language.ts';

// §4 "Customer language at start", exactly.

const languages = [
  { url: '/language/1/', iso_code: 'nl' },
  { url: '/language/2/', iso_code: 'it' },
  { url: '/language/4/', iso_code: 'en' },
  { url: '/language/5/', iso_code: 'de' },
  { url: '/language/6/', iso_code: 'fr-BE' },
  { url: '/language/7/', iso_code: 'nl-BE' },
  { url: '/language/9/', iso_code: 'fr' },
];
const belgium = { languages: ['/language/7/', '/language/6/', '/language/4/'], default_language_code: 'nl-BE' };
const germany = { languages: ['/language/5/', '/language/4/'], default_language_code: 'de' };

const input = (overrides: Partial<CustomerLanguageInput>): CustomerLanguageInput => ({
  preferedLanguage: null,
  country: belgium,
  languages,
  currentLocale: 'nl-be',
  pathname: '/dashboard',
  ...overrides,
});

describe('a preferred language of the current country', () => {
  it('becomes the interface and date locale (its iso code, lower-cased)', () => {
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/6/' }))).toBe('fr-be');
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/4/', pathname: '/fr-be/dashboard', currentLocale: 'fr-be' }))).toBe('en');
  });

  it('matches by url, also an absolute one', () => {
    expect(customerLanguageLocale(input({ preferedLanguage: 'https://app.brokkie.be/api/language/6/' }))).toBe('fr-be');
  });

  it('changes nothing when it already is the current language', () => {
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/7/' }))).toBeUndefined();
  });
});

describe('a preferred language the country does not offer', () => {
  it("gives the country's default language", () => {
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/5/', currentLocale: 'en', pathname: '/en/dashboard' }))).toBe('nl-be');
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/2/', country: germany, currentLocale: 'en', pathname: '/en' }))).toBe('de');
  });

  it('changes nothing for the empty country (no languages, no default)', () => {
    expect(customerLanguageLocale(input({ preferedLanguage: '/language/6/', country: null }))).toBeUndefined();
  });
});

describe('no preferred language', () => {
  it('a path containing /fr-be forces fr-be when the current language differs', () => {
    expect(customerLanguageLocale(input({ pathname: '/fr-be/dashboard', currentLocale: 'nl-be' }))).toBe('fr-be');
    expect(customerLanguageLocale(input({ pathname: '/fr-be/dashboard', currentLocale: 'fr-be' }))).toBeUndefined();
  });

  it('otherwise a path containing /en forces en when it differs', () => {
    expect(customerLanguageLocale(input({ pathname: '/en/dashboard', currentLocale: 'nl-be' }))).toBe('en');
    expect(customerLanguageLocale(input({ pathname: '/en/dashboard', currentLocale: 'en' }))).toBeUndefined();
  });

  it('/fr-be wins over /en', () => {
    expect(customerLanguageLocale(input({ pathname: '/fr-be/en', currentLocale: 'en' }))).toBe('fr-be');
  });

  it('otherwise the current language stays', () => {
    expect(customerLanguageLocale(input({ pathname: '/dashboard', currentLocale: 'nl-be' }))).toBeUndefined();
    expect(customerLanguageLocale(input({ pathname: '/de/e-health', currentLocale: 'de', country: germany }))).toBeUndefined();
    // A segment, not any text: /enquiry does not contain the /en segment.
    expect(customerLanguageLocale(input({ pathname: '/enquiry' }))).toBeUndefined();
  });
});
