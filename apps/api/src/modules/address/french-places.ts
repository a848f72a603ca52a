import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nameKeys, PlaceIndex, type LocalisedName, type Place } from './place-index.ts';

/** One row of the `codes-postaux` package: a postal code and one commune it serves. */
interface CodePostalRow {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

const require = createRequire(import.meta.url);

// Paris, Lyon and Marseille have a postal code per arrondissement: the address says the city.
const arrondissement = /^(.+?) \d+(?:er|e) Arrondissement$/;

/**
 * French places from the `codes-postaux` package (INSEE's Code officiel géographique with the
 * DGFiP's postal codes): every postal code with the communes it serves, overseas included (the
 * postal-code rules refuse those with their own message).
 */
export function loadFrenchPlaces(): PlaceIndex {
  const rows = JSON.parse(readFileSync(require.resolve('codes-postaux/codes-postaux.json'), 'utf8')) as CodePostalRow[];
  const byCode = new Map<string, Map<string, { name: LocalisedName; municipality?: LocalisedName }>>();
  for (const row of rows) {
    const city = arrondissement.exec(row.nomCommune)?.[1];
    const entry = city
      ? { name: { official: city }, municipality: { official: row.nomCommune } }
      : { name: { official: row.nomCommune } };
    const places = byCode.get(row.codePostal) ?? new Map();
    // A commune listed twice for one code (the data has one such row) is one place.
    places.set(row.nomCommune, entry);
    byCode.set(row.codePostal, places);
  }
  const places: Place[] = [];
  for (const [postalCode, entries] of byCode) {
    [...entries.values()]
      .sort((a, b) => a.name.official.localeCompare(b.name.official, 'fr'))
      .forEach((entry, index) => {
        places.push({
          id: `FR|${postalCode}|${index}`,
          country: 'FR',
          postalCode,
          name: entry.name,
          ...(entry.municipality ? { municipality: entry.municipality } : {}),
          keys: nameKeys(entry.name),
          municipalityKeys: nameKeys(entry.municipality),
        });
      });
  }
  return new PlaceIndex(places);
}
