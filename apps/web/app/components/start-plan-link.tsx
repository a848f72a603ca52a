import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink, type ButtonLookProps } from './button.tsx';
import { useAuth } from '../shell/auth-store.ts';
import { useLocalizedPath } from '../shell/use-localized-path.ts';

type StartPlanLinkProps = ButtonLookProps & { className?: string; children: ReactNode };

/**
 * The way into the questionnaire from a public page, as the peers do it (issue 16): a visitor
 * without an account gets an anonymous one (§4 `{secret}`) on the click and answers at once; the
 * account is asked for on the order summary, before payment, and promotes this one. A signed-in
 * visitor (anonymous too) goes straight on. Without JavaScript it is a plain link to the sign-up
 * page, which leads to the same questionnaire.
 */
export function StartPlanLink({ children, ...props }: StartPlanLinkProps) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { initialised, currentUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const questionnaire = localize('/question');

  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (!(initialised && currentUser)) {
        const { signInAnonymously } = await import('../shell/sign-in-flows.ts');
        await signInAnonymously();
      }
      await navigate(questionnaire);
    } catch (error) {
      console.error('[start] the anonymous account could not be made; on to the sign-up page instead', error);
      await navigate(localize('/signup'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ButtonLink
      {...props}
      to={initialised && currentUser ? questionnaire : localize('/signup')}
      onClick={(event) => void start(event)}
      aria-busy={busy || undefined}
    >
      {children}
    </ButtonLink>
  );
}
