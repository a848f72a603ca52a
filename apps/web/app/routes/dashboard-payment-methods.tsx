import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPaymentMethods } from '../features/payment-methods/payment-methods-data.ts';
import { PaymentMethodsPage } from '../features/payment-methods/payment-methods-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-payment-methods';

export const meta = pageMeta('dashboard-payment-methods');

export async function loader(args: Route.LoaderArgs) {
  return loadPaymentMethods(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPaymentMethods(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export const ErrorBoundary = pageErrorBoundary('dashboard-payment-methods');

export default function DashboardPaymentMethodsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentMethodsPage data={loaderData} />;
}
