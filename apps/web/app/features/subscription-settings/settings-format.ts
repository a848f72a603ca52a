import type { SubscriptionPreview } from '@brokkie/contracts/billing';
import { formatCents, formatDate } from '@brokkie/domain/format';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { useShellData } from '../../shell/shell-data.ts';
import type { ChangeRow } from './confirm-change-dialog.tsx';
import { pricePerDay } from './settings-rules.ts';

export type Formatters = ReturnType<typeof useFormatters>;

/** Money, days and instants in the page's language. */
export function useFormatters() {
  const { localeTag } = useShellData();
  return {
    money: (cents: number) => formatCents(cents, localeTag),
    day: (iso: string | null) => (iso ? formatDate(iso, localeTag, { weekday: 'long', day: 'numeric', month: 'long' }) : '—'),
    instant: (iso: string) => formatDate(iso, localeTag, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
  };
}

/** The dialog's rows for a change the API previewed: date, interval and both prices, now and after. */
export function previewRows(t: (key: string) => string, f: Formatters, preview: SubscriptionPreview): ChangeRow[] {
  const { current, proposed } = preview;
  return [
    { label: t('preview.date'), before: f.day(current.next_delivery_date), after: f.day(proposed.next_delivery_date) },
    { label: t('preview.interval'), before: String(current.interval_weeks), after: String(proposed.interval_weeks) },
    { label: t('preview.price_per_delivery'), before: f.money(current.price_per_delivery), after: f.money(proposed.price_per_delivery) },
    { label: t('preview.price_per_day'), before: f.money(current.price_per_day), after: f.money(proposed.price_per_day) },
  ];
}

/** The dialog's rows for a change priced here (`after` null when that price cannot be known). */
export function priceRows(t: (key: string) => string, f: Formatters, recurring: RecurringDelivery, after: number | null): ChangeRow[] {
  const unknown = t('preview.unknown');
  return [
    { label: t('preview.price_per_delivery'), before: f.money(recurring.price_per_delivery), after: after === null ? unknown : f.money(after) },
    {
      label: t('preview.price_per_day'),
      before: f.money(recurring.price_per_day),
      after: after === null ? unknown : f.money(pricePerDay(after, recurring.interval_weeks)),
    },
  ];
}
