import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { preloadSignInForm, SignInPage } from '../features/auth/signin-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/signin';

export const meta = pageMeta('signin');

export async function loader({ context }: Route.LoaderArgs) {
  // The form is drawn by the server with the page; in the browser it loads on first use (decision 0022).
  const [providers] = await Promise.all([loadSocialProviders(context), preloadSignInForm()]);
  return { providers };
}

/** A navigation to the page brings the form's code with its data, so the form is there at once. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadSignInForm()]);
  return data;
}

export default function SigninRoute({ loaderData }: Route.ComponentProps) {
  return <SignInPage providers={loaderData.providers} />;
}
