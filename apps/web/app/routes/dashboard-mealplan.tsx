import { MealplanPage } from '../features/dashboard-mealplan/mealplan-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-mealplan');

export default function DashboardMealplanPage() {
  return <MealplanPage />;
}
