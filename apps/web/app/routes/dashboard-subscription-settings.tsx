import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-subscription-settings');

export default function DashboardSubscriptionSettingsPage() {
  return <TitledPage page="dashboard-subscription-settings" />;
}
