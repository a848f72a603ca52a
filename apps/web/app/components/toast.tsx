import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  /** Translated text. */
  title: string;
  description?: string;
  tone: ToastTone;
}

/**
 * The app's one toast queue. Toasts are added from event handlers in the browser only, so the
 * module-level queue never carries anything between server requests.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

// Long enough to read (React Aria advises at least 5 s); errors stay longer.
const timeouts: Record<ToastTone, number> = { success: 5000, info: 6000, warning: 8000, error: 8000 };

function show(tone: ToastTone, title: string, description?: string): string {
  return toastQueue.add({ title, description, tone }, { timeout: timeouts[tone] });
}

/** Shows a short, self-closing notification: `toast.success(t('profile.saved'))`. */
export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  close: (key: string) => toastQueue.close(key),
};

const icons: Record<ToastTone, ReactNode> = {
  success: <CheckCircleIcon />,
  error: <AlertIcon />,
  info: <InfoIcon />,
  warning: <AlertIcon />,
};

function ToastRegion() {
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

const ToasterMounted = createContext(false);

/**
 * Renders the toast region once for everything inside it. Nested providers (the root and a
 * layout) render it only at the outermost one, so a toast never shows twice.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const mounted = useContext(ToasterMounted);
  if (mounted) return <>{children}</>;
  return (
    <ToasterMounted.Provider value={true}>
      {children}
      <ToastRegion />
    </ToasterMounted.Provider>
  );
}
