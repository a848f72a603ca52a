import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLocale } from '@brokkie/domain/locales';
import { startBuildWatch } from './build-watch.ts';
import { pushVirtualPageView } from './data-layer.ts';
import { rememberLocale } from './locale-cookie.ts';

/**
 * Navigation side effects that need no UI (§2):
 * - every navigation, the first page included, pushes a virtual page view into the data layer;
 * - the build manifest is watched so that a new build reloads on the next navigation;
 * - following a link to another language version (`<a hreflang>`, as a language switcher renders)
 *   remembers that locale first, so that an un-prefixed nl-be path is not sent back to the
 *   previously remembered locale (see locale-detection.ts).
 *
 * The rest of §2's navigation behaviour lives elsewhere, each in one place: redirects and
 * marketing-parameter carry-over run in the root's clientLoader before a page loads
 * (client-navigation.ts); scrolling is React Router's <ScrollRestoration> in the root — top of
 * the page on a new page, the hash target via scrollIntoView, which honours scroll-margin, and
 * the old position on back/forward.
 */
export function NavigationBehaviour({ buildId }: { buildId: string | undefined }) {
  const location = useLocation();

  useEffect(() => {
    pushVirtualPageView(location.pathname);
  }, [location.key, location.pathname]);

  useEffect(() => {
    if (!buildId) return undefined;
    return startBuildWatch(buildId);
  }, [buildId]);

  useEffect(() => {
    const rememberLinkLocale = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
      const locale = link?.getAttribute('hreflang')?.toLowerCase();
      if (isLocale(locale)) rememberLocale(locale);
    };
    document.addEventListener('click', rememberLinkLocale, true);
    return () => document.removeEventListener('click', rememberLinkLocale, true);
  }, []);

  return null;
}
