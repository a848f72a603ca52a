import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@brokkie/domain/format';
import { type Cents } from '@brokkie/domain/money';
import { Button } from '../../components/button.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dashboard-extras.module.css';

/**
 * Whether the element with `id` is on screen. Without an IntersectionObserver (server render,
 * jsdom, very old browsers) it counts as off screen: the review bar then rather shows once too
 * often than leaves a phone user without any sign that the cart changed.
 */
export function useInView(id: string, enabled: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = enabled ? document.getElementById(id) : null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => {
      observer.disconnect();
      // The element may be gone (another state of the page): then it is not on screen either.
      setInView(false);
    };
  }, [id, enabled]);
  return inView;
}

interface ReviewBarProps {
  changes: number;
  /** The price the cart shows first after the changes: the next box's, else every delivery's. */
  price: { kind: 'next' | 'every'; after: Cents } | null;
  onReview: () => void;
  /** Focus entered or left the bar. */
  onFocusChange: (focused: boolean) => void;
}

/**
 * The sticky summary of the unsaved cart on narrow screens, where the cart sits below a long list
 * of products: what changed and what it costs, and the way to the cart to check and save it.
 *
 * Not a live region: the cart's own status line announces the unsaved changes, and a second
 * announcement of the same change would only repeat it. The summary describes the button, so
 * that tabbing to it tells the count and the price as well.
 */
export function ExtrasReviewBar({ changes, price, onReview, onFocusChange }: ReviewBarProps) {
  const { t } = useTranslation('dashboard_extras');
  const { localeTag } = useShellData();
  const summaryId = useId();
  // Removed while it holds focus, the bar gets no blur: the page must not go on thinking it is focused.
  useEffect(() => () => onFocusChange(false), [onFocusChange]);
  return (
    <div
      className={styles.reviewBar}
      onFocus={() => onFocusChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(false);
      }}
    >
      <p id={summaryId} className={styles.reviewSummary}>
        <span className={styles.reviewCount}>{t('bar_changes', { count: changes })}</span>
        {/* A space for screen readers between the lines; the flex layout does not render it. */}{' '}
        {price && (
          <span className={styles.reviewPrice}>
            {t(price.kind === 'next' ? 'bar_next' : 'bar_every')} <strong>{formatCents(price.after, localeTag)}</strong>
          </span>
        )}
      </p>
      <Button size="sm" iconEnd={<ArrowRightIcon size={18} />} aria-describedby={summaryId} onPress={onReview} className={styles.reviewButton}>
        {t('bar_review')}
      </Button>
    </div>
  );
}
