import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadMealplan, mealplanAction, mealplanSubmission } from '../features/dashboard-mealplan/mealplan-data.ts';
import { MealplanPage } from '../features/dashboard-mealplan/mealplan-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPageCountry } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-mealplan';

export const meta = pageMeta('dashboard-mealplan');

export async function loader(args: Route.LoaderArgs) {
  return loadMealplan(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadMealplan(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return mealplanAction(await clientPageApi(args), await readSubmission(args.request, mealplanSubmission));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-mealplan');

export default function DashboardMealplanPage({ loaderData }: Route.ComponentProps) {
  return <MealplanPage data={loaderData} />;
}
