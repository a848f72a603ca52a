import { SubscriptionSettingsPage } from '../features/subscription-settings/subscription-settings-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-subscription-settings');

export default function DashboardSubscriptionSettingsPage() {
  return <SubscriptionSettingsPage />;
}
