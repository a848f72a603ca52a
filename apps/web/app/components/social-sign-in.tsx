import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { startSocialSignIn } from '../../shell/sign-in-flows.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { ProviderIcon } from '../../components/provider-icon.tsx';
import styles from './auth.module.css';

/**
 * "Continue with Google / Facebook / Apple" for the providers the identity service reports
 * enabled. The provider's page comes back to the sign-in page, which finishes and goes on to
 * `returnTo`.
 */
export function SocialSignIn({ providers, returnTo, onError }: { providers: SocialProvider[]; returnTo: string; onError: (error: AuthErrorText | null) => void }) {
  const { t } = useTranslation('auth');
  const { locale } = useShellData();
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          fullWidth
          className={styles.socialButton}
          iconStart={<ProviderIcon provider={provider.id} className={styles.providerIcon} />}
          isLoading={pending === provider.id}
          isDisabled={pending !== null && pending !== provider.id}
          onPress={async () => {
            onError(null);
            setPending(provider.id);
            try {
              await startSocialSignIn(provider.id, { returnTo, locale });
            } catch (error) {
              onError(authErrorText(error));
            }
            setPending(null);
          }}
        >
          {t('social.continue_with', { provider: t(`social.providers.${provider.id}`, { defaultValue: provider.name }) })}
        </Button>
      ))}
    </div>
  );
}
