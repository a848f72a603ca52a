import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadMealPlan, priceCountry } from '../features/meal-plan/meal-plan-data.ts';
import { MealPlanPage } from '../features/meal-plan/meal-plan-page.tsx';
import { mealPlanAction, mealPlanSubmission } from '../features/meal-plan/start-order.ts';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPageCountry, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/suggested-mealplan';

export const meta = pageMeta('suggested-mealplan');

export async function loader(args: Route.LoaderArgs) {
  return loadMealPlan(await serverPageApi(args), priceCountry((await serverPageCountry(args))?.short_name));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadMealPlan(await clientPageApi(args), priceCountry(clientPageCountry()?.short_name));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return mealPlanAction(await clientPageApi(args), await readSubmission(args.request, mealPlanSubmission), {
    country: priceCountry(clientPageCountry()?.short_name),
    orderSummaryPath: clientPagePath(args, '/order-summary'),
  });
}

export const ErrorBoundary = pageErrorBoundary('suggested-mealplan');

export default function SuggestedMealplanRoute({ loaderData }: Route.ComponentProps) {
  return <MealPlanPage data={loaderData} />;
}
