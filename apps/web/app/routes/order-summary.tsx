import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('order-summary');

export default function OrderSummaryPage() {
  return <TitledPage page="order-summary" />;
}
