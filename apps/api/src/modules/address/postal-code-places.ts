import type { AddressCountry } from '@brokkie/contracts/address';
import type { Locale } from '@brokkie/domain/locales';
import { normalizePostalCode } from '@brokkie/domain/postal-codes';
import type { PostalPlace } from '@brokkie/domain/postal-places';
import { loadBelgianPlaces } from './belgian-places.ts';
import { loadDutchPlaces, type DutchPlaces } from './dutch-places.ts';
import { loadFrenchPlaces } from './french-places.ts';
import { loadGermanPlaces } from './german-places.ts';
import { allNames, nameFor, nameLanguageOf, type Place, type PlaceIndex } from './place-index.ts';

/** Loads on first use and keeps the result: the data costs memory and a moment to parse. */
function once<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

/**
 * The postal tables we ship, one per country, each loaded on first use and shared by the embedded
 * address lookup and the address rules (the city of a postal code).
 */
export const shippedPlaces = {
  BE: once(loadBelgianPlaces),
  NL: once(loadDutchPlaces),
  FR: once(loadFrenchPlaces),
  DE: once(loadGermanPlaces),
} satisfies Record<AddressCountry, () => PlaceIndex | DutchPlaces>;

function postalPlace(place: Place, locale: Locale): PostalPlace {
  return {
    names: [...allNames(place.name), ...(place.municipality ? allNames(place.municipality) : [])],
    suggestion: nameFor(place.name, nameLanguageOf(locale)),
  };
}

/**
 * The places the shipped tables know for a postal code, named for the reader (`locale`); none
 * for a code they do not know. NL by its four digits ('1012 LG' is in 1012's place).
 */
export function placesOfPostalCode(country: AddressCountry, postalCode: string, locale: Locale): PostalPlace[] {
  const code = normalizePostalCode(country, postalCode);
  if (country === 'NL') {
    const digits = /^(\d{4})/.exec(code)?.[1];
    const range = digits ? shippedPlaces.NL().rangeOf(Number(digits)) : undefined;
    return range ? [postalPlace(range.place, locale)] : [];
  }
  return shippedPlaces[country]()
    .placesWithCode(code)
    .map((place) => postalPlace(place, locale));
}
