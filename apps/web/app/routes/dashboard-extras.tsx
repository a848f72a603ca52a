import { ExtrasPage } from '../features/dashboard-extras/extras-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-extras');

export default function DashboardExtrasPage() {
  return <ExtrasPage />;
}
