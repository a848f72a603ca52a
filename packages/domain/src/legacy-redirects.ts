import { localizePath, splitLocalePath, type Locale, type LocalePrefix } from './locales.ts';

/**
 * Legacy redirects (§2 table), applied before a page loads: by the web server on a document
 * request and by the router on a client-side navigation. One table, so both answer alike.
 */

/** Shop sites by the current locale's country (§2: be and com, fr, nl, de; default com). */
export const shopSites = {
  be: 'https://shop.brokkie.be',
  com: 'https://shop.brokkie.com',
  fr: 'https://shop.brokkie.fr',
  nl: 'https://shop.brokkie.nl',
  de: 'https://shop.brokkie.de',
} as const;
export type ShopSite = keyof typeof shopSites;

const shopSiteByLocale: Record<Locale, ShopSite> = {
  'nl-be': 'be',
  'fr-be': 'be',
  nl: 'nl',
  fr: 'fr',
  de: 'de',
  en: 'com',
};

export function shopSiteForLocale(locale: Locale | undefined): string {
  return shopSites[locale ? shopSiteByLocale[locale] : 'com'];
}

/** Old paths (without locale prefix) that moved; the locale prefix of the request is kept. */
export const movedPaths: Readonly<Record<string, string>> = {
  '/questionnaires': '/question',
  '/checkout-dashboard': '/suggested-mealplan',
  '/checkout-price': '/order-summary',
  '/checkout-upsells': '/cross-sells',
  '/checkout-profile': '/checkout',
  '/checkout/thankyou': '/dashboard',
  '/dashboard/shop': '/dashboard/extras',
  '/dashboard/history': '/dashboard/order-history',
  '/dashboard/wallet': '/dashboard/payment-methods',
  '/ehealth': '/e-health',
};

/** Old locale-specific entry points: the exact (prefix, path) and where they now live. */
const legacyEntries: ReadonlyArray<{ prefix: LocalePrefix; rest: string; target: string }> = [
  { prefix: 'be-nl', rest: '/insurance', target: '/insurance/' },
  { prefix: 'be-fr', rest: '/insurance', target: '/fr-be/insurance/' },
  { prefix: 'be-nl', rest: '/', target: '/' },
  { prefix: 'be-fr', rest: '/', target: '/fr-be/' },
];

export interface LegacyRedirect {
  /** An app path (with query) or, for the shop, an absolute URL. */
  location: string;
  /** External targets need a full page load. */
  external: boolean;
  /** Fixed moves are permanent; the shop target depends on the visitor's locale. */
  status: 301 | 302;
}

/** '/a/' and '/a' are the same legacy path; the root stays '/'. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The legacy redirect for `pathname` (+ `search`, kept on the target), or undefined.
 * `currentLocale` chooses the shop site when the path has no locale prefix.
 *
 * The fixed rows win over the `/shop` row, so `/dashboard/shop` goes to the extras page as the
 * table says. `/shop` matches as a whole path segment, so a page such as `/shopping` would not.
 */
export function findLegacyRedirect(pathname: string, search = '', currentLocale?: Locale): LegacyRedirect | undefined {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const { prefix, locale, rest } = splitLocalePath(pathname);
  const path = withoutTrailingSlash(rest);

  const entry = legacyEntries.find((e) => e.prefix === prefix && e.rest === path);
  if (entry) return { location: entry.target + query, external: false, status: 301 };

  if (path === '/registreren') {
    return { location: localizePath('/signup/', locale) + query, external: false, status: 301 };
  }

  const moved = movedPaths[path];
  if (moved) {
    const target = prefix ? `/${prefix}${moved}` : moved;
    return { location: target + query, external: false, status: 301 };
  }

  const shop = /\/shop(?=\/|$)/.exec(pathname);
  if (shop) {
    const shopLocale = prefix ? locale : currentLocale;
    const restOfPath = pathname.slice(shop.index + shop[0].length) || '/';
    return { location: shopSiteForLocale(shopLocale) + restOfPath + query, external: true, status: 302 };
  }
  return undefined;
}
