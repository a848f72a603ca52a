import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-edit-pet-complaints');

export default function EHealthEditPetComplaintsPage() {
  return <TitledPage page="e-health-edit-pet-complaints" />;
}
