import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import styles from './sheet.module.css';

export interface SheetPanelProps {
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  side?: 'end' | 'bottom';
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The sheet itself (sheet.tsx loads it when first wanted): its dialog code stays out of every page's first load. */
export default function SheetPanel({ title, hideTitle = false, side = 'end', children, isOpen, onOpenChange }: SheetPanelProps) {
  const { t } = useTranslation('common');
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
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
  );
}
