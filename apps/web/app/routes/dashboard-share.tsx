import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadShareData } from '../features/share/share-data.ts';
import { SharePage } from '../features/share/share-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-share';

export const meta = pageMeta('dashboard-share');

export async function loader(args: Route.LoaderArgs) {
  return loadShareData(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/share/share-data.ts');
  return data.loadShareData(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/share/share-data.ts');
  return data.shareAction(await clientPageApi(args), await readSubmission(args.request, data.shareSubmission));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-share');

export default function DashboardShareRoute({ loaderData }: Route.ComponentProps) {
  return <SharePage data={loaderData} />;
}
