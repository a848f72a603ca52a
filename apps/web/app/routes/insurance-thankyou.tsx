import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('insurance-thankyou');

export default function InsuranceThankyouPage() {
  return <TitledPage page="insurance-thankyou" />;
}
