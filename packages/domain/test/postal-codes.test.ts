import { describe, it, expect } from 'vitest';
import {
  dutchOverseasPostalCodes,
  frenchIslandPostalCodes,
  germanIslandPostalCodes,
  normalizePostalCode,
  validatePostalCode,
} from '../src/postal-codes.ts';

const invalid = { key: 'validation.postal_code.invalid' };
const overseas = { key: 'validation.postal_code.overseas' };
const missingLetters = { key: 'validation.postal_code.missing_letters' };
const germanIslands = { key: 'validation.postal_code.german_islands' };

describe('every country', () => {
  it.each(['BE', 'FR', 'NL', 'DE', 'IT', undefined])('requires a value (%s)', (country) => {
    expect(validatePostalCode(country, '')).toEqual({ key: 'validation.required' });
    expect(validatePostalCode(country, '  ')).toEqual({ key: 'validation.required' });
    expect(validatePostalCode(country, undefined)).toEqual({ key: 'validation.required' });
  });
  it('has no other rule for a country it does not know', () => {
    expect(validatePostalCode('IT', '00100')).toBeNull();
    expect(validatePostalCode('', 'anything')).toBeNull();
  });
  it('takes the country short name in any case and trims the input', () => {
    expect(validatePostalCode('be', ' 9000 ')).toBeNull();
  });
});

describe('BE: digits, 1000 to 9992', () => {
  it('accepts the bounds', () => {
    expect(validatePostalCode('BE', '1000')).toBeNull();
    expect(validatePostalCode('BE', '9992')).toBeNull();
  });
  it('gives the minimum below 1000', () => {
    expect(validatePostalCode('BE', '999')).toEqual({ key: 'validation.postal_code.min_value', params: { min: 1000 } });
  });
  it('gives the maximum above 9992', () => {
    expect(validatePostalCode('BE', '9993')).toEqual({ key: 'validation.postal_code.max_value', params: { max: 9992 } });
    expect(validatePostalCode('BE', '10000')).toEqual({ key: 'validation.postal_code.max_value', params: { max: 9992 } });
  });
  it.each(['B-1000', '1000a', '10 00', 'abcd', '-1000', '1000.5'])('rejects %s as invalid', (code) => {
    expect(validatePostalCode('BE', code)).toEqual(invalid);
  });
});

describe('FR: 5 digits, 01000 to 98599, no overseas', () => {
  it('accepts the lower bound and mainland codes', () => {
    expect(validatePostalCode('FR', '01000')).toBeNull();
    expect(validatePostalCode('FR', '75001')).toBeNull();
    expect(validatePostalCode('FR', '19999')).toBeNull();
    expect(validatePostalCode('FR', '21000')).toBeNull();
    expect(validatePostalCode('FR', '95999')).toBeNull();
  });
  it('rejects codes below 01000', () => {
    expect(validatePostalCode('FR', '00999')).toEqual(invalid);
    expect(validatePostalCode('FR', '00000')).toEqual(invalid);
  });
  it.each(['7500', '750011', '7500A', '75 001', '2A004'])('rejects %s (not 5 digits)', (code) => {
    expect(validatePostalCode('FR', code)).toEqual(invalid);
  });
  it.each(['20000', '20090', '20999'])('Corsica %s is overseas', (code) => {
    expect(validatePostalCode('FR', code)).toEqual(overseas);
  });
  it.each(['96000', '97400', '98599', '98600', '98800', '98999'])('overseas departments and territories %s', (code) => {
    expect(validatePostalCode('FR', code)).toEqual(overseas);
  });
  it('rejects codes above the overseas range', () => {
    expect(validatePostalCode('FR', '99000')).toEqual(invalid);
  });
  it.each(['85350', '29242', '56360', '29990', '56590', '22870'])('island commune %s is overseas', (code) => {
    expect(validatePostalCode('FR', code)).toEqual(overseas);
  });
  it('every listed island code is overseas', () => {
    expect([...frenchIslandPostalCodes]).toEqual(expect.arrayContaining(['85350', '29242', '56360', '29990', '56590', '22870']));
    for (const code of frenchIslandPostalCodes) expect(validatePostalCode('FR', code)).toEqual(overseas);
  });
  it('neighbours of island codes on the mainland are delivered', () => {
    expect(validatePostalCode('FR', '85300')).toBeNull();
    expect(validatePostalCode('FR', '56170')).toBeNull();
  });
});

