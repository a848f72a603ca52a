import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-pets');

export default function DashboardPetsPage() {
  return <TitledPage page="dashboard-pets" />;
}
