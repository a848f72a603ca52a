import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('forgot-password');

export default function ForgotPasswordPage() {
  return <TitledPage page="forgot-password" />;
}
