import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-thank-you');

export default function DashboardThankYouPage() {
  return <TitledPage page="dashboard-thank-you" />;
}
