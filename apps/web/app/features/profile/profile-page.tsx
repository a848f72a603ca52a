import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { authReady, loadAccount } from '../../shell/auth-session.ts';
import { authStore, useAuth } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import type { DeletionPreview } from '@brokkie/contracts/privacy';
import type { AddressBook } from './addresses-data.ts';
import { AddressesSection } from './addresses-section.tsx';
import { ConsentSection } from './consent-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { PromoteSection } from './promote-section.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { SignOutSection } from './sign-out-section.tsx';
import styles from './profile.module.css';

/**
 * /dashboard/profile: name, phone, preferred language and newsletter of the customer; the
 * addresses (where the boxes and the invoices go); the e-mail
 * address and password (each after re-authentication, §4, §5); linked sign-in providers; saving an
 * anonymous account; the customer's data (download, account deletion); logout.
 */
export function ProfilePage({
  providers,
  privacy = null,
  addresses = null,
}: {
  providers: SocialProvider[];
  privacy?: DeletionPreview | null;
  addresses?: AddressBook | null;
}) {
  const { t } = useTranslation('profile');
  const auth = useAuth();
  const [params] = useSearchParams();
  const override = params.get('customer_override');
  const linkError = params.get('error');
  const [loadFailed, setLoadFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const waitingForCustomer = auth.initialised && !!auth.currentUser && !auth.customer;

  // The customer loads at start; if that failed (the failure is only logged, §8), try once more here.
  const retry = useCallback(async () => {
    setRetrying(true);
    await loadAccount();
    setRetrying(false);
    setLoadFailed(!authStore.getState().customer);
  }, []);
  useEffect(() => {
    if (!waitingForCustomer) return;
    let active = true;
    void authReady().then(() => {
      if (active && !authStore.getState().customer) void retry();
    });
    return () => {
      active = false;
    };
  }, [waitingForCustomer, retry]);

  if (loadFailed && !auth.customer) {
    return (
      <PageBody width="medium">
        <PageHeader page="dashboard-profile" />
        <Alert tone="danger" role="alert">
          {t('auth:errors.other')}
        </Alert>
        <div className={styles.actions}>
          <Button variant="outline" isLoading={retrying} onPress={() => void retry()}>
            {t('reload')}
          </Button>
        </div>
      </PageBody>
    );
  }

  if (!auth.initialised || waitingForCustomer) {
    return (
      <PageBody width="medium">
        <PageHeader page="dashboard-profile" />
        <LoadingState label={t('loading')} />
      </PageBody>
    );
  }
  const user = auth.currentUser;
  if (!user) return null;

  return (
    <PageBody width="medium">
      <PageHeader page="dashboard-profile" intro={t('intro')} />
      {override && <Alert tone="info">{t('override')}</Alert>}
      {linkError && <AuthErrorAlert error={{ key: 'auth:errors.other' }} />}
      {auth.customer && <DetailsSection customer={auth.customer} readOnly={!!override} />}
      <AddressesSection book={addresses} readOnly={!!override} />
      {!override &&
        (auth.anonymous ? (
          <PromoteSection />
        ) : (
          <>
            <EmailSection user={user} />
            <PasswordSection user={user} />
          </>
        ))}
      {!override && <ProvidersSection user={user} providers={providers} anonymous={auth.anonymous} />}
      <ConsentSection readOnly={!!override} />
      {!override && <PrivacySection preview={privacy} user={user} anonymous={auth.anonymous} />}
      <SignOutSection />
    </PageBody>
  );
}
