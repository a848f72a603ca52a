import { useTranslation } from 'react-i18next';
import { openConsentSettings } from './consent-events.ts';
import styles from './consent.module.css';

/** "Cookie settings" in the footers: opens the consent settings to change the choice at any time. */
export function CookieSettingsLink({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const { t } = useTranslation('consent');
  return (
    <button
      type="button"
      className={[styles.settingsLink, className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        openConsentSettings('settings');
      }}
    >
      {t('footer_link')}
    </button>
  );
}
