import type { Locale } from '@brokkie/domain/locales';
import nlBe from '../locales/nl-be.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };
import frBe from '../locales/fr-be.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

/** One catalog per locale; its top-level keys are namespaces (common, errors, validation, ...). */
export type Catalog = Record<string, Record<string, unknown>>;

export const catalogs: Record<Locale, Catalog> = {
  'nl-be': nlBe,
  nl,
  'fr-be': frBe,
  fr,
  de,
  en,
};

/** Where a key missing at run time is looked up next (the completeness test keeps this from happening). */
export const fallbackLocales: Record<Locale, Locale[]> = {
  'nl-be': ['nl', 'en'],
  nl: ['en'],
  'fr-be': ['fr', 'en'],
  fr: ['en'],
  de: ['en'],
  en: [],
};
