import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadOrderHistory } from '../features/order-history/order-history-data.ts';
import { OrderHistoryPage } from '../features/order-history/order-history-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-order-history';

export const meta = pageMeta('dashboard-order-history');

export async function loader(args: Route.LoaderArgs) {
  return loadOrderHistory(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/order-history/order-history-data.ts');
  return data.loadOrderHistory(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/order-history/order-history-data.ts');
  return data.orderHistoryAction(
    await clientPageApi(args),
    await readSubmission(args.request, data.orderHistorySubmission),
    clientPagePath(args, '/dashboard/thank-you'),
  );
}

export const ErrorBoundary = pageErrorBoundary('dashboard-order-history');

export default function DashboardOrderHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage history={loaderData} />;
}
