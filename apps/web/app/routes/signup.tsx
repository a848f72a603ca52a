import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { SignUpPage } from '../features/auth/signup-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/signup';

export const meta = pageMeta('signup');

export async function loader({ context }: Route.LoaderArgs) {
  return { providers: await loadSocialProviders(context) };
}

export default function SignupRoute({ loaderData }: Route.ComponentProps) {
  return <SignUpPage providers={loaderData.providers} />;
}
