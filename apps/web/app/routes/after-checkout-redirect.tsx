import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadAfterCheckout } from '../features/payment-return/after-checkout-redirect-data.ts';
import { AfterCheckoutRedirectPage } from '../features/payment-return/after-checkout-redirect-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/after-checkout-redirect';

export const meta = pageMeta('after-checkout-redirect');

export async function loader(args: Route.LoaderArgs) {
  return loadAfterCheckout(await serverPageApi(args), new URL(args.request.url));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadAfterCheckout(await clientPageApi(args), new URL(args.request.url));
}

export const ErrorBoundary = pageErrorBoundary('after-checkout-redirect');

export default function AfterCheckoutRedirectRoute({ loaderData }: Route.ComponentProps) {
  return <AfterCheckoutRedirectPage data={loaderData} />;
}
