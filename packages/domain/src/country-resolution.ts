import { defaultLocale, localeFromIsoCode, splitLocalePath, type Locale } from './locales.ts';

/**
 * Country and language of a visit (§4): the country comes from the host name, the language from
 * the locale, and a language the country does not offer is replaced by the country's default.
 */

/** The fields of a Country (§3) these rules need. */
export interface CountryForResolution {
  short_name: string;
  frontend_domain_name: string;
  default_language_code: string;
  language_codes: string[];
}

/** The fields of a Language (§3) these rules need. */
export interface LanguageForResolution {
  iso_code: string;
}

/**
 * Local host names that stand for a country, so that every country can be tried on one machine
 * (Chromium resolves `*.localhost` to loopback). Configured by `COUNTRY_HOST_ALIASES`.
 */
export const defaultCountryHostAliases = 'be.localhost=BE,nl.localhost=NL,fr.localhost=FR,de.localhost=DE';

/** Parses `host=SHORT_NAME,host=SHORT_NAME` into a map of lower-case host → upper-case short name. */
export function parseCountryHostAliases(value: string | undefined = defaultCountryHostAliases): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const pair of value.split(',')) {
    const [host, shortName] = pair.split('=').map((part) => part.trim());
    if (host && shortName) aliases.set(host.toLowerCase(), shortName.toUpperCase());
  }
  return aliases;
}

/** `Example.com:3000` → `example.com`; `[::1]:3000` → `::1`. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(1, lower.indexOf(']') > 0 ? lower.indexOf(']') : undefined);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Plain localhost (and its loopback addresses): Belgium, and no language forcing (§4). */
export function isPlainLocalhost(host: string): boolean {
  const name = hostnameOf(host);
  return name === 'localhost' || name === '127.0.0.1' || name === '::1';
}

/** A frontend domain as stored may carry a scheme, port or path; compare host names only. */
function domainHostname(domain: string): string {
  const withoutScheme = domain.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return hostnameOf(withoutScheme.split('/')[0] ?? '');
}

/**
 * The country of a host (§4): localhost is Belgium; a configured alias names its country; else
 * the country whose `frontend_domain_name` is the host (a leading `www.` is ignored). No match
 * gives `null`, the empty country with no languages.
 */
export function countryForHost<C extends CountryForResolution>(
  host: string,
  countries: readonly C[],
  aliases: Map<string, string> = parseCountryHostAliases(),
): C | null {
  const name = hostnameOf(host);
  const byShortName = (shortName: string) => countries.find((c) => c.short_name.toUpperCase() === shortName) ?? null;
  if (isPlainLocalhost(name)) return byShortName('BE');
  const alias = aliases.get(name);
  if (alias) return byShortName(alias);
  const bare = name.replace(/^www\./, '');
  return countries.find((c) => domainHostname(c.frontend_domain_name).replace(/^www\./, '') === bare) ?? null;
}

/** The locales a country offers, from its `language_codes` (iso codes such as `nl-BE`). */
export function countryLocales(country: CountryForResolution | null): Locale[] {
  if (!country) return [];
  return country.language_codes.map(localeFromIsoCode).filter((l): l is Locale => l !== undefined);
}

/**
 * Current language (§4): the active locale if it is a known language; otherwise the country's
 * default language; otherwise nl-BE.
 */
export function currentLanguage<L extends LanguageForResolution>(
  activeLocale: string | undefined,
  languages: readonly L[],
  country: CountryForResolution | null,
): L | null {
  const byCode = (code: string | undefined) =>
    code ? (languages.find((l) => l.iso_code.toLowerCase() === code.toLowerCase()) ?? null) : null;
  return byCode(activeLocale) ?? byCode(country?.default_language_code) ?? byCode(defaultLocale);
}

/**
 * The locale a visit must switch to (§2): when the current language is not one of the country's
 * languages, the country's default language; undefined when no forcing applies. Not applied on
 * plain localhost, nor for the empty country (it has no default language to force to).
 */
export function forcedLocale(locale: Locale, country: CountryForResolution | null, host: string): Locale | undefined {
  if (!country || isPlainLocalhost(host)) return undefined;
  if (countryLocales(country).includes(locale)) return undefined;
  const target = localeFromIsoCode(country.default_language_code);
  return target && target !== locale ? target : undefined;
}

/**
 * Where changing country goes (§4): the other country's frontend domain, keeping the path
 * without its first segment (the locale prefix: the new country has other languages) and the
 * query. On a local host (localhost or a configured alias) the target is the country's alias on
 * the same scheme and port, so that the switch also works on a development machine.
 */
export function countrySwitchUrl(
  target: CountryForResolution,
  current: URL,
  aliases: Map<string, string> = parseCountryHostAliases(),
): string {
  const { rest } = splitLocalePath(current.pathname);
  const path = rest + current.search;
  const currentName = hostnameOf(current.host);
  const isLocal = isPlainLocalhost(currentName) || aliases.has(currentName);
  if (isLocal) {
    const alias = [...aliases].find(([, shortName]) => shortName === target.short_name.toUpperCase())?.[0];
    if (alias) return `${current.protocol}//${alias}${current.port ? `:${current.port}` : ''}${path}`;
  }
  return `https://${domainHostname(target.frontend_domain_name)}${path}`;
}
