import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadOrderSummary, orderSummaryAction, orderSummarySubmission } from '../features/order-summary/order-summary-data.ts';
import { OrderSummaryPage } from '../features/order-summary/order-summary-page.tsx';
import { authRuntime } from '../shell/auth-session.ts';
import { authStore } from '../shell/auth-store.ts';
import { readSubmission } from '../shell/page-action.ts';
import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/order-summary';

export const meta = pageMeta('order-summary');

// The social providers are for the account step of a visitor without an account (AccountStep).
export async function loader(args: Route.LoaderArgs) {
  const [data, providers] = await Promise.all([serverPageApi(args).then(loadOrderSummary), loadSocialProviders(args.context)]);
  return { data, providers };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const api = await clientPageApi(args);
  // Only a visitor without an account sees them; every revalidation after a change asks again otherwise.
  const providers = authStore.getState().anonymous
    ? authRuntime()
        .identity.socialProviders()
        .catch((error: unknown) => {
          console.error('[order summary] could not read the social providers:', error);
          return [];
        })
    : Promise.resolve([]);
  const [data, known] = await Promise.all([loadOrderSummary(api), providers]);
  return { data, providers: known };
}

export async function clientAction(args: Route.ClientActionArgs) {
  return orderSummaryAction(await clientPageApi(args), await readSubmission(args.request, orderSummarySubmission));
}

export const ErrorBoundary = pageErrorBoundary('order-summary');

export default function OrderSummaryRoute({ loaderData }: Route.ComponentProps) {
  return <OrderSummaryPage data={loaderData.data} providers={loaderData.providers} />;
}
