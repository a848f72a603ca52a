import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('pet-overview');

export default function PetOverviewPage() {
  return <TitledPage page="pet-overview" />;
}
