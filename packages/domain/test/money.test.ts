import { describe, it, expect } from 'vitest';
import { formatCents } from '../src/format.ts';
import { centsToDecimalString, eurosToCents, isCents, multiplyCents, sumCents } from '../src/money.ts';

// Intl separates the euro sign with a no-break space in these locales.
const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

describe('formatCents', () => {
  it('formats EUR in each interface language', () => {
    expect(formatCents(1250)).toBe(`€${nbsp}12,50`);
    expect(formatCents(123450, 'nl-BE')).toBe(`€${nbsp}1.234,50`);
    expect(formatCents(1250, 'nl-NL')).toBe(`€${nbsp}12,50`);
    expect(formatCents(123450, 'fr-BE')).toBe(`1${narrowNbsp}234,50${nbsp}€`);
    expect(formatCents(123450, 'de-DE')).toBe(`1.234,50${nbsp}€`);
    expect(formatCents(123450, 'en')).toBe('€1,234.50');
  });
  it('formats zero, single cents and negatives', () => {
    expect(formatCents(0, 'en')).toBe('€0.00');
    expect(formatCents(5, 'en')).toBe('€0.05');
    expect(formatCents(-995, 'en')).toBe('-€9.95');
  });
  it('refuses fractional cents', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
  });
});

describe('eurosToCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 0,05 ', 5],
    ['-3,10', -310],
    ['1.005', 101],
    ['1.004', 100],
    [7.25, 725],
    [0.1 + 0.2, 30],
    [19.99, 1999],
  ])('%j → %i', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
  it.each(['', 'abc', '1.234,50', '12,5,0', Number.NaN, Number.POSITIVE_INFINITY])('rejects %j', (euros) => {
    expect(eurosToCents(euros)).toBeNull();
  });
});

describe('cent arithmetic', () => {
  it('isCents accepts whole numbers only', () => {
    expect(isCents(1250)).toBe(true);
    expect(isCents(12.5)).toBe(false);
    expect(isCents('1250')).toBe(false);
  });
  it('sums and refuses a float among the amounts', () => {
    expect(sumCents([1999, 1, 250])).toBe(2250);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([100, 0.1])).toThrow(RangeError);
  });
  it('multiplies with half-away-from-zero rounding, immune to binary noise', () => {
    expect(multiplyCents(1050, 0.21)).toBe(221);
    expect(multiplyCents(999, 0.21)).toBe(210);
    expect(multiplyCents(1000, 0.06)).toBe(60);
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(multiplyCents(-1050, 0.21)).toBe(-221);
    expect(multiplyCents(1, 0.4)).toBe(0);
  });
  it('writes exact decimal text', () => {
    expect(centsToDecimalString(1250)).toBe('12.50');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(100000)).toBe('1000.00');
  });
});
