import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPayNow, payNowAction, payNowSubmission } from '../features/payment-return/pay-now-data.ts';
import { PayNowPage } from '../features/payment-return/pay-now-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/pay-now';

export const meta = pageMeta('pay-now');

export async function loader(args: Route.LoaderArgs) {
  return loadPayNow(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPayNow(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return payNowAction(await clientPageApi(args), await readSubmission(args.request, payNowSubmission), clientPagePath(args, '/pay-now'));
}

export const ErrorBoundary = pageErrorBoundary('pay-now');

export default function PayNowRoute({ loaderData }: Route.ComponentProps) {
  return <PayNowPage data={loaderData} />;
}
