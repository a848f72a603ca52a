import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPaymentMethods } from '../features/payment-methods/payment-methods-data.ts';
import { returnParameter } from '../features/payment-methods/payment-method-kinds.ts';
import { PaymentMethodsPage } from '../features/payment-methods/payment-methods-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-payment-methods';

export const meta = pageMeta('dashboard-payment-methods');

export async function loader(args: Route.LoaderArgs) {
  return loadPaymentMethods(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/payment-methods/payment-methods-data.ts');
  return data.loadPaymentMethods(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientAction(args: Route.ClientActionArgs) {
  // The provider sends the payer back to this page, which then says how the verification went.
  const returnUrl = new URL(`${clientPagePath(args, '/dashboard/payment-methods')}?${returnParameter}=1`, args.request.url).href;
  const data = await import('../features/payment-methods/payment-methods-data.ts');
  return data.paymentMethodsAction(await clientPageApi(args), await readSubmission(args.request, data.paymentMethodsSubmission), returnUrl);
}

export const ErrorBoundary = pageErrorBoundary('dashboard-payment-methods');

export default function DashboardPaymentMethodsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentMethodsPage data={loaderData} />;
}
