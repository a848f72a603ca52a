/**
 * Does the city typed fit the postal code? The postal tables we ship (docs/address-lookup.md) know
 * which places a code serves; an address whose city is none of them ("1000 Gent") is caught and
 * the right place suggested ("1000 is Brussel"). Used by the address API (POST/PATCH /address/)
 * with the places of the code; where the tables do not know a code there is nothing to check.
 */

/** One place a postal code serves: every name it is known by and the name to suggest to this reader. */
export interface PostalPlace {
  /** The place's names in every language the tables have (Brussel, Bruxelles, Brüssel), and its municipality's. */
  names: readonly string[];
  /** The name in the reader's language ('Brussel' for nl, 'Bruxelles' for fr). */
  suggestion: string;
}

/** Most places a refusal names: a code can serve a dozen villages. */
export const citySuggestionLimit = 3;

// Saint and its abbreviations, in the languages of the countries served: 'St-Genesius-Rode' is 'Sint-Genesius-Rode'.
const saintWords: Readonly<Record<string, string>> = {
  st: 'st',
  sint: 'st',
  saint: 'st',
  sankt: 'st',
  ste: 'ste',
  sainte: 'ste',
};

/**
 * A place name folded for comparing: no accents, no case, ß as ss, hyphens, apostrophes and dots
 * as spaces, and Saint, Sint, Sankt and St. as one word: 'Liège' = 'liege', 'St.-Niklaas' = 'Sint-Niklaas'.
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => saintWords[word] ?? word)
    .join(' ');
}

/** The same name, or one is the other's first words: 'Frankfurt' for 'Frankfurt am Main'. */
function sameOrLonger(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

/**
 * The places to suggest when `city` is none of the code's places (in any of their languages,
 * accents and case ignored), else null. No places known: null (nothing to check).
 */
export function citySuggestionsFor(city: string, places: readonly PostalPlace[]): string[] | null {
  const typed = foldPlaceName(city);
  if (places.length === 0 || !typed) return null;
  const fits = places.some((place) => place.names.some((name) => sameOrLonger(foldPlaceName(name), typed)));
  if (fits) return null;
  return [...new Set(places.map((place) => place.suggestion))].slice(0, citySuggestionLimit);
}
