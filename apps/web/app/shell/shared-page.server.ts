import type { StaticHandlerContext } from 'react-router';
import { localeCookieName } from '@brokkie/domain/locales';
import { pages } from '../page-table.ts';
import type { ShellData } from './shell-data.ts';

/**
 * How long a shared cache may keep a signed-out copy of a shared page (docs/decisions/0012).
 * Long enough that a burst of visitors costs one render per page and half minute; short enough
 * that a change to what those pages show (reference data) reaches everyone within that time. A new
 * build starts a new server process, whose cache is empty.
 */
export const sharedPageSeconds = 30;

/** Browsers revalidate every time; shared caches (s-maxage) may keep the copy. */
export const sharedPageCacheControl = `public, max-age=0, s-maxage=${sharedPageSeconds}`;

const sharedPageNames = new Set(pages.filter((page) => page.shared).map((page) => page.name));

// The only cookie a shared copy may set: the locale it was rendered in, the same for every
// visitor who asks that URL with those cookies. Anything else (a session) is the visitor's own.
const shareableCookies = new Set([localeCookieName]);

function cookieName(setCookie: string) {
  return setCookie.slice(0, setCookie.indexOf('=')).trim();
}

/**
 * Whether this document answer may be kept by shared caches: a GET of a page the page table marks
 * shared, rendered whole (200) for a visitor who is not signed in (not even anonymously), setting
 * no cookie but the locale one.
 */
export function isSharedPageResponse(request: Request, status: number, headers: Headers, context: StaticHandlerContext): boolean {
  if (request.method !== 'GET' || status !== 200 || context.errors) return false;
  const page = context.matches.at(-1)?.route.id;
  if (!page || !sharedPageNames.has(page)) return false;
  const shell = context.loaderData.root as ShellData | undefined;
  if (!shell || shell.auth.signedIn) return false;
  return headers.getSetCookie().every((cookie) => shareableCookies.has(cookieName(cookie)));
}
