import { belgianPostalCodes } from './data/belgian-postal-codes.ts';
import { nameKeys, parseLocalisedName, PlaceIndex, type LocalisedName, type Place } from './place-index.ts';

/**
 * Parses the curated table of `data/belgian-postal-codes.ts` (format described there). A
 * municipality's other-language names, written at its first line, apply to every line.
 */
export function parseBelgianPostalCodes(table: string): Place[] {
  const municipalities = new Map<string, LocalisedName>();
  const places: Place[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [postalCode = '', municipalityText = '', placesText = ''] = line.split('|');
    if (!/^\d{4}$/.test(postalCode) || !municipalityText || !placesText) {
      throw new Error(`Bad line in the Belgian postal codes: ${line}`);
    }
    const written = parseLocalisedName(municipalityText);
    const known = municipalities.get(written.official);
    const municipality = known && Object.keys(written).length === 1 ? known : written;
    municipalities.set(municipality.official, municipality);

    placesText
      .split(';')
      .map((entry) => (entry.trim() === '*' ? municipality : parseLocalisedName(entry)))
      .forEach((name, index) => {
        const own = name.official === municipality.official;
        places.push({
          id: `BE|${postalCode}|${index}`,
          country: 'BE',
          postalCode,
          name,
          ...(own ? {} : { municipality }),
          keys: nameKeys(name),
          municipalityKeys: own ? [] : nameKeys(municipality),
        });
      });
  }
  return places;
}

export function loadBelgianPlaces(): PlaceIndex {
  return new PlaceIndex(parseBelgianPostalCodes(belgianPostalCodes));
}
