import { DashboardThankYouPage } from '../features/dashboard-thank-you/dashboard-thank-you-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-thank-you');

export default function DashboardThankYouRoute() {
  return <DashboardThankYouPage />;
}
