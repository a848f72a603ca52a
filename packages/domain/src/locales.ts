/**
 * The interface locales (§2, §9). `nl-be` is the default and has no URL prefix.
 * `be-fr` and `be-nl` are legacy prefixes that alias `fr-be` and `nl-be`.
 */
export const locales = ['nl-be', 'nl', 'fr-be', 'fr', 'de', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl-be';

/** Every URL prefix that serves pages, in the spec's order. */
export const localePrefixes = ['de', 'en', 'nl', 'fr', 'nl-be', 'fr-be', 'be-fr', 'be-nl'] as const;
export type LocalePrefix = (typeof localePrefixes)[number];

const prefixAliases: Record<LocalePrefix, Locale> = {
  de: 'de',
  en: 'en',
  nl: 'nl',
  fr: 'fr',
  'nl-be': 'nl-be',
  'fr-be': 'fr-be',
  'be-fr': 'fr-be',
  'be-nl': 'nl-be',
};

export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** BCP 47 tag of the language, for `<html lang>`, `Content-Language` and `og:locale`. */
export const localeTags: Record<Locale, string> = {
  'nl-be': 'nl-BE',
  nl: 'nl-NL',
  'fr-be': 'fr-BE',
  fr: 'fr-FR',
  de: 'de-DE',
  en: 'en',
};

/**
 * BCP 47 tag that numbers, dates and times are written in (Intl, format.ts). English on this
 * European site writes British: day before month ('24 June 2021', '24/06/2021') and a 24-hour
 * clock; a bare 'en' would give American month-first dates and '2:05 PM'.
 */
export const formatLocaleTags: Record<Locale, string> = { ...localeTags, en: 'en-GB' };

/** The formatting tag for a locale ('en') or a language tag ('en', 'nl-BE'); other tags pass as they are. */
export function formatLocaleTag(localeOrTag: string): string {
  const lower = localeOrTag.toLowerCase();
  if (isLocale(lower)) return formatLocaleTags[lower];
  const known = (Object.keys(localeTags) as Locale[]).find((locale) => localeTags[locale].toLowerCase() === lower);
  return known ? formatLocaleTags[known] : localeOrTag;
}

export function isLocale(value: string | null | undefined): value is Locale {
  return !!value && (locales as readonly string[]).includes(value);
}

/** Whether a path's first segment, lower-cased, is one of the locale prefixes (§2). */
export function isLocalePrefix(segment: string): segment is LocalePrefix {
  return (localePrefixes as readonly string[]).includes(segment);
}

export function localeFromPrefix(prefix: string | null | undefined): Locale | undefined {
  const key = prefix?.toLowerCase();
  // The list, not the alias object: `/constructor/…` names no locale.
  return key && isLocalePrefix(key) ? prefixAliases[key] : undefined;
}

/** A language iso code (`fr-BE`, `en`) lower-cased for locale use (§3). */
export function localeFromIsoCode(isoCode: string): Locale | undefined {
  const lower = isoCode.toLowerCase();
  return isLocale(lower) ? lower : undefined;
}

/** Splits `/fr-be/dashboard` into the locale prefix and the rest of the path. */
export function splitLocalePath(pathname: string): { prefix: LocalePrefix | undefined; locale: Locale; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1]?.toLowerCase();
  if (first && isLocalePrefix(first)) return { prefix: first, locale: prefixAliases[first], rest: match?.[2] ?? '/' };
  return { prefix: undefined, locale: defaultLocale, rest: pathname || '/' };
}

/** The path of `rest` (starting with '/') in `locale`: no prefix for the default locale. */
export function localizePath(rest: string, locale: Locale): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Picks a locale from an Accept-Language header (browser language detection, §2).
 * Belgian variants are kept; a bare `nl` or `fr` maps to the Netherlands/France variants.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const base = tag.split('-')[0];
    if (base === 'nl' || base === 'fr' || base === 'de' || base === 'en') return base;
  }
  return undefined;
}
