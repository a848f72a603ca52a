import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-share');

export default function DashboardSharePage() {
  return <TitledPage page="dashboard-share" />;
}
