import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentSource } from '@brokkie/domain/consent';
import { Button } from '../../components/button.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useAuth } from '../../shell/auth-store.ts';
import { currentConsent, hasConsent, onConsentChange, type ConsentChoice } from '../../shell/consent.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { identifyCustomer, loadAnalyticsTags, updateConsentMode } from '../../shell/tag-loading.ts';
import type { ConsentPurposesValue } from './consent-settings-dialog.tsx';
import { onOpenConsentSettings } from './consent-events.ts';
import { makeConsentChoice } from './record-consent.ts';
import { clearWithdrawnCookies } from './withdrawn-cookies.ts';
import styles from './consent.module.css';

// The settings dialog (react-aria's modal) loads when first opened, not with every page.
const ConsentSettingsDialog = lazy(() => import('./consent-settings-dialog.tsx').then((module) => ({ default: module.ConsentSettingsDialog })));

/** Whether a choice for the current banner version exists, following every change. */
function useConsentDecided(serverDecided: boolean): boolean {
  return useSyncExternalStore(
    (notify) => onConsentChange(() => notify()),
    () => currentConsent() !== null,
    () => serverDecided,
  );
}

/**
 * Consent on every page (issue 14, docs/consent.md): the banner until a choice for the current
 * version exists, the settings dialog (from the banner, the footers' "Cookie settings" and the
 * profile), and what a choice sets going: Consent Mode's update, the analytics tags (loaded at
 * start or the moment analytics consent is given, then told the customer), and the cookies a
 * withdrawal no longer allows.
 */
export function ConsentManager() {
  const { consentDecided, config } = useShellData();
  const decided = useConsentDecided(consentDecided);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const [settingsSource, setSettingsSource] = useState<ConsentSource>('settings');
  const api = useApiClient();
  const { customer } = useAuth();
  const [analytics, setAnalytics] = useState(false);
  const tags = config.tags;

  // At start: the choice already made (Consent Mode's update ran in the head), then every change.
  useEffect(() => {
    setAnalytics(hasConsent('analytics'));
    return onConsentChange((choice: ConsentChoice) => {
      updateConsentMode(choice);
      clearWithdrawnCookies(choice);
      setAnalytics(choice.analytics);
    });
  }, []);

  // The tags load with analytics consent, then learn the customer (§7).
  useEffect(() => {
    if (!analytics) return;
    loadAnalyticsTags(tags);
    if (customer?.id) identifyCustomer(customer.id, tags);
  }, [analytics, tags, customer?.id]);

  useEffect(
    () =>
      onOpenConsentSettings((source) => {
        setSettingsSource(source);
        setSettingsMounted(true);
        setSettingsOpen(true);
      }),
    [],
  );

  const choose = (purposes: ConsentPurposesValue, source: ConsentSource) => makeConsentChoice(api, purposes, source);

  return (
    <>
      {!decided && (
        <ConsentBanner
          onChoose={(purposes) => choose(purposes, 'banner')}
          onSettings={() => {
            setSettingsSource('banner');
            setSettingsMounted(true);
            setSettingsOpen(true);
          }}
        />
      )}
      {(settingsOpen || settingsMounted) && (
        <Suspense fallback={null}>
          <ConsentSettingsDialog isOpen={settingsOpen} onOpenChange={setSettingsOpen} onSave={(purposes) => choose(purposes, settingsSource)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The banner: a named region at the top of the page, in its flow (it covers nothing: the sticky
 * Continue and Pay bars stay free), with equal-weight Accept all and Reject all, and Settings.
 * Not a modal: the page stays usable and nothing traps focus.
 */
export function ConsentBanner({ onChoose, onSettings }: { onChoose: (purposes: ConsentPurposesValue) => void; onSettings: () => void }) {
  const { t } = useTranslation('consent');
  const { country, language } = useShellData();
  const privacy = marketingUrl('privacy_policy', country, language);
  const region = useRef<HTMLElement>(null);

  const decide = (purposes: ConsentPurposesValue) => {
    // The banner goes away: focus, if it was in it, moves to the page rather than being lost.
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    onChoose(purposes);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section ref={region} className={styles.banner} aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className={`container ${styles.bannerInner}`}>
        <div className={styles.bannerText}>
          <h2 id="consent-banner-title" className={styles.bannerTitle}>
            {t('banner.title')}
          </h2>
          <p>
            {t('banner.text')}{' '}
            {privacy && (
              <a href={privacy} className={styles.privacyLink}>
                {t('banner.privacy_link')}
              </a>
            )}
          </p>
        </div>
        <div className={styles.bannerActions}>
          <Button variant="secondary" size="sm" onPress={() => decide({ analytics: false, marketing: false })}>
            {t('reject_all')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => decide({ analytics: true, marketing: true })}>
            {t('accept_all')}
          </Button>
          <Button variant="link" size="sm" onPress={onSettings} aria-haspopup="dialog">
            {t('banner.settings')}
          </Button>
        </div>
      </div>
    </section>
  );
}
