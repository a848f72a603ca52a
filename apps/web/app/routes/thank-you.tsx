import { ThankYouPage } from '../features/thank-you/thank-you-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('thank-you');

export default function ThankYouRoute() {
  return <ThankYouPage />;
}
