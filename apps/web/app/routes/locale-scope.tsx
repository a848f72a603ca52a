import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { localeFromPrefix } from '@brokkie/domain/locales';
import { throwPageNotFound } from '../shell/route-errors.ts';
import type { Route } from './+types/locale-scope';

/**
 * The optional locale segment every page sits under (§2). A first segment that is no locale
 * prefix (`/xx/signin`, or `/anything`, which would otherwise be the home page of locale
 * "anything") is an unknown page: 404 with 'Page Not Found: {path}'. The locale itself is read
 * from the path by the shell (splitLocalePath), not from this route.
 */
function checkLocaleSegment(params: Route.LoaderArgs['params'], request: Request): null {
  if (params.locale !== undefined && localeFromPrefix(params.locale) === undefined) throwPageNotFound(request);
  return null;
}

export function loader({ params, request }: Route.LoaderArgs) {
  return checkLocaleSegment(params, request);
}

// Checked in the browser on client navigations: no round trip for a rule that needs no server.
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return checkLocaleSegment(params, request);
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

export default function LocaleScope() {
  return <Outlet />;
}
