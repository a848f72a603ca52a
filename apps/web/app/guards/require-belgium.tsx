import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { latestShellData } from '../shell/client-shell-state.ts';
import { describeRouteErrorData, notFoundData } from '../shell/route-errors.ts';
import { blockingGuard } from './guard-rules.ts';
import { guardContext } from './guard-context.server.ts';
import type { Route } from './+types/require-belgium';

/**
 * Belgium-only guard (§2, §6): elsewhere the page does not exist, so it answers the 404 page with
 * status 404 (returned, not thrown, so the status reaches the response as for the catch-all).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = blockingGuard(url, await guardContext(request, context));
  return outcome?.guard === 'belgium' ? notFoundData(url.pathname) : null;
}

/** The country comes from the host, which a client-side navigation never changes. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const shell = latestShellData();
  if (!shell) return serverLoader();
  const url = new URL(request.url);
  const outcome = blockingGuard(url, { signedIn: shell.auth.signedIn, countryShortName: shell.country?.short_name ?? null });
  return outcome?.guard === 'belgium' ? notFoundData(url.pathname).data : null;
}

export default function RequireBelgium({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData) return <ErrorPage status={404} message={describeRouteErrorData(loaderData, t)} />;
  return <Outlet />;
}
