import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-edit-pet-condition');

export default function EHealthEditPetConditionPage() {
  return <TitledPage page="e-health-edit-pet-condition" />;
}
