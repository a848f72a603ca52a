import { describe, expect, it } from 'vitest';
import { countrySeeds, languageSeeds } from '../src/reference-data.ts';

describe('reference data seed', () => {
  it('has the nine languages of §3 in its order, fr-BE with the /fr-BE/ slug', () => {
    expect(languageSeeds.map((language) => language.isoCode)).toEqual(['nl', 'it', 'es', 'en', 'de', 'fr-BE', 'nl-BE', 'da', 'fr']);
    expect(languageSeeds.find((language) => language.isoCode === 'fr-BE')?.wordpressSlug).toBe('/fr-BE/');
    for (const language of languageSeeds) {
      expect(language.wordpressSlug).toMatch(/^\/([A-Za-z-]+\/)?$/);
      expect(language.zendeskLink).toMatch(/^https:\/\//);
    }
  });

  it('has the four countries of §3 with their languages, days, hours and phone codes', () => {
    expect(
      countrySeeds.map((country) => [
        country.shortName,
        country.languages.join(' '),
        country.shippingDays,
        `${country.workingHoursStart.slice(0, 5)}-${country.workingHoursEnd.slice(0, 5)}`,
        country.telephoneCode,
      ]),
    ).toEqual([
      ['BE', 'nl-BE fr-BE en', 1, '08:00-18:00', '+32'],
      ['NL', 'nl en', 1, '08:00-18:00', '+31'],
      ['FR', 'fr en', 3, '09:00-17:00', '+33'],
      ['DE', 'de en', 2, '09:00-16:00', '+49'],
    ]);
  });

  it('offers only seeded languages and fills every field', () => {
    const isoCodes = new Set(languageSeeds.map((language) => language.isoCode));
    for (const country of countrySeeds) {
      for (const isoCode of country.languages) expect(isoCodes.has(isoCode)).toBe(true);
      for (const [field, value] of Object.entries(country)) expect(value, field).not.toBe('');
      expect(country.supportPhone.startsWith(country.telephoneCode)).toBe(true);
      expect(country.frontendDomainName).not.toBe(country.wordpressDomainName);
    }
  });
});
