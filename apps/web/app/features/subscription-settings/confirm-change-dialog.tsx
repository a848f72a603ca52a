import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import type { PreviewQuery, SettingsSubmission } from './settings-data.ts';
import dialogStyles from '../../components/dialog.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';

export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

export interface PendingChange {
  title: string;
  /** null while the preview loads. */
  rows: ChangeRow[] | null;
  note?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Stopping a pet: the dialog asks why, and Confirm saves only with a reason. */
  asksReason?: boolean;
  /** What Confirm submits to the page's action; a stop gets the reason typed in the dialog. */
  submission: SettingsSubmission;
}

/** How a settings section has a change confirmed: the page shows the dialog and submits it; the router reads the settings again. */
export interface ChangeRequests {
  /** Opens the dialog with the figures the section worked out. */
  confirm: (change: PendingChange) => void;
  /** Opens the dialog at once and fills it with the API's preview of the change. */
  preview: (query: PreviewQuery, change: Omit<PendingChange, 'rows'>) => void;
}

/**
 * Shows what a change does before it is saved (new date, price per delivery and per day) with
 * Confirm and Cancel. Escape and Cancel close it without saving anything.
 */
export function ConfirmChangeDialog({
  change,
  busy,
  error,
  confirmDisabled,
  children,
  onConfirm,
  onCancel,
}: {
  change: PendingChange | null;
  busy: boolean;
  error: string | null;
  confirmDisabled?: boolean;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('subscription_settings');
  return (
    <ModalOverlay isOpen={change !== null} onOpenChange={(open) => !open && !busy && onCancel()} isDismissable={!busy} className={dialogStyles.overlay}>
      <Modal className={`${dialogStyles.modal} ${dialogStyles.wide}`}>
        <Dialog className={dialogStyles.dialog}>
          {change && (
            <>
              <Heading slot="title" className={dialogStyles.title}>
                {change.title}
              </Heading>
              {change.rows === null ? (
                <LoadingState label={t('preview.loading')} />
              ) : change.rows.length > 0 ? (
                <table className={styles.changes}>
                  <caption className={styles.caption}>{t('preview.caption')}</caption>
                  <thead>
                    <tr>
                      <td />
                      <th scope="col">{t('preview.now')}</th>
                      <th scope="col">{t('preview.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {change.rows.map((row) => (
                      <tr key={row.label} className={row.before !== row.after ? styles.changed : undefined}>
                        <th scope="row">{row.label}</th>
                        <td>{row.before}</td>
                        <td>{row.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {change.note && <p className={pageStyles.muted}>{change.note}</p>}
              {children}
              {error && (
                <Alert tone="danger" role="alert">
                  {error}
                </Alert>
              )}
              <div className={dialogStyles.actions}>
                <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
                  {t('preview.cancel')}
                </Button>
                <Button variant={change.tone ?? 'primary'} onPress={onConfirm} isLoading={busy} isDisabled={change.rows === null || confirmDisabled}>
                  {change.confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
