import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { throwPageNotFound } from '../shell/route-errors.ts';
import { isPlausibleResetCode } from '../shell/route-validity.ts';
import type { Route } from './+types/reset-password';

export const meta = pageMeta('reset-password');

/** Validity check (§2): only a plausible reset code can be redeemed. */
function checkRoute({ request, params }: { request: Request; params: { code?: string } }) {
  if (!isPlausibleResetCode(params.code)) throwPageNotFound(request);
  return null;
}

export function loader(args: Route.LoaderArgs) {
  return checkRoute(args);
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return checkRoute(args);
}

export default function ResetPasswordRoute({ params }: Route.ComponentProps) {
  return <ResetPasswordPage code={params.code} />;
}
