import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-pet-discover');

export default function EHealthPetDiscoverPage() {
  return <TitledPage page="e-health-pet-discover" />;
}
