import { describe, expect, it } from 'vitest';
import { localeFromPrefix, splitLocalePath } from '../src/locales.ts';

describe('locale prefixes (§2)', () => {
  it('maps each prefix, in any case, to its locale; the be- aliases to the Belgian ones', () => {
    expect(localeFromPrefix('en')).toBe('en');
    expect(localeFromPrefix('FR-BE')).toBe('fr-be');
    expect(localeFromPrefix('be-nl')).toBe('nl-be');
  });

  it('names no locale for anything else, inherited object keys included', () => {
    for (const segment of ['xx', 'constructor', 'toString', '__proto__', '', null, undefined]) expect(localeFromPrefix(segment)).toBeUndefined();
  });

  it('splits the prefix off a path, and leaves a path without one to the default locale', () => {
    expect(splitLocalePath('/be-fr/dashboard/pets')).toEqual({ prefix: 'be-fr', locale: 'fr-be', rest: '/dashboard/pets' });
    expect(splitLocalePath('/EN')).toEqual({ prefix: 'en', locale: 'en', rest: '/' });
    expect(splitLocalePath('/constructor/signin')).toEqual({ prefix: undefined, locale: 'nl-be', rest: '/constructor/signin' });
  });
});
