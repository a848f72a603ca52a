import type { ReactNode } from 'react';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { DietFigures } from '@brokkie/contracts/animal';
import { formatFoodWeight, formatSacs } from './food-quantities.ts';
import { useShellData } from '../shell/shell-data.ts';
import styles from './plan-comparison.module.css';

function Difference({ value, format }: { value: number; format: (value: number) => string }) {
  if (value === 0) return null;
  const up = value > 0;
  return (
    <span className={`${styles.difference} ${up ? styles.up : styles.down}`}>
      {up ? '+' : '−'}
      {format(Math.abs(value))}
    </span>
  );
}

/**
 * The plan now and the plan after a change, side by side, before the owner confirms: formula,
 * grams and energy a day, the sacs of a delivery and the price per delivery and per day, as the
 * API's dry run (diet_preview/) answers them. The meal plan page and the e-health pages that change
 * a pet show it before anything is saved.
 */
export function PlanComparison({ before, after, intervalWeeks }: { before: DietFigures; after: DietFigures; intervalWeeks: number }) {
  const { t } = useTranslation('plan_comparison');
  const { localeTag } = useShellData();
  const money = (cents: number) => formatCents(cents, localeTag);
  const grams = (value: number) => formatFoodWeight(value, localeTag);
  const rows: { key: string; label: string; now: ReactNode; next: ReactNode }[] = [];
  if (before.formula.id !== after.formula.id) {
    rows.push({ key: 'formula', label: t('formula'), now: before.formula.name, next: after.formula.name });
  }
  rows.push(
    {
      key: 'grams',
      label: t('grams_per_day'),
      now: grams(before.grams_per_day),
      next: (
        <>
          {grams(after.grams_per_day)} <Difference value={after.grams_per_day - before.grams_per_day} format={grams} />
        </>
      ),
    },
    {
      key: 'kcal',
      label: t('kcal_per_day'),
      now: t('kcal', { kcal: before.kcal_per_day }),
      next: t('kcal', { kcal: after.kcal_per_day }),
    },
    {
      key: 'sacs',
      label: t('sacs', { count: intervalWeeks }),
      now: formatSacs(before.sacs_per_delivery, localeTag) || '–',
      next: formatSacs(after.sacs_per_delivery, localeTag) || '–',
    },
    {
      key: 'price',
      label: t('price_per_delivery'),
      now: money(before.price_per_delivery),
      next: (
        <>
          <strong>{money(after.price_per_delivery)}</strong> <Difference value={after.price_per_delivery - before.price_per_delivery} format={money} />
        </>
      ),
    },
    {
      key: 'day',
      label: t('price_per_day'),
      now: money(before.price_per_day),
      next: (
        <>
          {money(after.price_per_day)} <Difference value={after.price_per_day - before.price_per_day} format={money} />
        </>
      ),
    },
  );
  return (
    <div className={styles.compareWrap}>
      <table className={styles.compare}>
        <caption className={styles.compareCaption}>{t('caption')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('now')}</th>
            <th scope="col">{t('new')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.now}</td>
              <td>{row.next}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
