import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ProviderIcon } from './provider-icon.tsx';
import { startLinkSocial, startSocialSignIn } from '../shell/sign-in-flows.ts';
import type { SocialProvider } from '../shell/identity-client.ts';
import { useShellData } from '../shell/shell-data.ts';
import { authErrorText, type AuthErrorText } from '../shell/auth-errors.ts';
import styles from './account-forms.module.css';

/**
 * "Continue with Google / Facebook / Apple" for the providers the identity service reports
 * enabled. Signing in, the provider's page comes back to the sign-in page, which finishes and goes
 * on to `returnTo` (a new user to `newUserReturnTo`, the questionnaire by default). Linking
 * (`link`), the provider is added to the signed-in account, an anonymous one too, which that
 * promotes (§4: same user, nothing lost), and the provider comes back to `returnTo` itself.
 */
export function SocialSignIn({
  providers,
  returnTo,
  newUserReturnTo,
  link = false,
  onError,
}: {
  providers: SocialProvider[];
  returnTo: string;
  newUserReturnTo?: string;
  link?: boolean;
  onError: (error: AuthErrorText | null) => void;
}) {
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
              if (link) await startLinkSocial(provider.id, returnTo);
              else await startSocialSignIn(provider.id, { returnTo, newUserReturnTo, locale });
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
