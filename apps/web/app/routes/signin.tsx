import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { SignInPage } from '../features/auth/signin-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/signin';

export const meta = pageMeta('signin');

export async function loader({ context }: Route.LoaderArgs) {
  return { providers: await loadSocialProviders(context) };
}

export default function SigninRoute({ loaderData }: Route.ComponentProps) {
  return <SignInPage providers={loaderData.providers} />;
}
