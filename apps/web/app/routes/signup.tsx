import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('signup');

export default function SignupPage() {
  return <TitledPage page="signup" />;
}
