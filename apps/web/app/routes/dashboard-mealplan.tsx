import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-mealplan');

export default function DashboardMealplanPage() {
  return <TitledPage page="dashboard-mealplan" />;
}
