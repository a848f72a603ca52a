import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('suggested-mealplan');

export default function SuggestedMealplanPage() {
  return <TitledPage page="suggested-mealplan" />;
}
