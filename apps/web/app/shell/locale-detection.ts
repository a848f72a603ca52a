import { forcedLocale, type CountryForResolution } from '@brokkie/domain/country-resolution';
import {
  defaultLocale,
  localeFromAcceptLanguage,
  localizePath,
  splitLocalePath,
  type Locale,
} from '@brokkie/domain/locales';

export interface LocaleRequest {
  pathname: string;
  search: string;
  host: string;
  /** Locale remembered in the locale cookie. */
  cookieLocale: Locale | undefined;
  acceptLanguage: string | null | undefined;
  country: CountryForResolution | null;
}

export interface LocaleDecision {
  /** The locale the page is served in (meaningful only when there is no redirect). */
  locale: Locale;
  /** Where to go instead, with the query kept. */
  redirectTo?: string;
  /** The locale to store in the cookie, when it differs from the one remembered. */
  remember?: Locale;
}

/**
 * The locale of a request (§2, §4). The rule, in order:
 * 1. A prefixed path is in its prefix's locale (`be-fr`/`be-nl` alias `fr-be`/`nl-be`); visiting
 *    it remembers that locale in the cookie.
 * 2. An un-prefixed path belongs to the default locale nl-be. It is served as nl-be only when the
 *    visitor's locale — the cookie, else the browser's Accept-Language, else nl-be — is nl-be;
 *    otherwise the visitor goes to the same path under their locale's prefix. So the cookie
 *    decides for un-prefixed paths, and a language switcher writes the cookie before navigating.
 * 3. When the host's country does not offer the resulting locale, it becomes the country's
 *    default language (not on plain localhost, nor for the empty country): a redirect.
 */
export function decideLocale(request: LocaleRequest): LocaleDecision {
  const { prefix, locale: prefixLocale, rest } = splitLocalePath(request.pathname);
  const wanted = prefix
    ? prefixLocale
    : (request.cookieLocale ?? localeFromAcceptLanguage(request.acceptLanguage) ?? defaultLocale);
  const locale = forcedLocale(wanted, request.country, request.host) ?? wanted;
  const servedByUrl = prefix ? prefixLocale : defaultLocale;
  if (locale !== servedByUrl) {
    return { locale, redirectTo: localizePath(rest, locale) + request.search };
  }
  return { locale, ...(request.cookieLocale !== locale ? { remember: locale } : {}) };
}
