import { formatDate } from '@brokkie/domain/format';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { SettingsIcon } from '../../components/icons.tsx';
import { openConsentSettings } from '../consent/consent-events.ts';
import { currentConsent, onConsentChange, type ConsentChoice } from '../../shell/consent.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { Section } from './profile-section.tsx';
import styles from './profile.module.css';

/** The choice as a stable snapshot (a string), '' before any. */
function consentSnapshot(): string {
  return JSON.stringify(currentConsent() ?? '');
}

/** Cookie consent on the profile (issue 14): the choice in force and a way to change it. */
export function ConsentSection({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('consent');
  const { localeTag } = useShellData();
  const snapshot = useSyncExternalStore(
    (notify) => onConsentChange(() => notify()),
    consentSnapshot,
    () => JSON.stringify(''),
  );
  const choice = JSON.parse(snapshot) as ConsentChoice | '';
  const state = (on: boolean | undefined) => t(on ? 'profile.on' : 'profile.off');
  return (
    <Section id="profile-consent" icon={<SettingsIcon />} title={t('profile.title')} text={t('profile.text')}>
      <dl className={styles.consentList} data-consent={snapshot}>
        <div>
          <dt>{t('purposes.necessary.name')}</dt>
          <dd>{t('profile.always')}</dd>
        </div>
        <div>
          <dt>{t('purposes.analytics.name')}</dt>
          <dd>{choice !== '' ? state(choice.analytics) : t('profile.undecided')}</dd>
        </div>
        <div>
          <dt>{t('purposes.marketing.name')}</dt>
          <dd>{choice !== '' ? state(choice.marketing) : t('profile.undecided')}</dd>
        </div>
      </dl>
      {choice !== '' && (
        <p className={styles.consentDate}>
          {t('profile.decided_at', { date: formatDate(choice.decidedAt, localeTag, { dateStyle: 'long', timeStyle: 'short' }) })}
        </p>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button variant="outline" iconStart={<SettingsIcon />} onPress={() => openConsentSettings('profile')}>
            {t('profile.change')}
          </Button>
        </div>
      )}
    </Section>
  );
}
