import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPlanner, plannerAction, plannerSubmission } from '../features/e-health-reminders/planner-data.ts';
import { PlannerPage } from '../features/e-health-reminders/planner-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-pet-care-planner';

export const meta = pageMeta('e-health-pet-care-planner');

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  return loadPlanner(await serverPageApi(args), url.searchParams, url.origin);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const url = new URL(args.request.url);
  return loadPlanner(await clientPageApi(args), url.searchParams, window.location.origin);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return plannerAction(await clientPageApi(args), await readSubmission(args.request, plannerSubmission));
}

export const ErrorBoundary = pageErrorBoundary('e-health-pet-care-planner');

export default function EHealthPetCarePlannerPage({ loaderData }: Route.ComponentProps) {
  return <PlannerPage data={loaderData} />;
}
