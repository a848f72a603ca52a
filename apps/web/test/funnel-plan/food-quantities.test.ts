import { describe, expect, it } from 'vitest';
import { formatFoodWeight, formatSacs } from '../../app/components/food-quantities.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('food quantities', () => {
  it('shows grams below a kilo and kilos from there, in the locale’s notation', () => {
    expect(formatFoodWeight(500, 'en')).toBe('500 g');
    expect(formatFoodWeight(4000, 'en')).toBe('4 kg');
    expect(plain(formatFoodWeight(1500, 'nl-BE'))).toBe('1,5 kg');
  });

  it('lists sacs largest first and leaves out sizes with none', () => {
    const sacs = [
      { size_grams: 500, amount: 1 },
      { size_grams: 8000, amount: 2 },
      { size_grams: 1000, amount: 0 },
    ];
    expect(formatSacs(sacs, 'en')).toBe('2 × 8 kg + 1 × 500 g');
  });
});
