import { describe, expect, it } from 'vitest';
import {
  daysOfFood,
  defaultIntervalWeeks,
  freshSacSizesGrams,
  intervalWeeksRange,
  maxDaysPerOpenSac,
  sacSizesGrams,
  sacsForDelivery,
} from '../src/packaging.ts';

describe('packaging constants', () => {
  it('offers five sac sizes and deliveries every 1 to 12 weeks, 4 by default', () => {
    expect(sacSizesGrams).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(maxDaysPerOpenSac).toBe(42);
    expect(defaultIntervalWeeks).toBe(4);
    expect(intervalWeeksRange).toEqual({ min: 1, max: 12 });
  });
});

describe('freshSacSizesGrams', () => {
  it.each([
    [10, [500]], // 10 · 42 = 420 g: even 500 g lasts 50 days, but nothing is smaller
    [20, [500]], // 840 g
    [24, [500, 1000]], // 1008 g
    [47, [500, 1000]], // 1974 g
    [48, [500, 1000, 2000]], // 2016 g
    [95, [500, 1000, 2000]], // 3990 g
    [96, [500, 1000, 2000, 4000]], // 4032 g
    [190, [500, 1000, 2000, 4000]], // 7980 g
    [191, [500, 1000, 2000, 4000, 8000]], // 8022 g
  ])('%i g a day → %j', (gramsPerDay, sizes) => {
    expect(freshSacSizesGrams(gramsPerDay)).toEqual(sizes);
  });
});

describe('sacsForDelivery', () => {
  it('packs the worked example: 235 g a day for 4 weeks', () => {
    // need 235 · 28 = 6580 g; least total ≥ 6580 in 500 g steps is 7000 = 4000 + 2000 + 1000;
    // 7000 / 235 = 29.8 → 29 days
    expect(sacsForDelivery(235, 4)).toEqual({
      sacs: [
        { sizeGrams: 4000, count: 1 },
        { sizeGrams: 2000, count: 1 },
        { sizeGrams: 1000, count: 1 },
      ],
      totalGrams: 7000,
      days: 29,
    });
  });

  it('prefers one sac to two of the same total', () => {
    // 100 · 7 = 700 g → 1000 g: one 1 kg sac rather than two of 500 g
    expect(sacsForDelivery(100, 1)).toEqual({ sacs: [{ sizeGrams: 1000, count: 1 }], totalGrams: 1000, days: 10 });
  });

  it('keeps opened sacs fresh for a small eater', () => {
    // 20 · 28 = 560 g; a 1 kg sac would last 50 days, so two of 500 g (25 days each)
    expect(sacsForDelivery(20, 4)).toEqual({ sacs: [{ sizeGrams: 500, count: 2 }], totalGrams: 1000, days: 50 });
  });

  it('uses the smallest sac when even that lasts longer than six weeks', () => {
    // 10 · 7 = 70 g → one 500 g sac
    expect(sacsForDelivery(10, 1)).toEqual({ sacs: [{ sizeGrams: 500, count: 1 }], totalGrams: 500, days: 50 });
  });

  it('chooses the 8 kg sac only when it is emptied within 42 days', () => {
    // 190 g: 8 kg would last 42.1 days → not allowed; 190 · 42 = 7980 → 8000 = 2 × 4000
    expect(sacsForDelivery(190, 6)).toEqual({ sacs: [{ sizeGrams: 4000, count: 2 }], totalGrams: 8000, days: 42 });
    // 191 g: 8 kg lasts 41.9 days; 191 · 42 = 8022 → 8500 = 8000 + 500
    expect(sacsForDelivery(191, 6)).toEqual({
      sacs: [
        { sizeGrams: 8000, count: 1 },
        { sizeGrams: 500, count: 1 },
      ],
      totalGrams: 8500,
      days: 44,
    });
  });

  it('packs a large dog for 12 weeks', () => {
    // 450 · 84 = 37800 g → 38000 = 4 × 8000 + 4000 + 2000 (6 sacs); 38000 / 450 = 84.4 → 84 days
    expect(sacsForDelivery(450, 12)).toEqual({
      sacs: [
        { sizeGrams: 8000, count: 4 },
        { sizeGrams: 4000, count: 1 },
        { sizeGrams: 2000, count: 1 },
      ],
      totalGrams: 38000,
      days: 84,
    });
  });

  it('rounds up a need between sizes with the least surplus', () => {
    // 150 · 28 = 4200 g; 8 kg not fresh (150 · 42 = 6300); 4500 = 4000 + 500
    expect(sacsForDelivery(150, 4)).toEqual({
      sacs: [
        { sizeGrams: 4000, count: 1 },
        { sizeGrams: 500, count: 1 },
      ],
      totalGrams: 4500,
      days: 30,
    });
  });

  it('packs nothing when no dry food is fed', () => {
    expect(sacsForDelivery(0, 4)).toEqual({ sacs: [], totalGrams: 0, days: 0 });
  });

  it('always covers the need with less than 500 g to spare and only fresh sizes', () => {
    for (let gramsPerDay = 5; gramsPerDay <= 800; gramsPerDay += 5) {
      for (let weeks = intervalWeeksRange.min; weeks <= intervalWeeksRange.max; weeks += 1) {
        const need = gramsPerDay * 7 * weeks;
        const packing = sacsForDelivery(gramsPerDay, weeks);
        expect(packing.totalGrams).toBeGreaterThanOrEqual(need);
        expect(packing.totalGrams - need).toBeLessThan(500);
        expect(packing.days).toBeGreaterThanOrEqual(7 * weeks);
        expect(packing.sacs.reduce((sum, s) => sum + s.sizeGrams * s.count, 0)).toBe(packing.totalGrams);
        const fresh = freshSacSizesGrams(gramsPerDay);
        for (const sac of packing.sacs) expect(fresh).toContain(sac.sizeGrams);
      }
    }
  });

  it('refuses intervals outside 1–12 whole weeks and negative amounts', () => {
    expect(() => sacsForDelivery(100, 0)).toThrow(RangeError);
    expect(() => sacsForDelivery(100, 13)).toThrow(RangeError);
    expect(() => sacsForDelivery(100, 2.5)).toThrow(RangeError);
    expect(() => sacsForDelivery(-5, 4)).toThrow(RangeError);
    expect(() => sacsForDelivery(Number.NaN, 4)).toThrow(RangeError);
  });
});

describe('daysOfFood', () => {
  it('counts whole days', () => {
    expect(daysOfFood(235, 7000)).toBe(29); // 29.79
    expect(daysOfFood(250, 7000)).toBe(28);
    expect(daysOfFood(250, 0)).toBe(0);
  });
  it('refuses a daily amount of zero or less', () => {
    expect(() => daysOfFood(0, 1000)).toThrow(RangeError);
    expect(() => daysOfFood(100, -1)).toThrow(RangeError);
  });
});
