import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { LogOutIcon } from '../../components/icons.tsx';
import { signOut } from '../../shell/sign-in-flows.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { Section } from './profile-section.tsx';
import styles from './profile.module.css';

/** Logout (§2), at the end of the profile. */
export function SignOutSection() {
  const { t } = useTranslation('profile');
  const { locale } = useShellData();
  const [leaving, setLeaving] = useState(false);
  return (
    <Section id="profile-signout" icon={<LogOutIcon />} title={t('signout.title')} text={t('signout.text')}>
      <div className={styles.actions}>
        <Button
          variant="outline"
          iconStart={<LogOutIcon />}
          isLoading={leaving}
          onPress={() => {
            setLeaving(true);
            void signOut(locale);
          }}
        >
          {t('auth:logout')}
        </Button>
      </div>
    </Section>
  );
}
