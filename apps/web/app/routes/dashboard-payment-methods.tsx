import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-payment-methods');

export default function DashboardPaymentMethodsPage() {
  return <TitledPage page="dashboard-payment-methods" />;
}
