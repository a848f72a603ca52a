import { Outlet, redirect } from 'react-router';
import { blockingGuard } from './guard-rules.ts';
import { guardContext } from './guard-context.server.ts';
import type { Route } from './+types/require-login';

/** Login guard (§2): a signed-out visitor goes to the localized sign-in page with a return URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = blockingGuard(url, await guardContext(request, context));
  if (outcome?.guard === 'login') throw redirect(outcome.redirectTo);
  return null;
}

/**
 * In the browser the session is known to the server only (an HttpOnly cookie), so the guard asks
 * it; the identity issue may answer from its client-side token store first.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export default function RequireLogin() {
  return <Outlet />;
}
