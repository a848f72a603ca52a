import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons.tsx';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` interrupts screen readers (use for errors that just appeared); `status` is polite. */
  role?: 'alert' | 'status';
  className?: string;
}

const icons = { info: <InfoIcon />, success: <CheckCircleIcon />, warning: <AlertIcon />, danger: <AlertIcon /> };

/** An inline message in the page: a form's overall error, a notice, a confirmation. */
export function Alert({ tone = 'info', title, children, role, className }: AlertProps) {
  return (
    <div role={role} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>{icons[tone]}</span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
    </div>
  );
}
