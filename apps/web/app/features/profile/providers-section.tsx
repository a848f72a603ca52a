import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { MailIcon, SparkleIcon } from '../../components/icons.tsx';
import { ProviderIcon } from '../../components/provider-icon.tsx';
import { toast } from '../../components/toast.tsx';
import { unlinkProvider } from '../../shell/reauthentication.ts';
import { startLinkSocial } from '../../shell/sign-in-flows.ts';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import type { CurrentUser } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import pageStyles from '../../components/page.module.css';
import { providerLabel, Section } from './profile-section.tsx';
import styles from './profile.module.css';

/** The sign-in methods: the password and each social provider, linked or not; the last one cannot go. */
export function ProvidersSection({ user, providers, anonymous }: { user: CurrentUser; providers: SocialProvider[]; anonymous: boolean }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const linked = new Set(user.providerData.map((provider) => provider.providerId));
  const methods = user.providerData.length;
  const [params, setParams] = useSearchParams();
  const justLinked = params.get('linked');

  useEffect(() => {
    if (!justLinked) return;
    if (linked.has(justLinked)) toast.success(t('providers.linked', { provider: providerLabel(t, justLinked) }));
    const next = new URLSearchParams(params);
    next.delete('linked');
    setParams(next, { replace: true });
    // Once, for the provider the page came back from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justLinked]);

  if (providers.length === 0 && !linked.has('credential')) return null;
  const rows = [...(linked.has('credential') ? [{ id: 'credential', name: t('providers.password') }] : []), ...providers];

  return (
    <Section id="profile-providers" icon={<SparkleIcon />} title={t('providers.title')} text={anonymous ? t('providers.text_anonymous') : t('providers.text')}>
      {error && <AuthErrorAlert error={error} />}
      <ul className={styles.providers}>
        {rows.map((provider) => {
          const isLinked = linked.has(provider.id);
          const label = provider.id === 'credential' ? provider.name : providerLabel(t, provider.id);
          return (
            <li key={provider.id} className={styles.provider}>
              <span className={styles.providerName}>
                <span className={styles.providerIcon} aria-hidden="true">
                  {provider.id === 'credential' ? <MailIcon /> : <ProviderIcon provider={provider.id} />}
                </span>
                <span>
                  {label}
                  <span className={`${styles.providerStatus} ${isLinked ? styles.connected : ''}`}>
                    {isLinked ? t('providers.connected') : t('providers.not_connected')}
                  </span>
                </span>
              </span>
              {provider.id !== 'credential' &&
                (isLinked ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={busy === provider.id}
                    isDisabled={methods <= 1}
                    aria-label={t('providers.unlink_label', { provider: label })}
                    onPress={async () => {
                      setError(null);
                      setBusy(provider.id);
                      try {
                        await unlinkProvider(provider.id);
                        toast.success(t('providers.unlinked', { provider: label }));
                      } catch (caught) {
                        setError(authErrorText(caught));
                      }
                      setBusy(null);
                    }}
                  >
                    {t('providers.unlink')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={busy === provider.id}
                    aria-label={t('providers.link_label', { provider: label })}
                    onPress={async () => {
                      setError(null);
                      setBusy(provider.id);
                      try {
                        const back = new URLSearchParams(location.search);
                        back.delete('error');
                        back.set('linked', provider.id);
                        await startLinkSocial(provider.id, `${location.pathname}?${back.toString()}`);
                      } catch (caught) {
                        setError(authErrorText(caught));
                      }
                      setBusy(null);
                    }}
                  >
                    {t('providers.link')}
                  </Button>
                ))}
            </li>
          );
        })}
      </ul>
      {methods === 1 && !linked.has('credential') && <p className={pageStyles.note}>{t('providers.last_method')}</p>}
    </Section>
  );
}
