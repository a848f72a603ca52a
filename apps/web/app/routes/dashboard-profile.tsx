import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-profile';

export const meta = pageMeta('dashboard-profile');

export async function loader({ context }: Route.LoaderArgs) {
  return { providers: await loadSocialProviders(context) };
}

export default function DashboardProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage providers={loaderData.providers} />;
}
