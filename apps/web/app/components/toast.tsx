import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { ToastQueue, useToastQueue } from 'react-stately/useToastState';

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

// The region (React Aria's toasts, its landmarks and focus handling) loads with the first toast:
// every page has a provider, few pages ever toast.
const ToastRegion = lazy(() => import('./toast-region.tsx').then((module) => ({ default: module.ToastRegion })));

function QueuedToasts() {
  const { visibleToasts } = useToastQueue(toastQueue);
  // Once shown, the region stays: when its last toast goes, it hands focus back where it was.
  const [wanted, setWanted] = useState(false);
  if (visibleToasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
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
      <QueuedToasts />
    </ToasterMounted.Provider>
  );
}
