import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadCheckout } from '../features/checkout/checkout-data.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/checkout';

export const meta = pageMeta('checkout');

export async function loader(args: Route.LoaderArgs) {
  return loadCheckout(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadCheckout(await clientPageApi(args));
}

export const ErrorBoundary = pageErrorBoundary('checkout');

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
