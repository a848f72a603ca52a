import { isRouteErrorResponse, Outlet, redirect } from 'react-router';
import { splitLocalePath } from '@brokkie/domain/locales';
import { retryOnceAfterRefresh } from '@brokkie/domain/token-lifecycle';
import { authReady, refreshServerSession } from '../shell/auth-session.ts';
import { loadCatalog } from '../shell/browser-catalogs.ts';
import { blockingGuard } from './guard-rules.ts';
import { guardContext } from './guard-context.server.ts';
import { throwPageNotFound } from '../shell/route-errors.ts';
import { isPositiveIntegerId } from '../shell/route-validity.ts';
import type { Route } from './+types/require-login';

/**
 * Login guard (§2): a signed-out visitor goes to the localized sign-in page with a return URL.
 * Then the validity check of the account pages' ids (§2: a pet is named by a positive integer):
 * here, above the page, so that its 404 is the error page of the root and not the page's own
 * boundary for data that could not be loaded.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = blockingGuard(url, await guardContext(request, context));
  if (outcome?.guard === 'login') throw redirect(outcome.redirectTo);
  if ('id' in params && !isPositiveIntegerId(params.id)) throwPageNotFound(request);
  return null;
}

function isRedirect(thrown: unknown): boolean {
  return thrown instanceof Response ? thrown.status >= 300 && thrown.status < 400 : isRouteErrorResponse(thrown) && thrown.status >= 300 && thrown.status < 400;
}

/**
 * In the browser the server decides too (it knows the session from the sync cookie). If it sends
 * a visitor the browser knows as signed in to the sign-in page, its copy of the token has expired:
 * the token is refreshed (and synced) and the navigation retried, once (§4, §8).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // The signed-in pages' texts come with the first of them (catalog-parts.ts), beside the checks.
  const texts = loadCatalog(splitLocalePath(new URL(request.url).pathname).locale, 'account');
  await authReady();
  try {
    return await retryOnceAfterRefresh(() => serverLoader(), isRedirect, refreshServerSession);
  } finally {
    await texts;
  }
}

export default function RequireLogin() {
  return <Outlet />;
}
