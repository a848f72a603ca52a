import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadCheckout } from '../features/checkout/checkout-data.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { checkoutAction, checkoutPaySubmission } from '../features/checkout/checkout-submit.ts';
import { redirect } from 'react-router';
import { localizePath, splitLocalePath } from '@brokkie/domain/locales';
import { authReady, updateCustomer } from '../shell/auth-session.ts';
import { readAuthState } from '../shell/auth-state.server.ts';
import { authStore } from '../shell/auth-store.ts';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/checkout';

export const meta = pageMeta('checkout');

/**
 * The payment needs a registered account (issue 16): a visitor still on an anonymous one goes
 * back to the order summary, which asks for it and keeps everything made so far.
 */
function toOrderSummary(request: Request): never {
  throw redirect(localizePath('/order-summary', splitLocalePath(new URL(request.url).pathname).locale));
}

export async function loader(args: Route.LoaderArgs) {
  if ((await readAuthState(args.request, args.context)).user?.anonymous) toOrderSummary(args.request);
  return loadCheckout(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/checkout/checkout-data.ts');
  await authReady();
  if (authStore.getState().anonymous) toOrderSummary(args.request);
  return data.loadCheckout(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return checkoutAction(await clientPageApi(args), await readSubmission(args.request, checkoutPaySubmission), {
    afterCheckoutPath: clientPagePath(args, '/after-checkout-redirect'),
    // The signed-in customer's PATCH, which also refreshes the app's store (the header's name).
    updateCustomer,
  });
}

export const ErrorBoundary = pageErrorBoundary('checkout');

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
