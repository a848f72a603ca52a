import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { couponCodeInput } from '@brokkie/contracts/coupon';
import { formatCents } from '@brokkie/domain/money';
import { Button } from '../../components/button.tsx';
import { CloseIcon, GiftIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
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
  applied: AppliedCode[];
  localeTag: string;
  /** Checks and applies a code; resolves to a translated reason when it cannot be used. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (code: string) => Promise<void>;
}

/**
 * The coupon field: the code is checked first (§5), a refusal says why in the owner's language,
 * and every applied code is listed with what it takes off and a button to remove it.
 */
export function CouponBox({ applied, localeTag, onApply, onRemove }: CouponBoxProps) {
  const { t } = useTranslation('order_summary');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponCodeInput.safeParse(code);
    if (!parsed.success) {
      setError(code.trim() === '' ? t('coupon.empty') : t('api:coupon.invalid_code'));
      return;
    }
    setBusy(true);
    setError(null);
    setStatus('');
    const problem = await onApply(parsed.data);
    setBusy(false);
    if (problem) {
      setError(problem);
      return;
    }
    setCode('');
    setStatus(t('coupon.applied', { code: parsed.data.toUpperCase() }));
  };

  const remove = async (removed: string) => {
    if (removing) return;
    setRemoving(removed);
    setStatus('');
    try {
      await onRemove(removed);
      setStatus(t('coupon.removed', { code: removed }));
    } finally {
      setRemoving(null);
      // The removed code's button is gone; the field is where the keyboard user goes on.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) inputRef.current?.focus();
      });
    }
  };

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
                onPress={() => void remove(entry.code)}
                aria-label={t('coupon.remove_named', { code: entry.code })}
              >
                {t('coupon.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.couponForm} onSubmit={(event) => void submit(event)} noValidate>
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
