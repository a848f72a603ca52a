import type { Locale } from '@brokkie/domain/locales';
import nlBe from '../locales/nl-be.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };
import frBe from '../locales/fr-be.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import type { Catalog } from './catalog-types.ts';

export type { Catalog } from './catalog-types.ts';
export { fallbackLocales } from './fallbacks.ts';

/** Every catalog, whole: the server and the API use these; the browser gets one trimmed catalog (browser-catalog.ts). */
export const catalogs: Record<Locale, Catalog> = {
  'nl-be': nlBe,
  nl,
  'fr-be': frBe,
  fr,
  de,
  en,
};
