import { splitLocalePath } from '@brokkie/domain/locales';

/** Query parameters of the sign-in page when it runs in a re-authentication popup (reauthentication.ts). */
export const popupParams = { id: 'popup', provider: 'provider', done: 'popup_done' } as const;

/**
 * The sign-in page inside the profile page's re-authentication popup: it leaves for the social
 * provider and, back, posts the result to the page that opened it. The web server lets that page
 * keep its opener (Cross-Origin-Opener-Policy unsafe-none, apps/web/server/security-headers.ts):
 * a stricter policy there would cut the popup from the page once it goes to the provider.
 */
export function isReauthenticationPopup(url: URL): boolean {
  if (splitLocalePath(url.pathname).rest.replace(/\/+$/, '') !== '/signin') return false;
  return url.searchParams.has(popupParams.id) || url.searchParams.has(popupParams.done);
}
