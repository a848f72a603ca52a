/**
 * Cookie consent (issue 14): the purposes a visitor decides on, the banner version the choice was
 * made for, and the first-party cookie that remembers it. One place for the web app (banner, tag
 * loading), the API (the stored proof) and the tests. docs/consent.md describes the whole.
 */

/** Necessary is always on; analytics covers the tag manager and session recording; marketing the networks and affiliate cookies. */
export const consentPurposes = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
/** The purposes a visitor can switch (necessary cannot be refused). */
export const optionalConsentPurposes = ['analytics', 'marketing'] as const;
export type OptionalConsentPurpose = (typeof optionalConsentPurposes)[number];

/**
 * The banner's version. Raise it when the purposes or what they cover change: a choice made for an
 * older version no longer counts and the banner asks again.
 */
export const consentBannerVersion = 1;

/** Where a choice was made (kept with the server-side record). */
export const consentSources = ['banner', 'settings', 'profile'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** The first-party cookie holding the choice: `brokkie_consent=v1.a1.m0.1764190000`. */
export const consentCookieName = 'brokkie_consent';
/** Twelve months (365 days), after which the banner asks again. */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface ConsentValue {
  analytics: boolean;
  marketing: boolean;
  /** The banner version the choice was made for. */
  version: number;
  /** When it was made, ISO 8601 (whole seconds). */
  decidedAt: string;
}

/** The cookie's value: `v<version>.a<0|1>.m<0|1>.<unix seconds>`. */
export function serializeConsent(value: ConsentValue): string {
  const seconds = Math.floor(Date.parse(value.decidedAt) / 1000);
  return `v${value.version}.a${value.analytics ? 1 : 0}.m${value.marketing ? 1 : 0}.${Number.isFinite(seconds) ? seconds : 0}`;
}

const cookieValuePattern = /^v(\d{1,6})\.a([01])\.m([01])\.(\d{1,12})$/;

/** The choice in a cookie value, or undefined when it is missing or malformed (any version). */
export function parseConsent(raw: string | null | undefined): ConsentValue | undefined {
  const match = raw ? cookieValuePattern.exec(raw.trim()) : null;
  if (!match) return undefined;
  const [, version, analytics, marketing, seconds] = match;
  return {
    version: Number(version),
    analytics: analytics === '1',
    marketing: marketing === '1',
    decidedAt: new Date(Number(seconds) * 1000).toISOString(),
  };
}

/** The choice in force: a parsed value made for the current banner version, else undefined (ask again). */
export function consentInForce(raw: string | null | undefined, version: number = consentBannerVersion): ConsentValue | undefined {
  const value = parseConsent(raw);
  return value && value.version === version ? value : undefined;
}

/** The Set-Cookie / document.cookie string that stores `value` (first-party, 12 months, SameSite=Lax). */
export function consentCookie(value: ConsentValue, { secure = false }: { secure?: boolean } = {}): string {
  return `${consentCookieName}=${serializeConsent(value)}; Path=/; Max-Age=${consentCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The cookies set without consent because the site cannot work without them: the language
 * (`i18n_redirected`, domain/locales.ts), the signed-in session (`brokkie_id_token`,
 * contracts/identity-codes.ts, and the identity service's own session cookies) and the consent
 * cookie itself. Every other cookie waits for the purpose it serves.
 */
export const strictlyNecessaryCookies = ['i18n_redirected', 'brokkie_id_token', consentCookieName] as const;
/** Name prefixes of the identity service's session cookies (cookiePrefix 'brokkie' in apps/api identity-auth.ts; HttpOnly, set on sign-in). */
export const strictlyNecessaryCookiePrefixes = ['brokkie.', '__Secure-brokkie.', '__Host-brokkie.'] as const;

export function isStrictlyNecessaryCookie(name: string): boolean {
  return (strictlyNecessaryCookies as readonly string[]).includes(name) || strictlyNecessaryCookiePrefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * Cookies the app itself sets that need consent, with their purpose (§9): the affiliate and
 * network click ids and the sign-up marker are marketing.
 */
export const consentGatedCookies: Readonly<Record<string, OptionalConsentPurpose>> = {
  awc: 'marketing',
  ttclid: 'marketing',
  JR_AN: 'marketing',
  'jr_signed-up': 'marketing',
};
