import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-edit-pet-profile');

export default function EHealthEditPetProfilePage() {
  return <TitledPage page="e-health-edit-pet-profile" />;
}
