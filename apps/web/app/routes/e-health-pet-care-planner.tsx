import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-pet-care-planner');

export default function EHealthPetCarePlannerPage() {
  return <TitledPage page="e-health-pet-care-planner" />;
}
