import { OrderHistoryPage } from '../features/order-history/order-history-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('dashboard-order-history');

export default function DashboardOrderHistoryRoute() {
  return <OrderHistoryPage />;
}
