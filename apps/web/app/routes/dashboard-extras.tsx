import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadExtras } from '../features/dashboard-extras/extras-data.ts';
import { ExtrasPage } from '../features/dashboard-extras/extras-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-extras';

export const meta = pageMeta('dashboard-extras');

export async function loader(args: Route.LoaderArgs) {
  return loadExtras(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/dashboard-extras/extras-data.ts');
  return data.loadExtras(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/dashboard-extras/extras-data.ts');
  return data.extrasAction(await clientPageApi(args), await readSubmission(args.request, data.extrasSubmission));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-extras');

export default function DashboardExtrasPage({ loaderData }: Route.ComponentProps) {
  return <ExtrasPage data={loaderData} />;
}
