import { formatDay } from '@brokkie/domain/format';

/** A delivery day as the page says it: 'Thursday, November 26' (the year goes without saying). */
export function day(isoDate: string, localeTag: string): string {
  return formatDay(isoDate, localeTag, 'weekday');
}
