import type { Country, Language } from '@brokkie/contracts/reference-data';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { localeFromIsoCode, type Locale } from '@brokkie/domain/locales';

export interface CustomerLanguageInput {
  /** The customer's `prefered_language` (a language url), or null. */
  preferedLanguage: string | null | undefined;
  /** The country of the host; null is the empty country with no languages. */
  country: Pick<Country, 'languages' | 'default_language_code'> | null;
  languages: ReadonlyArray<Pick<Language, 'url' | 'iso_code'>>;
  currentLocale: Locale;
  pathname: string;
}

/** Two language urls name the same language (`/language/7/` and `…/api/language/7/`). */
function sameLanguage(a: string, b: string): boolean {
  const idA = idFromResourceUrl(a);
  return idA !== undefined ? idA === idFromResourceUrl(b) : a === b;
}

/** Whether a path has `segment` as one of its segments (`/fr-be/dashboard` contains `/fr-be`). */
function pathContains(pathname: string, segment: string): boolean {
  return pathname.toLowerCase().split('/').includes(segment);
}

/**
 * Customer language at start (§4), once the customer has loaded: the locale the interface (and
 * its dates) must switch to, or undefined to stay.
 * - A preferred language that is one of the current country's languages (by url) → its iso code.
 * - A preferred language the country does not offer → the country's default language.
 * - No preferred language → a path containing /fr-be forces fr-be when the current language
 *   differs; otherwise a path containing /en forces en when it differs; otherwise no change.
 */
export function customerLanguageLocale(input: CustomerLanguageInput): Locale | undefined {
  const { preferedLanguage, country, languages, currentLocale, pathname } = input;
  let target: Locale | undefined;
  if (preferedLanguage) {
    const offered = country?.languages.some((url) => sameLanguage(url, preferedLanguage)) ?? false;
    if (offered) {
      const language = languages.find((candidate) => sameLanguage(candidate.url, preferedLanguage));
      target = language ? localeFromIsoCode(language.iso_code) : undefined;
    } else if (country) {
      target = localeFromIsoCode(country.default_language_code);
    }
  } else if (pathContains(pathname, 'fr-be')) {
    target = 'fr-be';
  } else if (pathContains(pathname, 'en')) {
    target = 'en';
  }
  return target && target !== currentLocale ? target : undefined;
}
