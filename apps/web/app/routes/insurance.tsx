import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('insurance');

export default function InsurancePage() {
  return <TitledPage page="insurance" />;
}
