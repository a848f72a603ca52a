import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-extras');

export default function DashboardExtrasPage() {
  return <TitledPage page="dashboard-extras" />;
}
