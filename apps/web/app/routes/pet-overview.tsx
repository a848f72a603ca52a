import { PetOverviewPage } from '../features/pet-overview/pet-overview-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('pet-overview');

export default function PetOverviewRoute() {
  return <PetOverviewPage />;
}
