import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadOrderSummary, orderSummaryAction, orderSummarySubmission } from '../features/order-summary/order-summary-data.ts';
import { OrderSummaryPage } from '../features/order-summary/order-summary-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/order-summary';

export const meta = pageMeta('order-summary');

export async function loader(args: Route.LoaderArgs) {
  return loadOrderSummary(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadOrderSummary(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return orderSummaryAction(await clientPageApi(args), await readSubmission(args.request, orderSummarySubmission));
}

export const ErrorBoundary = pageErrorBoundary('order-summary');

export default function OrderSummaryRoute({ loaderData }: Route.ComponentProps) {
  return <OrderSummaryPage data={loaderData} />;
}
