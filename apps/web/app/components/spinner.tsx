import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  const ring = (
    <svg className={styles.svg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <circle className={styles.arc} cx="12" cy="12" r="9.5" />
    </svg>
  );
  if (!label) return <span className={classes}>{ring}</span>;
  return (
    <span className={classes} role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingStateProps {
  label: string;
  /** Show the label under the spinner, not only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A centred spinner for a region whose content is on its way. */
export function LoadingState({ label, showLabel = true, className }: LoadingStateProps) {
  return (
    <div className={[styles.loadingState, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className={showLabel ? styles.loadingLabel : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/** Grey placeholder blocks in the shape of the content that is loading. */
export function Skeleton({ width, height = '1em', radius, className }: { width?: string; height?: string; radius?: string; className?: string }) {
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
