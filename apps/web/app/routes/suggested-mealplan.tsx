import { MealPlanPage } from '../features/meal-plan/meal-plan-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('suggested-mealplan');

export default function SuggestedMealplanRoute() {
  return <MealPlanPage />;
}
