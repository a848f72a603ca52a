import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { couponCodeInput } from '@brokkie/contracts/coupon';
import { formatCents } from '@brokkie/domain/format';
import { Button } from '../../components/button.tsx';
import { CloseIcon, GiftIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { refusalOf, type OrderSummaryOutcome } from './order-summary-data.ts';
import cardStyles from '../../components/card.module.css';
import styles from './order-summary.module.css';

export interface AppliedCode {
  code: string;
  /** The discount it gives on this delivery; null when it gives none now. */
  amount: number | null;
  /** Applied from a signed onboarding link. */
  fromLink: boolean;
}

interface CouponBoxProps {
  /** The open first delivery's id. */
  delivery: number;
  applied: AppliedCode[];
  localeTag: string;
  /** A code was applied: what the page said before is past. */
  onApplied: () => void;
  onRemoved: (code: string) => void;
  onRemoveFailed: (code: string) => void;
}

/**
 * The coupon field: the code is checked first (§5), a refusal says why in the owner's language,
 * and every applied code is listed with what it takes off and a button to remove it.
 */
export function CouponBox({ delivery, applied, localeTag, onApplied, onRemoved, onRemoveFailed }: CouponBoxProps) {
  const { t } = useTranslation('order_summary');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Applying and removing each write through their own fetcher (the route's action); the router then reads the order again.
  const application = useFetcher<OrderSummaryOutcome>();
  const busy = application.state !== 'idle';
  const removal = useFetcher<OrderSummaryOutcome>();
  const removedCode = useRef<string | null>(null);
  const removing = removal.state !== 'idle' ? removedCode.current : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponCodeInput.safeParse(code);
    if (!parsed.success) {
      setError(code.trim() === '' ? t('coupon.empty') : t('api:coupon.invalid_code'));
      return;
    }
    setError(null);
    setStatus('');
    void application.submit({ intent: 'apply', delivery, code: parsed.data }, jsonSubmission);
  };

  // Each answer is a new object: told once, when it arrives.
  const applyAnswer = application.data;
  useEffect(() => {
    if (!applyAnswer) return;
    if (!applyAnswer.ok) {
      if (applyAnswer.status !== 400) console.error('[order summary] could not apply the code', applyAnswer);
      setError(refusalOf(applyAnswer, 'code') || t('coupon.failed'));
    } else if ('unusable' in applyAnswer.value) {
      setError(t(`api:coupon.reason.${applyAnswer.value.unusable.reason}`, { code: applyAnswer.value.unusable.code }));
    } else if ('code' in applyAnswer.value) {
      setCode('');
      setStatus(t('coupon.applied', { code: applyAnswer.value.code.toUpperCase() }));
      onApplied();
    }
    // Only a new answer is news; the callbacks are the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applyAnswer, t]);

  const remove = (removed: string) => {
    if (removing) return;
    removedCode.current = removed;
    setStatus('');
    void removal.submit({ intent: 'remove', delivery, code: removed }, jsonSubmission);
  };

  const removeAnswer = removal.data;
  useEffect(() => {
    const removed = removedCode.current;
    if (!removeAnswer || !removed) return;
    if (removeAnswer.ok) {
      setStatus(t('coupon.removed', { code: removed }));
      onRemoved(removed);
    } else {
      console.error('[order summary] could not remove the code', removeAnswer);
      onRemoveFailed(removed);
    }
    // The removed code's button is gone; the field is where the keyboard user goes on.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) inputRef.current?.focus();
    });
    // Only a new answer is news; the callbacks are the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removeAnswer, t]);

  return (
    <section className={cardStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('coupon.title')}
      </h2>
      {applied.length > 0 && (
        <ul className={styles.codes} aria-label={t('coupon.applied_list')}>
          {applied.map((entry) => (
            <li key={entry.code} className={styles.code}>
              <GiftIcon size={20} className={styles.codeIcon} />
              <span className={styles.codeText}>
                <strong>{entry.code}</strong>
                <span>
                  {entry.amount !== null && entry.amount > 0
                    ? t('coupon.saves', { amount: formatCents(entry.amount, localeTag) })
                    : t('coupon.no_discount_now')}
                  {entry.fromLink && ` · ${t('coupon.from_link')}`}
                </span>
              </span>
              {/* Busy shown by the icon: the button goes with its code, so React Aria's pending announcement must not point at it. */}
              <Button
                variant="ghost"
                size="sm"
                iconStart={removing === entry.code ? <Spinner size="sm" /> : <CloseIcon />}
                onPress={() => remove(entry.code)}
                aria-label={t('coupon.remove_named', { code: entry.code })}
              >
                {t('coupon.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.couponForm} onSubmit={submit} noValidate>
        <TextField
          className={styles.couponField}
          label={t('coupon.label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          errorMessage={error}
          inputRef={inputRef}
          autoComplete="off"
          spellCheck="false"
        />
        <Button type="submit" variant="outline" isLoading={busy} className={styles.couponButton}>
          {t('coupon.apply')}
        </Button>
      </form>
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