describe('NL: 4 digits from 1000, optional space, 2 letters but not SA, SD, SS', () => {
  it.each(['1234AB', '1234 AB', '1234 ab', '1234aB', '1000AA', '9999ZZ'])('accepts %s', (code) => {
    expect(validatePostalCode('NL', code)).toBeNull();
  });
  it.each(['0123AB', '0123 AB', '123AB', '12345AB', '1234  AB', '1234 A', '1234ABC', 'AB1234', '1234-AB'])(
    'rejects %s as invalid',
    (code) => {
      expect(validatePostalCode('NL', code)).toEqual(invalid);
    },
  );
  it.each(['1234SA', '1234 sd', '1234SS'])('rejects the excluded letters in %s', (code) => {
    expect(validatePostalCode('NL', code)).toEqual(invalid);
  });
  it('asks for the letters when only the digits are given', () => {
    expect(validatePostalCode('NL', '1234')).toEqual(missingLetters);
    expect(validatePostalCode('NL', '1234 ')).toEqual(missingLetters);
  });
  it.each(['8881', '8891', '8899', '9161', '9166', '1156', '1791'])('%s is overseas, with or without letters', (digits) => {
    expect(validatePostalCode('NL', `${digits} AB`)).toEqual(overseas);
    expect(validatePostalCode('NL', `${digits}cd`)).toEqual(overseas);
    expect(validatePostalCode('NL', digits)).toEqual(overseas);
  });
  it('lists exactly the seven overseas codes', () => {
    expect([...dutchOverseasPostalCodes].sort()).toEqual(['1156', '1791', '8881', '8891', '8899', '9161', '9166']);
  });
  it('neighbouring codes of the islands are delivered', () => {
    expect(validatePostalCode('NL', '8882 AB')).toBeNull();
    expect(validatePostalCode('NL', '1790 AB')).toBeNull();
  });
});

describe('DE: 5 digits, 01067 to 99998, no islands', () => {
  it('accepts the bounds', () => {
    expect(validatePostalCode('DE', '01067')).toBeNull();
    expect(validatePostalCode('DE', '99998')).toBeNull();
    expect(validatePostalCode('DE', '10115')).toBeNull();
  });
  it('rejects codes outside the range', () => {
    expect(validatePostalCode('DE', '01066')).toEqual(invalid);
    expect(validatePostalCode('DE', '99999')).toEqual(invalid);
    expect(validatePostalCode('DE', '00000')).toEqual(invalid);
  });
  it.each(['1011', '101150', 'D-10115', '10 115'])('rejects %s (not 5 digits)', (code) => {
    expect(validatePostalCode('DE', code)).toEqual(invalid);
  });
  it.each([
    ['Sylt', '25980'],
    ['Sylt (List)', '25992'],
    ['Sylt (Kampen)', '25999'],
    ['Föhr', '25938'],
    ['Amrum', '25946'],
    ['Pellworm', '25849'],
    ['Helgoland', '27498'],
    ['Hallig Hooge', '25859'],
    ['Norderney', '26548'],
    ['Borkum', '26757'],
    ['Hiddensee', '18565'],
  ])('%s (%s) is an island', (_name, code) => {
    expect(validatePostalCode('DE', code)).toEqual(germanIslands);
  });
  it('every listed island code gives the islands message', () => {
    const fromIssue = ['25980', '25992', '25996', '25997', '25999', '25938', '25946', '25849', '27498', '25859', '25863', '25869', '26465', '26474', '26486', '26548', '26571', '26579', '26757', '18565'];
    expect([...germanIslandPostalCodes]).toEqual(expect.arrayContaining(fromIssue));
    for (const code of germanIslandPostalCodes) expect(validatePostalCode('DE', code)).toEqual(germanIslands);
  });
  it('the mainland next to the islands is delivered', () => {
    expect(validatePostalCode('DE', '25899')).toBeNull(); // Niebüll, the Sylt car train terminal
    expect(validatePostalCode('DE', '26506')).toBeNull(); // Norden
  });
});

describe('normalizePostalCode', () => {
  it('writes NL codes upper case with one space', () => {
    expect(normalizePostalCode('NL', '1234ab')).toBe('1234 AB');
    expect(normalizePostalCode('nl', ' 1234 Ab ')).toBe('1234 AB');
    expect(normalizePostalCode('NL', '1234')).toBe('1234');
  });
  it('leaves what it cannot read trimmed only', () => {
    expect(normalizePostalCode('NL', ' 12-34 ab ')).toBe('12-34 ab');
  });
  it('drops leading zeros of BE codes', () => {
    expect(normalizePostalCode('BE', '01000')).toBe('1000');
    expect(normalizePostalCode('BE', ' 9000')).toBe('9000');
  });
  it('keeps the leading zero of FR and DE codes', () => {
    expect(normalizePostalCode('FR', ' 01000 ')).toBe('01000');
    expect(normalizePostalCode('DE', '01067')).toBe('01067');
  });
});
