import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import { toastQueue, type ToastTone } from './toast.tsx';
import styles from './toast.module.css';

const icons: Record<ToastTone, ReactNode> = {
  success: <CheckCircleIcon />,
  error: <AlertIcon />,
  info: <InfoIcon />,
  warning: <AlertIcon />,
};

/** The region the queued toasts show in: a landmark, reachable with F6, each toast closable. */
export function ToastRegion() {
  const { t } = useTranslation('common');
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region} aria-label={t('notifications')}>
      {({ toast: queued }) => (
        <AriaToast toast={queued} className={`${styles.toast} ${styles[queued.content.tone]}`}>
          <span className={styles.icon}>{icons[queued.content.tone]}</span>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {queued.content.title}
            </Text>
            {queued.content.description && (
              <Text slot="description" className={styles.description}>
                {queued.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" className={styles.close} aria-label={t('close')}>
            <CloseIcon size={18} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
