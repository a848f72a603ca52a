import { formatDate } from '@brokkie/domain/dates';

/** A delivery day as the page says it: 'Thursday, November 26' (the year goes without saying). */
export function day(isoDate: string, localeTag: string): string {
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, { weekday: 'long', day: 'numeric', month: 'long' });
}
