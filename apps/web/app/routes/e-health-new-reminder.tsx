import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('e-health-new-reminder');

export default function EHealthNewReminderPage() {
  return <TitledPage page="e-health-new-reminder" />;
}
