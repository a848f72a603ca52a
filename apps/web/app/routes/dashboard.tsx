import { DashboardHomePage } from '../features/dashboard-home/dashboard-home-page.tsx';
import { loadHome } from '../features/dashboard-home/dashboard-home-data.ts';
import { pageErrorBoundary } from '../components/page-layout.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard';

export const meta = pageMeta('dashboard');

export async function loader(args: Route.LoaderArgs) {
  return loadHome(await serverPageApi(args));
}

// The browser's reads and writes load their schemas when first used, not with the page: the first
// load hydrates the server's data and never runs them (decision 0021).
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/dashboard-home/dashboard-home-data.ts');
  return data.loadHome(await clientPageApi(args));
}

/** The dashboard's one write: the answer of its feedback question card. */
export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../components/feedback-question-data.ts');
  return data.feedbackAction(await clientPageApi(args), await readSubmission(args.request, data.feedbackSubmission));
}

export const ErrorBoundary = pageErrorBoundary('dashboard');

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return <DashboardHomePage data={loaderData} />;
}
