import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Mandate } from '@brokkie/contracts/payment';
import { Button, ButtonLink } from '../../components/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { useMandateLabel } from './mandate-card.tsx';
import dialogStyles from '../../components/dialog.module.css';

export interface RemoveMandateDialogProps {
  /** The payment method to remove; null: the dialog is closed. */
  mandate: Mandate | null;
  /** How many payment methods there are, this one included. */
  mandateCount: number;
  /**
   * It is the only one and the subscription runs: the API refuses to remove it (409
   * mandate_in_use), so the dialog offers no removal but says why and what to do instead.
   */
  lastOfRunningSubscription: boolean;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  /** Starts adding another payment method (the way out when this one cannot go). */
  onAdd: () => void;
}

/**
 * Asks before a payment method is removed, saying what follows from it; for the last method of a
 * running subscription, says instead why it stays and offers to add another or pause.
 */
export function RemoveMandateDialog({ mandate, mandateCount, lastOfRunningSubscription, busy, onKeep, onConfirm, onAdd }: RemoveMandateDialogProps) {
  const { t } = useTranslation('payment_methods');
  const labelOf = useMandateLabel();
  const localize = useLocalizedPath();
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
          {mandate && lastOfRunningSubscription && (
            <>
              <Heading slot="title" className={dialogStyles.title}>
                {t('in_use_title')}
              </Heading>
              <p>{t('in_use_text')}</p>
              <p>{t('in_use_hint')}</p>
              <p>
                <ButtonLink variant="link" to={localize('/dashboard/subscription-settings')}>
                  {t('in_use_pause')}
                </ButtonLink>
              </p>
              <div className={dialogStyles.actions}>
                <Button variant="ghost" onPress={onKeep} autoFocus>
                  {t('common:close')}
                </Button>
                <Button iconStart={<PlusIcon />} onPress={onAdd}>
                  {t('add')}
                </Button>
              </div>
            </>
          )}
          {mandate && !lastOfRunningSubscription && (
            <>
              <Heading slot="title" className={dialogStyles.title}>
                {t('confirm_title', { name: labelOf(mandate) })}
              </Heading>
              <p>{t('confirm_text')}</p>
              {mandate.is_default && mandateCount > 1 && <p>{t('confirm_default_moves')}</p>}
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
