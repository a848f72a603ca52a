import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('after-checkout-redirect');

export default function AfterCheckoutRedirectPage() {
  return <TitledPage page="after-checkout-redirect" />;
}
