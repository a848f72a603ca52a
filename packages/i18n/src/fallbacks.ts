import type { Locale } from '@brokkie/domain/locales';

/** Where a key missing at run time is looked up next (the completeness test keeps this from happening). */
export const fallbackLocales: Record<Locale, Locale[]> = {
  'nl-be': ['nl', 'en'],
  nl: ['en'],
  'fr-be': ['fr', 'en'],
  fr: ['en'],
  de: ['en'],
  en: [],
};
