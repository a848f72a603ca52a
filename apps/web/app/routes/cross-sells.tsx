import { pageErrorBoundary } from '../components/page-layout.tsx';
import { crossSellsAction, crossSellsSubmission, loadCrossSells } from '../features/cross-sells/cross-sells-data.ts';
import { CrossSellsPage } from '../features/cross-sells/cross-sells-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/cross-sells';

export const meta = pageMeta('cross-sells');

export async function loader(args: Route.LoaderArgs) {
  return loadCrossSells(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadCrossSells(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return crossSellsAction(await clientPageApi(args), await readSubmission(args.request, crossSellsSubmission));
}

export const ErrorBoundary = pageErrorBoundary('cross-sells');

export default function CrossSellsRoute({ loaderData }: Route.ComponentProps) {
  return <CrossSellsPage data={loaderData} />;
}
