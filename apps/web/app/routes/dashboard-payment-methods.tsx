import { PaymentMethodsPage } from '../features/payment-methods/payment-methods-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-payment-methods');

export default function DashboardPaymentMethodsRoute() {
  return <PaymentMethodsPage />;
}
