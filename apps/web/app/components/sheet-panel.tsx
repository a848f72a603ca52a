import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import styles from './sheet.module.css';

export interface SheetProps {
  /** The button that opens the sheet. */
  trigger: ReactElement;
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  side?: 'end' | 'bottom';
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A panel sliding in from the side (or bottom) over a dimmed page: the mobile menus. A modal
 * dialog: focus is trapped inside, Escape and a tap outside close it, focus returns to the trigger.
 */
export function Sheet({ trigger, title, hideTitle = false, side = 'end', children, isOpen, onOpenChange }: SheetProps) {
  const { t } = useTranslation('common');
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={`${styles.sheet} ${styles[side]}`}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.head}>
                  <Heading slot="title" className={hideTitle ? 'visually-hidden' : styles.title}>
                    {title}
                  </Heading>
                  <AriaButton className={styles.close} onPress={close} aria-label={t('close')}>
                    <CloseIcon />
                  </AriaButton>
                </div>
                <div className={styles.content}>{typeof children === 'function' ? children(close) : children}</div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
