import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { birthDateKeys } from '../src/birth-date.ts';
import { marketingLinkLabelKey, marketingLinkNames } from '../src/marketing-links.ts';
import { postalCodeKeys } from '../src/postal-codes.ts';
import { validationKeys } from '../src/validation-rules.ts';

// Every key this package hands out must translate in every language, or a user sees a raw key.
const locales = ['en', 'nl-be', 'nl', 'fr-be', 'fr', 'de'];
const catalogs = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../../i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>,
  ]),
);

function lookup(catalog: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

const keys = [
  ...Object.values(validationKeys),
  ...Object.values(postalCodeKeys),
  ...Object.values(birthDateKeys),
  ...marketingLinkNames.map(marketingLinkLabelKey),
];

describe('catalogs hold every key of the domain package', () => {
  for (const locale of locales) {
    it.each(keys)(`${locale}: %s`, (key) => {
      const text = lookup(catalogs[locale] ?? {}, key);
      expect(typeof text).toBe('string');
      expect(text).not.toBe('');
    });
  }

  it('placeholders match the English text in every language', () => {
    for (const key of keys) {
      const placeholders = (text: unknown) => (String(text).match(/\{\w+\}/g) ?? []).sort();
      const english = placeholders(lookup(catalogs.en ?? {}, key));
      for (const locale of locales) expect(placeholders(lookup(catalogs[locale] ?? {}, key)), `${locale} ${key}`).toEqual(english);
    }
  });
});

describe('English catalog holds the texts of §5 verbatim', () => {
  it.each([
    ['validation.required', 'This field is required.'],
    ['validation.max', 'The maximum length is {count} characters.'],
    ['validation.min', 'The minimum length is {count} characters.'],
    ['validation.email', 'Invalid email address. Please enter a valid email.'],
    ['validation.alpha', 'No invalid characters allowed'],
    ['validation.no_spaces', 'No spaces allowed'],
    ['validation.invalid', 'Invalid'],
    ['validation.postal_code.invalid', 'Invalid postalcode'],
    ['validation.postal_code.min_value', 'Number must be greater than or equal to {min}.'],
    ['validation.postal_code.max_value', 'Number must be less than or equal to {max}.'],
    ['validation.postal_code.overseas', 'We are sorry. We no longer deliver to overseas locations.'],
    ['validation.postal_code.missing_letters', 'There are missing letters in the postal code.'],
    [
      'validation.postal_code.german_islands',
      'We are sorry, but at the moment it is not possible for us to deliver to German islands.',
    ],
  ])('%s', (key, text) => {
    expect(lookup(catalogs.en ?? {}, key)).toBe(text);
  });
});
