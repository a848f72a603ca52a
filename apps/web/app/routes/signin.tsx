import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('signin');

export default function SigninPage() {
  return <TitledPage page="signin" />;
}
