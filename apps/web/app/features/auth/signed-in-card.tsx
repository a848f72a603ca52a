import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@brokkie/domain/locales';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, LogOutIcon } from '../../components/icons.tsx';
import { signOut } from '../../shell/sign-in-flows.ts';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './auth.module.css';

/** For a visitor who is signed in already: on to the account, or log out. */
export function SignedInCard({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  const { locale } = useShellData();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className={styles.status}>
      <p>{email ? t('signin.signed_in_as', { email }) : t('signin.signed_in_anonymous')}</p>
      <div className={styles.actions}>
        <ButtonLink to={localizePath('/dashboard', locale)} fullWidth iconEnd={<ArrowRightIcon />}>
          {t('signin.go_to_account')}
        </ButtonLink>
        <Button
          variant="outline"
          fullWidth
          iconStart={<LogOutIcon />}
          isLoading={leaving}
          onPress={() => {
            setLeaving(true);
            void signOut(locale);
          }}
        >
          {t('logout')}
        </Button>
      </div>
    </div>
  );
}
