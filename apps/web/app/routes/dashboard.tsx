import { DashboardHomePage } from '../features/dashboard-home/dashboard-home-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard');

export default function DashboardPage() {
  return <DashboardHomePage />;
}
