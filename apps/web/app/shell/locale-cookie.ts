import { isLocale, localeCookieMaxAgeSeconds, localeCookieName, type Locale } from '@brokkie/domain/locales';

/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The locale remembered in the locale cookie, if it holds a known locale. */
export function localeFromCookie(header: string | null | undefined): Locale | undefined {
  const value = readCookie(header, localeCookieName)?.toLowerCase();
  return isLocale(value) ? value : undefined;
}

/** Set-Cookie value remembering `locale` for 365 days (§2, §9). */
export function localeCookie(locale: Locale, { secure = false }: { secure?: boolean } = {}): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Remembers a locale the visitor chose in the browser (a language switcher calls this before
 * navigating), so that un-prefixed paths are then served in it.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' });
}
