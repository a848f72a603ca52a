import { formatDate } from '@brokkie/domain/dates';

/** A delivery day as the page says it: 'Thursday, November 26' (the year goes without saying). */
export function day(isoDate: string, localeTag: string): string {
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** A sac's size: '2 kg', '500 g'. */
export function grams(value: number, localeTag: string): string {
  return value >= 1000 && value % 100 === 0
    ? new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(value / 1000)
    : new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'gram' }).format(value);
}
