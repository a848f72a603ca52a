import { dutchPostalCodeRanges } from './data/dutch-postal-code-ranges.ts';
import { nameKeys, parseLocalisedName, placeNameScore, type LocalisedName, type Place } from './place-index.ts';

/** Four-digit postal codes from `from` to `to` (inclusive) that lie in one place. */
export interface DutchRange {
  from: number;
  to: number;
  /** The range as a place (its id names the range: `NL|city|<from>`, postal code empty). */
  place: Place;
}

/** Parses the curated table of `data/dutch-postal-code-ranges.ts` (format described there). */
export function parseDutchPostalCodeRanges(table: string): DutchRange[] {
  const ranges: DutchRange[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [span = '', placeText = '', municipalityText] = line.split('|');
    const match = /^(\d{4})(?:-(\d{4}))?$/.exec(span);
    if (!match || !placeText) throw new Error(`Bad line in the Dutch postal codes: ${line}`);
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 1000 || to < from) throw new Error(`Bad range in the Dutch postal codes: ${line}`);
    const name = parseLocalisedName(placeText);
    const municipality: LocalisedName | undefined = municipalityText ? parseLocalisedName(municipalityText) : undefined;
    ranges.push({
      from,
      to,
      place: {
        id: `NL|city|${from}`,
        country: 'NL',
        postalCode: '',
        name,
        ...(municipality ? { municipality } : {}),
        keys: nameKeys(name),
        municipalityKeys: nameKeys(municipality),
      },
    });
  }
  ranges.sort((a, b) => a.from - b.from);
  for (let i = 1; i < ranges.length; i += 1) {
    const previous = ranges[i - 1];
    const current = ranges[i];
    if (previous && current && current.from <= previous.to) {
      throw new Error(`Overlapping Dutch postal-code ranges at ${current.from}`);
    }
  }
  return ranges;
}

/** The Dutch places by four-digit postal code (PC4): the ranges of the curated table. */
export class DutchPlaces {
  constructor(private readonly ranges: readonly DutchRange[]) {}

  get size(): number {
    return this.ranges.length;
  }

  /** How many of the numbers 1000–9999 the ranges cover. */
  get coveredCodes(): number {
    return this.ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);
  }

  /** The range holding this four-digit code. */
  rangeOf(code: number): DutchRange | undefined {
    return this.ranges.find((range) => range.from <= code && code <= range.to);
  }

  /** The range that starts at `from` (a place id's number). */
  rangeStartingAt(from: number): DutchRange | undefined {
    return this.ranges.find((range) => range.from === from);
  }

  /** Ranges with at least one code starting with `digits` (one to three digits). */
  rangesWithPrefix(digits: string): DutchRange[] {
    const width = 10 ** (4 - digits.length);
    const low = Number(digits) * width;
    const high = low + width - 1;
    return this.ranges.filter((range) => range.from <= high && range.to >= low);
  }

  /** Ranges whose place (or municipality) matches the folded words, best first. */
  rangesNamed(words: string): { range: DutchRange; score: number }[] {
    const matches: { range: DutchRange; score: number }[] = [];
    for (const range of this.ranges) {
      const score = placeNameScore(range.place, words);
      if (score !== undefined) matches.push({ range, score });
    }
    return matches.sort((a, b) => a.score - b.score);
  }
}

export function loadDutchPlaces(): DutchPlaces {
  return new DutchPlaces(parseDutchPostalCodeRanges(dutchPostalCodeRanges));
}
