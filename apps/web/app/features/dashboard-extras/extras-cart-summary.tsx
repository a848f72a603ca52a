import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { formatCents, formatDate } from '@brokkie/domain/format';
import { multiplyCents, type Cents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { changedLines, maxExtraAmount, type CartLine, type CartTotals } from './extras-cart.ts';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-extras.module.css';

interface CartSummaryProps {
  lines: CartLine[];
  pets: Animal[];
  totals: CartTotals;
  nextBoxDate: string | null;
  intervalWeeks: number | null;
  /** The next box has coupons: a percentage may change with its contents. */
  hasCoupons: boolean;
  busy: boolean;
  onAmount: (key: string, amount: number) => void;
  onSave: () => void;
  onDiscard: () => void;
}

function Change({ now, after }: { now: Cents; after: Cents }) {
  const { localeTag } = useShellData();
  const { t } = useTranslation('dashboard_extras');
  if (now === after) return <span className={styles.totalValue}>{formatCents(now, localeTag)}</span>;
  return (
    <span className={styles.totalValue}>
      <span className="visually-hidden">{t('total_now')}</span>
      <s className={styles.oldPrice}>{formatCents(now, localeTag)}</s> <span aria-hidden="true">→</span>
      <span className="visually-hidden">{t('total_after')}</span> <strong>{formatCents(after, localeTag)}</strong>
    </span>
  );
}

function Line({ line, petName, onAmount }: { line: CartLine; petName: string | null; onAmount: (amount: number) => void }) {
  const { t } = useTranslation('dashboard_extras');
  const { localeTag } = useShellData();
  const state = line.current === 0 ? 'new' : line.amount === 0 ? 'removed' : line.amount !== line.current ? 'changed' : null;
  return (
    <li className={`${styles.cartLine} ${state === 'removed' ? styles.removedLine : ''}`}>
      <div className={styles.cartLineText}>
        <span className={styles.cartLineName}>{line.product.name}</span>
        <span className={pageStyles.note}>
          {[petName && t('for_pet', { name: petName }), formatCents(line.product.shop_price, localeTag)].filter(Boolean).join(' · ')}
        </span>
        {state && <span className={`${styles.lineState} ${styles[`state_${state}`]}`}>{t(`line_state.${state}`)}</span>}
      </div>
      <div className={styles.cartLineControls}>
        <div className={styles.stepper} role="group" aria-label={t('amount_of', { name: line.product.name })}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('one_less', { name: line.product.name })}
            isDisabled={line.amount === 0}
            onPress={() => onAmount(line.amount - 1)}
          >
            −
          </Button>
          <output className={styles.amount} aria-live="polite">
            {line.amount}
          </output>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('one_more', { name: line.product.name })}
            isDisabled={line.amount >= maxExtraAmount}
            onPress={() => onAmount(line.amount + 1)}
          >
            +
          </Button>
        </div>
        <span className={styles.lineTotal}>{formatCents(multiplyCents(line.product.shop_price, line.amount), localeTag)}</span>
        {line.amount > 0 && (
          <Button variant="ghost" size="sm" iconOnly aria-label={t('remove_named', { name: line.product.name })} onPress={() => onAmount(0)}>
            <TrashIcon size={18} />
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The cart: the extras once (in the next box) and in every delivery, with their prices, amounts
 * to change and remove, and what the next box and every delivery cost before and after.
 */
export function ExtrasCartSummary({ lines, pets, totals, nextBoxDate, intervalWeeks, hasCoupons, busy, onAmount, onSave, onDiscard }: CartSummaryProps) {
  const { t } = useTranslation('dashboard_extras');
  const { localeTag } = useShellData();
  const changes = changedLines(lines).length;
  const nameOf = (url: string | null) => (url ? (pets.find((pet) => pet.url === url)?.name ?? null) : null);
  const once = lines.filter((line) => line.mode === 'once');
  const every = lines.filter((line) => line.mode === 'every');
  const date = nextBoxDate ? formatDate(nextBoxDate, localeTag, { weekday: 'long', day: 'numeric', month: 'long' }) : null;

  return (
    <Card as="section" padding="lg" className={styles.cart} aria-labelledby="extras-cart-title" id="cart">
      {/* Focusable by script only: the review bar of narrow screens brings the owner here. */}
      <h2 id="extras-cart-title" className={styles.cartTitle} tabIndex={-1}>
        {t('cart_title')}
      </h2>
      {lines.length === 0 && <p className={pageStyles.note}>{t('cart_empty')}</p>}
      {once.length > 0 && (
        <div className={styles.cartGroup}>
          <h3 className={styles.cartGroupTitle}>{date ? t('once_group_dated', { date }) : t('once_group')}</h3>
          <ul className={styles.cartLines}>
            {once.map((line) => (
              <Line key={line.key} line={line} petName={null} onAmount={(amount) => onAmount(line.key, amount)} />
            ))}
          </ul>
        </div>
      )}
      {every.length > 0 && (
        <div className={styles.cartGroup}>
          <h3 className={styles.cartGroupTitle}>{t('every_group')}</h3>
          <ul className={styles.cartLines}>
            {every.map((line) => (
              <Line key={line.key} line={line} petName={nameOf(line.animal)} onAmount={(amount) => onAmount(line.key, amount)} />
            ))}
          </ul>
        </div>
      )}
      <dl className={styles.totals}>
        {totals.nextBox && (
          <div>
            <dt>{date ? t('total_next_dated', { date }) : t('total_next')}</dt>
            <dd>
              <Change now={totals.nextBox.now} after={totals.nextBox.after} />
            </dd>
          </div>
        )}
        {totals.every && intervalWeeks !== null && (
          <div>
            <dt>{t('total_every', { count: intervalWeeks })}</dt>
            <dd>
              <Change now={totals.every.now} after={totals.every.after} />
            </dd>
          </div>
        )}
      </dl>
      {hasCoupons && changes > 0 && <p className={pageStyles.note}>{t('coupon_note')}</p>}
      {/* Always there, so that even the first change is announced: a live region that appears
          together with its text often is not. */}
      <div role="status" className={styles.cartStatus}>
        {changes > 0 && <Alert tone="info">{t('unsaved', { count: changes })}</Alert>}
      </div>
      <div className={styles.cartActions}>
        <Button isDisabled={changes === 0} isLoading={busy} onPress={onSave} fullWidth>
          {changes > 0 ? t('save_count', { count: changes }) : t('save')}
        </Button>
        {changes > 0 && (
          <Button variant="ghost" isDisabled={busy} onPress={onDiscard} fullWidth>
            {t('discard')}
          </Button>
        )}
      </div>
    </Card>
  );
}
