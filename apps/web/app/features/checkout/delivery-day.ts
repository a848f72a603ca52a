import { formatDate } from '@brokkie/domain/format';

const styles: Record<'long' | 'tile-weekday' | 'tile-day' | 'tile-month', Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  'tile-weekday': { weekday: 'short' },
  'tile-day': { day: 'numeric' },
  'tile-month': { month: 'short' },
};

/**
 * A delivery day (YYYY-MM-DD) for people, in their language. Noon UTC of that day is the same
 * calendar day in Brussels in summer and winter, so the day shown is the day meant.
 */
export function formatDeliveryDay(isoDate: string, localeTag: string, style: keyof typeof styles): string {
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, styles[style]);
}
