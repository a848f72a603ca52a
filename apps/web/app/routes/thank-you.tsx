import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('thank-you');

export default function ThankYouPage() {
  return <TitledPage page="thank-you" />;
}
