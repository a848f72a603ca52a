import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('checkout');

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
