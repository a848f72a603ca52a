import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('forgot-password');

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
