import { OrderSummaryPage } from '../features/order-summary/order-summary-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('order-summary');

export default function OrderSummaryRoute() {
  return <OrderSummaryPage />;
}
