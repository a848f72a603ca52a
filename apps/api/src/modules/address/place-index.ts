import type { AddressCountry } from '@brokkie/contracts/address';
import type { Locale } from '@brokkie/domain/locales';

/** The languages a place name can have besides its official one. */
export type NameLanguage = 'nl' | 'fr' | 'de';

/** A place name: the official one (in the place's own language) and its names in other languages. */
export interface LocalisedName {
  official: string;
  nl?: string;
  fr?: string;
  de?: string;
  /** Other names the place is found by, never shown ('Den Bosch'). */
  aliases?: string[];
}

/** One postal code and one place it serves. */
export interface Place {
  /** Retrieve id: `<country>|<postal code>|<index of the place within the code>`. */
  id: string;
  country: AddressCountry;
  postalCode: string;
  name: LocalisedName;
  /** The municipality the place belongs to, when it is not the place itself. */
  municipality?: LocalisedName;
  /** The place's names, folded (see {@link fold}). */
  keys: string[];
  /** Its municipality's names, folded: a place is found by them too, after the places named so. */
  municipalityKeys: string[];
}

/** A place that matched a query, and how well: 0 is best. */
export interface PlaceMatch {
  place: Place;
  score: number;
}

export function nameLanguageOf(locale: Locale): NameLanguage | undefined {
  if (locale === 'nl' || locale === 'nl-be') return 'nl';
  if (locale === 'fr' || locale === 'fr-be') return 'fr';
  if (locale === 'de') return 'de';
  return undefined;
}

/** The name in the reader's language when the place has one there, else the official name. */
export function nameFor(name: LocalisedName, language: NameLanguage | undefined): string {
  return (language && name[language]) || name.official;
}

export function allNames(name: LocalisedName): string[] {
  return [name.official, name.nl, name.fr, name.de, ...(name.aliases ?? [])].filter((value): value is string => !!value);
}

const nameLanguages: ReadonlySet<string> = new Set<NameLanguage>(['nl', 'fr', 'de']);

/**
 * A name as the curated tables write it: the official name, then `nl:…`, `fr:…`, `de:…` names
 * and `alias:…` search names, comma-separated ('Liège,nl:Luik,de:Lüttich').
 */
export function parseLocalisedName(text: string): LocalisedName {
  // A comma starts another name only before a tag: 'Nuenen, Gerwen en Nederwetten' is one name.
  const [official = '', ...others] = text.split(/,(?=\s*[a-z]+:)/);
  const name: LocalisedName = { official: official.trim() };
  for (const other of others) {
    const separator = other.indexOf(':');
    const tag = other.slice(0, separator).trim();
    const value = other.slice(separator + 1).trim();
    if (separator <= 0 || !value) throw new Error(`Bad place name: ${text}`);
    if (tag === 'alias') (name.aliases ??= []).push(value);
    else if (nameLanguages.has(tag)) name[tag as NameLanguage] = value;
    else throw new Error(`Bad place name: ${text}`);
  }
  if (!name.official) throw new Error(`Bad place name: ${text}`);
  return name;
}

/**
 * Text folded for matching: no accents, lower case, ß as ss, every run of other characters
 * (hyphens, apostrophes, dots) one space. 'Sint-Genesius-Rode', "'s-Hertogenbosch" and
 * 'Liège' are found as 'sint genesius', 's hertogenbosch' and 'liege'.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * How well `folded` names a place with these folded keys: 0 the whole name, 1 its start,
 * 2 the start of a later word ('rode' in 'sint genesius rode'), 3 anywhere; undefined no match.
 */
export function nameScore(keys: readonly string[], folded: string): number | undefined {
  let best: number | undefined;
  for (const key of keys) {
    let score: number | undefined;
    if (key === folded) score = 0;
    else if (key.startsWith(folded)) score = 1;
    else if (key.includes(` ${folded}`)) score = 2;
    else if (key.includes(folded)) score = 3;
    if (score !== undefined && (best === undefined || score < best)) best = score;
    if (best === 0) break;
  }
  return best;
}

/** What a query says: the start of a postal code, a name, or both ('1000 brussel'). */
export interface ParsedQuery {
  digits: string;
  /** The rest of the text, folded. */
  words: string;
}

export function parseQuery(text: string): ParsedQuery {
  const folded = fold(text);
  const leading = /^(\d+)\s*(.*)$/.exec(folded);
  if (leading) return { digits: leading[1] ?? '', words: leading[2] ?? '' };
  const trailing = /^(.*?)\s*(\d+)$/.exec(folded);
  if (trailing) return { digits: trailing[2] ?? '', words: trailing[1] ?? '' };
  return { digits: '', words: folded };
}

/**
 * The places of one country, searchable by postal-code prefix and by name. Built once, when a
 * lookup first needs the country.
 */
export class PlaceIndex {
  private readonly byCode = new Map<string, Place[]>();
  private readonly byId = new Map<string, Place>();
  /** Sorted by postal code; within a code in the order given (the main place first). */
  private readonly places: Place[];

  constructor(places: Place[]) {
    this.places = [...places].sort((a, b) => a.postalCode.localeCompare(b.postalCode));
    for (const place of this.places) {
      const list = this.byCode.get(place.postalCode);
      if (list) list.push(place);
      else this.byCode.set(place.postalCode, [place]);
      this.byId.set(place.id, place);
    }
  }

  get size(): number {
    return this.places.length;
  }

  place(id: string): Place | undefined {
    return this.byId.get(id);
  }

  placesWithCode(postalCode: string): Place[] {
    return this.byCode.get(postalCode) ?? [];
  }

  /**
   * Places whose postal code starts with `query.digits` and whose names match `query.words`
   * (either may be empty, not both): by score, then postal code.
   */
  search(query: ParsedQuery): PlaceMatch[] {
    const matches: PlaceMatch[] = [];
    for (const place of this.places) {
      if (query.digits && !place.postalCode.startsWith(query.digits)) continue;
      let score = query.digits.length === place.postalCode.length ? 0 : 1;
      if (query.words) {
        const byName = placeNameScore(place, query.words);
        if (byName === undefined) continue;
        score = byName;
      }
      matches.push({ place, score });
    }
    // Stable sort: equal scores keep postal-code order.
    return matches.sort((a, b) => a.score - b.score);
  }
}

/** Folded search keys of a name with all its languages. */
export function nameKeys(name: LocalisedName | undefined): string[] {
  return name ? [...new Set(allNames(name).map(fold))] : [];
}

/** The place's own names first: 'Wavre' finds the locality Wavre before Limal (municipality Wavre). */
export function placeNameScore(place: Place, folded: string): number | undefined {
  const own = nameScore(place.keys, folded);
  const municipal = nameScore(place.municipalityKeys, folded);
  if (municipal === undefined) return own;
  return own === undefined ? municipal + 0.5 : Math.min(own, municipal + 0.5);
}
