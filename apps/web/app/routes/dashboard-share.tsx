import { SharePage } from '../features/share/share-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-share');

export default function DashboardShareRoute() {
  return <SharePage />;
}
