import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health');

export default function EHealthPage() {
  return <TitledPage page="e-health" />;
}
