import { useMemo, useState, type ReactNode } from 'react';
import { Card } from '../../components/card.tsx';
import { reauthenticationMethod, type ReauthenticationMethod } from '../../shell/reauthentication.ts';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { authStore, type CurrentUser } from '../../shell/auth-store.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './profile.module.css';

/** One card of the profile page: its icon, title and what it is for. */
export function Section({ icon, title, text, children, id }: { icon: ReactNode; title: string; text?: string; children: ReactNode; id: string }) {
  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby={id}>
      <div className={cardStyles.head}>
        <span className={cardStyles.icon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {text && <p className={pageStyles.note}>{text}</p>}
        </div>
      </div>
      {children}
    </Card>
  );
}

/** How this user re-authenticates, or the error that says it cannot (§5). */
export function useReauthentication(user: CurrentUser): { method: ReauthenticationMethod | null; error: Error | null } {
  return useMemo(() => {
    try {
      return { method: reauthenticationMethod(user.providerData), error: null };
    } catch (error) {
      return { method: null, error: error as Error };
    }
  }, [user.providerData]);
}

export function providerLabel(t: (key: string, options?: Record<string, unknown>) => string, providerId: string): string {
  return t(`auth:social.providers.${providerId}`, { defaultValue: providerId });
}

/**
 * An identity change of a section (e-mail, password, saving an anonymous account): its pending
 * state and its failure, shown in the section in the words of §8 and kept in the account store.
 */
export function useIdentityChange(t: (key: string) => string): {
  busy: boolean;
  error: AuthErrorText | null;
  run: (change: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const run = async (change: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await change();
    } catch (caught) {
      const text = authErrorText(caught);
      setError(text);
      authStore.setState({ errorMessage: t(text.key) });
    }
    setBusy(false);
  };
  return { busy, error, run };
}
