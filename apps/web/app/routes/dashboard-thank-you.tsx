import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadThankYou } from '../features/thank-you/thank-you-data.ts';
import { ThankYouPage } from '../features/thank-you/thank-you-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-thank-you';

export const meta = pageMeta('dashboard-thank-you');

export async function loader(args: Route.LoaderArgs) {
  return loadThankYou(await serverPageApi(args), 'purchase', new URL(args.request.url).searchParams.get('delivery'));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadThankYou(await clientPageApi(args), 'purchase', new URL(args.request.url).searchParams.get('delivery'));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-thank-you');

export default function DashboardThankYouRoute({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage data={loaderData} />;
}
