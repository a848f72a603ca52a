import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-order-history');

export default function DashboardOrderHistoryPage() {
  return <TitledPage page="dashboard-order-history" />;
}
