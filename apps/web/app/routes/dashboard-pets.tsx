import { PetsPage } from '../features/dashboard-pets/pets-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-pets');

export default function DashboardPetsPage() {
  return <PetsPage />;
}
