import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';

const authPages = new Set(['/signin', '/signup', '/forgot-password']);

/**
 * The `redirect` return URL of the sign-in page, if it is safe to go to: a path of this site
 * (never another origin, so the sign-in page cannot be used to send someone elsewhere), and not
 * one of the sign-in pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // Control characters (tabs, new lines) are dropped by URL parsers and could hide a '//'.
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'http://return.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://return.invalid') return undefined;
  const rest = splitLocalePath(url.pathname).rest.replace(/\/+$/, '') || '/';
  if (authPages.has(rest) || rest.startsWith('/reset-password')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a sign-in goes on: the safe return URL, else the localized dashboard. */
export function afterSignInPath(redirect: string | null | undefined, locale: Locale): string {
  return safeReturnPath(redirect) ?? localizePath('/dashboard', locale);
}
