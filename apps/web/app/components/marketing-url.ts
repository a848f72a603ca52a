import type { Country, Language } from '@brokkie/contracts/reference-data';
import { marketingLink, type MarketingLinkName } from '@brokkie/domain/marketing-links';

/**
 * The marketing-site URL of a named link for the visitor's country and language, or '' when
 * either is unknown (an unmatched host) or the language has no such page: callers hide the link.
 */
export function marketingUrl(name: MarketingLinkName, country: Country | null | undefined, language: Language | null | undefined): string {
  if (!country || !language) return '';
  return marketingLink(name, {
    wordpressDomainName: country.wordpress_domain_name,
    wordpressSlug: language.wordpress_slug,
    isoCode: language.iso_code,
  });
}

/** Working hours as stored ('08:00:00') shown as HH:MM (§9: the first five characters). */
export function workingHour(time: string): string {
  return time.slice(0, 5);
}
