import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadSettings } from '../features/subscription-settings/settings-data.ts';
import { SubscriptionSettingsPage } from '../features/subscription-settings/subscription-settings-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-subscription-settings';

export const meta = pageMeta('dashboard-subscription-settings');

export async function loader(args: Route.LoaderArgs) {
  return loadSettings(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/subscription-settings/settings-data.ts');
  return data.loadSettings(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/subscription-settings/settings-data.ts');
  return data.settingsAction(await clientPageApi(args), await readSubmission(args.request, data.settingsSubmission));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-subscription-settings');

export default function DashboardSubscriptionSettingsPage({ loaderData }: Route.ComponentProps) {
  return <SubscriptionSettingsPage data={loaderData} />;
}
