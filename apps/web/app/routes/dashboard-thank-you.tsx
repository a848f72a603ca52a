import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadThankYou } from '../features/thank-you/thank-you-data.ts';
import { thankYouAction, thankYouSubmission } from '../features/thank-you/purchase-state.ts';
import { ThankYouPage } from '../features/thank-you/thank-you-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-thank-you';

export const meta = pageMeta('dashboard-thank-you');

export async function loader(args: Route.LoaderArgs) {
  return loadThankYou(await serverPageApi(args), 'purchase', new URL(args.request.url).searchParams.get('delivery'));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/thank-you/thank-you-data.ts');
  return data.loadThankYou(await clientPageApi(args), 'purchase', new URL(args.request.url).searchParams.get('delivery'));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return thankYouAction(await clientPageApi(args), await readSubmission(args.request, thankYouSubmission), clientPagePath(args, '/dashboard/thank-you'));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-thank-you');

export default function DashboardThankYouRoute({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage data={loaderData} />;
}
