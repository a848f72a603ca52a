import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('checkout');

export default function CheckoutPage() {
  return <TitledPage page="checkout" />;
}
