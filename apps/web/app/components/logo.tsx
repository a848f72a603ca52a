import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

export interface LogoProps {
  /** Show the "Brokkie" word next to the mark. */
  withWordmark?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `inverse` for dark backgrounds. */
  tone?: 'default' | 'inverse';
  className?: string;
}

/**
 * The Brokkie mark: a paw whose main pad is a kibble, on a terracotta tile. The wrapper link (if
 * any) carries the accessible name; the mark itself is decorative.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" fill="var(--logo-tile, var(--color-primary))" />
      <g fill="var(--logo-paw, var(--color-cream))">
        <path d="M20 18.6c-3.9 0-8.1 5-8.1 8.8 0 2.5 1.8 3.7 4.1 3.7 1.6 0 2.6-.8 4-.8s2.4.8 4 .8c2.3 0 4.1-1.2 4.1-3.7 0-3.8-4.2-8.8-8.1-8.8z" />
        <ellipse cx="10.9" cy="17.4" rx="2.6" ry="3.3" transform="rotate(-24 10.9 17.4)" />
        <ellipse cx="16.2" cy="11.6" rx="2.7" ry="3.5" transform="rotate(-8 16.2 11.6)" />
        <ellipse cx="23.8" cy="11.6" rx="2.7" ry="3.5" transform="rotate(8 23.8 11.6)" />
        <ellipse cx="29.1" cy="17.4" rx="2.6" ry="3.3" transform="rotate(24 29.1 17.4)" />
      </g>
      <circle cx="20" cy="25.6" r="1.7" fill="var(--logo-dot, var(--color-sun))" />
    </svg>
  );
}

export function Logo({ withWordmark = true, size = 'md', tone = 'default', className }: LogoProps) {
  const { t } = useTranslation('common');
  return (
    <span className={[styles.logo, styles[size], styles[tone], className].filter(Boolean).join(' ')}>
      <LogoMark className={styles.mark} />
      {withWordmark && <span className={styles.wordmark}>{t('product_name')}</span>}
    </span>
  );
}
