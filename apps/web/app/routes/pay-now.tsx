import { PayNowPage } from '../features/payment-return/pay-now-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('pay-now');

export default function PayNowRoute() {
  return <PayNowPage />;
}
