import { describe, expect, it } from 'vitest';
import { citySuggestionsFor, foldPlaceName, type PostalPlace } from '../src/postal-places.ts';

const brussels: PostalPlace[] = [{ names: ['Brussel', 'Bruxelles', 'Brüssel'], suggestion: 'Brussel' }];
const wavre: PostalPlace[] = [
  { names: ['Wavre', 'Waver'], suggestion: 'Wavre' },
  { names: ['Limal', 'Wavre'], suggestion: 'Limal' },
];

describe('citySuggestionsFor', () => {
  it('suggests the places of the code for a city that is none of them', () => {
    expect(citySuggestionsFor('Gent', brussels)).toEqual(['Brussel']);
    expect(citySuggestionsFor('Namur', wavre)).toEqual(['Wavre', 'Limal']);
  });

  it('accepts the name in any of its languages, any case, with or without accents', () => {
    for (const city of ['Brussel', 'bruxelles', 'BRUSSEL', 'Brüssel', 'brussel ', 'Brussel-Centrum']) {
      expect(citySuggestionsFor(city, brussels), city).toBeNull();
    }
  });

  it("accepts the municipality's name and the first words of a longer name", () => {
    expect(citySuggestionsFor('Wavre', wavre)).toBeNull();
    expect(citySuggestionsFor('Frankfurt', [{ names: ['Frankfurt am Main'], suggestion: 'Frankfurt am Main' }])).toBeNull();
    expect(citySuggestionsFor('Frankfurter', [{ names: ['Frankfurt am Main'], suggestion: 'Frankfurt am Main' }])).toEqual(['Frankfurt am Main']);
  });

  it('reads Saint, Sint, Sankt and St. alike', () => {
    const place = [{ names: ['Sint-Niklaas', 'Saint-Nicolas'], suggestion: 'Sint-Niklaas' }];
    expect(citySuggestionsFor('St.-Niklaas', place)).toBeNull();
    expect(citySuggestionsFor('st niklaas', place)).toBeNull();
    expect(foldPlaceName('Sankt Goar')).toBe(foldPlaceName('St. Goar'));
    expect(foldPlaceName("'s-Hertogenbosch")).toBe('s hertogenbosch');
  });

  it('has nothing to check without places or without a city', () => {
    expect(citySuggestionsFor('Gent', [])).toBeNull();
    expect(citySuggestionsFor('  ', brussels)).toBeNull();
  });

  it('names at most three places, each once', () => {
    const many = ['A', 'B', 'B', 'C', 'D'].map((name) => ({ names: [name], suggestion: name }));
    expect(citySuggestionsFor('Z', many)).toEqual(['A', 'B', 'C']);
  });
});
