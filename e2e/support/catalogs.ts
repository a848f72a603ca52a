import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type CatalogLocale = 'nl-be' | 'nl' | 'fr-be' | 'fr' | 'de' | 'en';
type Catalog = { [key: string]: string | Catalog };

const catalogDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/i18n/locales');
const cache = new Map<CatalogLocale, Catalog>();

function catalog(locale: CatalogLocale): Catalog {
  let loaded = cache.get(locale);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(catalogDirectory, `${locale}.json`), 'utf8')) as Catalog;
    cache.set(locale, loaded);
  }
  return loaded;
}

/**
 * The text a catalog holds under a dot-separated key (`pages.signin.title`), so a test can
 * check that a page speaks its locale without copying translations into the test.
 */
export function text(locale: CatalogLocale, key: string): string {
  let node: string | Catalog | undefined = catalog(locale);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`The ${locale} catalog has no text at "${key}"`);
  return node;
}
