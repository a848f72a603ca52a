import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@brokkie/domain/format';
import type { DataSummary, DeletionPreview } from '@brokkie/contracts/privacy';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { ClipboardIcon, TrashIcon } from '../../components/icons.tsx';
import { TextField } from '../../components/text-field.tsx';
import { toast } from '../../components/toast.tsx';
import { saveBlob } from '../../lib/save-blob.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import type { CurrentUser } from '../../shell/auth-store.ts';
import { jsonSubmission, type ActionResult } from '../../shell/page-action.ts';
import { reauthenticate } from '../../shell/reauthentication.ts';
import { useShellData } from '../../shell/shell-data.ts';
import fieldStyles from '../../components/field.module.css';
import dialogStyles from '../../components/dialog.module.css';
import pageStyles from '../../components/page.module.css';
import { exportFileName, fetchExport, type PrivacySubmission } from './privacy-data.ts';
import { providerLabel, Section, useIdentityChange, useReauthentication } from './profile-section.tsx';
import profileStyles from './profile.module.css';
import styles from './privacy-section.module.css';

const summaryRows: (keyof DataSummary)[] = [
  'pets',
  'addresses',
  'deliveries',
  'invoices',
  'payments',
  'payment_methods',
  'reminders',
  'consent_records',
  'tracking_events',
  'mails',
];

/**
 * "Your data" (GDPR, docs/privacy.md): what we keep, counted; the export as a download; the
 * account's deletion, its consequences shown and confirmed in a dialog, after re-authentication.
 */
export function PrivacySection({ preview, user, anonymous }: { preview: DeletionPreview | null; user: CurrentUser; anonymous: boolean }) {
  const { t } = useTranslation('privacy');
  const api = useApiClient();
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchExport(api), exportFileName());
      toast.success(t('downloaded'));
    } catch (error) {
      console.error('[profile] the data export was not downloaded', error);
      toast.error(t('download_failed'));
    }
    setDownloading(false);
  };

  return (
    <Section id="profile-privacy" icon={<ClipboardIcon />} title={t('title')} text={t('text')}>
      <h3 className={styles.subTitle}>{t('summary_title')}</h3>
      {preview ? (
        <dl className={styles.summary} data-testid="privacy-summary">
          {summaryRows.map((row) => (
            <div key={row}>
              <dt>{t(`summary.${row}`)}</dt>
              <dd>{preview.summary[row]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={pageStyles.note}>{t('summary_unavailable')}</p>
      )}
      <div className={styles.block}>
        <p className={pageStyles.note}>{t('download_hint')}</p>
        <div className={profileStyles.actions}>
          <Button variant="outline" isLoading={downloading} onPress={() => void download()}>
            {t('download')}
          </Button>
        </div>
      </div>
      <div className={styles.danger}>
        <h3 className={styles.subTitle}>{t('delete.title')}</h3>
        <p className={pageStyles.note}>{t('delete.text')}</p>
        <div className={profileStyles.actions}>
          <Button variant="danger" iconStart={<TrashIcon />} onPress={() => setOpen(true)}>
            {t('delete.button')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog isOpen={open} onClose={() => setOpen(false)} preview={preview} user={user} anonymous={anonymous} />
    </Section>
  );
}

function DeleteAccountDialog({
  isOpen,
  onClose,
  preview,
  user,
  anonymous,
}: {
  isOpen: boolean;
  onClose: () => void;
  preview: DeletionPreview | null;
  user: CurrentUser;
  anonymous: boolean;
}) {
  const { t } = useTranslation('privacy');
  const { localeTag } = useShellData();
  const fetcher = useFetcher<ActionResult>();
  const { method } = useReauthentication(user);
  const { busy: reauthenticating, error: reauthError, run } = useIdentityChange(t);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const needsPassword = !anonymous && method?.kind === 'password';
  const busy = reauthenticating || fetcher.state !== 'idle';
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const keptUntil = preview?.kept_until ? formatDay(preview.kept_until, localeTag) : '';

  const confirm = async () => {
    setShowErrors(true);
    if (!confirmed || (needsPassword && !password)) return;
    await run(async () => {
      if (!anonymous) await reauthenticate(needsPassword ? password : undefined);
      const submission: PrivacySubmission = { intent: 'delete_account' };
      await fetcher.submit(submission, jsonSubmission);
    });
  };

  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      isDismissable={!busy}
    >
      <Modal className={`${dialogStyles.modal} ${dialogStyles.wide}`}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {t('delete.dialog_title')}
          </Heading>
          <p>{t('delete.consequences')}</p>
          <ul className={styles.consequences} data-testid="deletion-consequences">
            {preview && <li>{preview.subscription_active ? t('delete.subscription_stops') : t('delete.no_subscription')}</li>}
            {preview && preview.open_boxes > 0 && <li>{t('delete.open_boxes', { count: preview.open_boxes })}</li>}
            {preview && preview.paid_boxes_to_come > 0 && <li>{t('delete.paid_boxes', { count: preview.paid_boxes_to_come })}</li>}
            {(!preview || preview.payment_methods > 0) && <li>{t('delete.payment_methods')}</li>}
            <li>{t('delete.personal_data')}</li>
            {preview &&
              (preview.invoices_kept > 0 ? (
                <li>{t('delete.invoices', { count: preview.invoices_kept, date: keptUntil })}</li>
              ) : (
                <li>{t('delete.no_invoices')}</li>
              ))}
            <li>{t('delete.signin')}</li>
          </ul>
          <Checkbox
            isSelected={confirmed}
            onChange={setConfirmed}
            isDisabled={busy}
            errorMessage={showErrors && !confirmed ? t('delete.confirm_required') : undefined}
          >
            {t('delete.confirm_label')}
          </Checkbox>
          {needsPassword && (
            <div className={fieldStyles.fields}>
              <TextField
                label={t('profile:reauth.password')}
                description={t('profile:reauth.password_hint')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                isDisabled={busy}
                isRequired
                errorMessage={showErrors && !password ? t('validation:required') : undefined}
              />
            </div>
          )}
          {reauthError && <AuthErrorAlert error={reauthError} />}
          {refused && (
            <Alert tone="danger" role="alert">
              {refused.detail ?? t('delete.failed')}
            </Alert>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="ghost" onPress={onClose} isDisabled={busy} autoFocus>
              {t('delete.keep')}
            </Button>
            <Button variant="danger" iconStart={<TrashIcon />} onPress={() => void confirm()} isLoading={busy}>
              {method?.kind === 'popup' && !anonymous ? t('profile:reauth.confirm_with', { provider: providerLabel(t, method.provider) }) : t('delete.submit')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
