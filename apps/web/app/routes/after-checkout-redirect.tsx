import { AfterCheckoutRedirectPage } from '../features/payment-return/after-checkout-redirect-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('after-checkout-redirect');

export default function AfterCheckoutRedirectRoute() {
  return <AfterCheckoutRedirectPage />;
}
