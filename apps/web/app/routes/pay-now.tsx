import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('pay-now');

export default function PayNowPage() {
  return <TitledPage page="pay-now" />;
}
