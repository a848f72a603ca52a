import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard');

export default function DashboardPage() {
  return <TitledPage page="dashboard" />;
}
