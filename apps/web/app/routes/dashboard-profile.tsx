import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-profile');

export default function DashboardProfilePage() {
  return <TitledPage page="dashboard-profile" />;
}
