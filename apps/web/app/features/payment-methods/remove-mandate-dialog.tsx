import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Mandate } from '@brokkie/contracts/payment';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { useMandateLabel } from './mandate-card.tsx';
import dialogStyles from '../../components/dialog.module.css';

export interface RemoveMandateDialogProps {
  /** The payment method to remove; null: the dialog is closed. */
  mandate: Mandate | null;
  /** How many payment methods there are, this one included. */
  mandateCount: number;
  /** It is the only one and the subscription runs: the API will refuse, said before. */
  lastOfRunningSubscription: boolean;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** Asks before a payment method is removed, saying what follows from it. */
export function RemoveMandateDialog({ mandate, mandateCount, lastOfRunningSubscription, busy, onKeep, onConfirm }: RemoveMandateDialogProps) {
  const { t } = useTranslation('payment_methods');
  const labelOf = useMandateLabel();
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={mandate !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onKeep();
      }}
      isDismissable={!busy}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          {mandate && (
            <>
              <Heading slot="title" className={dialogStyles.title}>
                {t('confirm_title', { name: labelOf(mandate) })}
              </Heading>
              <p>{t('confirm_text')}</p>
              {mandate.is_default && mandateCount > 1 && <p>{t('confirm_default_moves')}</p>}
              {lastOfRunningSubscription && (
                <Alert tone="warning" title={t('confirm_last_title')}>
                  {t('confirm_last_text')}
                </Alert>
              )}
              <div className={dialogStyles.actions}>
                <Button variant="ghost" onPress={onKeep} isDisabled={busy} autoFocus>
                  {t('keep')}
                </Button>
                <Button variant="danger" iconStart={<TrashIcon />} onPress={onConfirm} isLoading={busy}>
                  {t('confirm_remove')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
