import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadEHealthHome } from '../features/e-health-home/e-health-home-data.ts';
import { EHealthHomePage } from '../features/e-health-home/e-health-home-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health';

export const meta = pageMeta('e-health');

export async function loader(args: Route.LoaderArgs) {
  return loadEHealthHome(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/e-health-home/e-health-home-data.ts');
  return data.loadEHealthHome(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/e-health-home/e-health-home-data.ts');
  return data.eHealthHomeAction(await clientPageApi(args), await readSubmission(args.request, data.eHealthHomeSubmission));
}

export const ErrorBoundary = pageErrorBoundary('e-health');

export default function EHealthPage({ loaderData }: Route.ComponentProps) {
  return <EHealthHomePage data={loaderData} />;
}
