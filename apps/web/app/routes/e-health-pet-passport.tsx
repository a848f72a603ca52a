import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-pet-passport');

export default function EHealthPetPassportPage() {
  return <TitledPage page="e-health-pet-passport" />;
}
