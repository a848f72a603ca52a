import { describe, expect, it } from 'vitest';
import { newFoodGrams, switchOverGuide, switchOverShownOn, switchOverStepOn } from '../src/switch-over.ts';

describe('switchOverGuide', () => {
  it('a week from the day the box arrives: 25, 50, 75 and 100 % of the new food, with the dates of each step', () => {
    const guide = switchOverGuide('2025-06-10', [{ id: 'rex', gramsPerDay: 320 }])!;
    expect(guide.startsOn).toBe('2025-06-10');
    expect(guide.endsOn).toBe('2025-06-16');
    expect(guide.steps.map((step) => [step.firstDay, step.lastDay, step.from, step.to, step.newPercent])).toEqual([
      [1, 2, '2025-06-10', '2025-06-11', 25],
      [3, 4, '2025-06-12', '2025-06-13', 50],
      [5, 6, '2025-06-14', '2025-06-15', 75],
      [7, 7, '2025-06-16', '2025-06-16', 100],
    ]);
    // 320 g a day: 80 + 240, 160 + 160, 240 + 80, 320 + 0.
    expect(guide.steps.map((step) => step.portions[0])).toEqual([
      { id: 'rex', newGrams: 80, oldGrams: 240 },
      { id: 'rex', newGrams: 160, oldGrams: 160 },
      { id: 'rex', newGrams: 240, oldGrams: 80 },
      { id: 'rex', newGrams: 320, oldGrams: 0 },
    ]);
  });

  it('every pet of the box, each with its own grams that add up to its daily amount', () => {
    const guide = switchOverGuide('2025-06-10', [
      { id: 1, gramsPerDay: 325 },
      { id: 2, gramsPerDay: 55 },
    ])!;
    for (const step of guide.steps) {
      expect(step.portions.map((portion) => portion.id)).toEqual([1, 2]);
      expect(step.portions[0]!.newGrams + step.portions[0]!.oldGrams).toBe(325);
      expect(step.portions[1]!.newGrams + step.portions[1]!.oldGrams).toBe(55);
    }
    // 325 g: 25 % is 81.25, weighed as 80 g (steps of 5 g); 75 % is 243.75 → 245 g.
    expect(guide.steps.map((step) => step.portions[0]!.newGrams)).toEqual([80, 165, 245, 325]);
    // 55 g (a cat): whole grams, 13.75 → 14, 27.5 → 28, 41.25 → 41.
    expect(guide.steps.map((step) => step.portions[1]!.newGrams)).toEqual([14, 28, 41, 55]);
  });

  it('across the end of a month and the change to summer time, day by day', () => {
    const guide = switchOverGuide('2026-03-27', [{ id: 1, gramsPerDay: 200 }])!;
    expect(guide.steps.map((step) => `${step.from}/${step.to}`)).toEqual([
      '2026-03-27/2026-03-28',
      '2026-03-29/2026-03-30',
      '2026-03-31/2026-04-01',
      '2026-04-02/2026-04-02',
    ]);
    expect(switchOverGuide('2025-12-30', [{ id: 1, gramsPerDay: 200 }])!.endsOn).toBe('2026-01-05');
  });

  it('leaves out a pet whose plan has no dry food, and has no guide without any pet to switch', () => {
    const guide = switchOverGuide('2025-06-10', [
      { id: 1, gramsPerDay: 0 },
      { id: 2, gramsPerDay: 100 },
    ])!;
    expect(guide.steps[0]!.portions.map((portion) => portion.id)).toEqual([2]);
    expect(switchOverGuide('2025-06-10', [{ id: 1, gramsPerDay: 0 }])).toBeNull();
    expect(switchOverGuide('2025-06-10', [])).toBeNull();
  });

  it('refuses a day that does not exist', () => {
    expect(() => switchOverGuide('2025-02-30', [{ id: 1, gramsPerDay: 100 }])).toThrow(RangeError);
    expect(() => switchOverGuide('10-06-2025', [{ id: 1, gramsPerDay: 100 }])).toThrow(RangeError);
  });
});

describe('newFoodGrams', () => {
  it('never gives more than the day’s amount, and some new food from the first day on', () => {
    expect(newFoodGrams(100, 100)).toBe(100);
    expect(newFoodGrams(3, 25)).toBe(1);
    expect(newFoodGrams(100, 25)).toBe(25);
    expect(newFoodGrams(105, 25)).toBe(25);
    expect(newFoodGrams(0, 50)).toBe(0);
  });
});

describe('when the guide is shown', () => {
  const guide = switchOverGuide('2025-06-10', [{ id: 1, gramsPerDay: 200 }])!;

  it('until day 7 has passed, then no more', () => {
    expect(switchOverShownOn(guide, '2025-06-01')).toBe(true);
    expect(switchOverShownOn(guide, '2025-06-16')).toBe(true);
    expect(switchOverShownOn(guide, '2025-06-17')).toBe(false);
  });

  it('knows the step of today', () => {
    expect(switchOverStepOn(guide, '2025-06-09')).toBeNull();
    expect(switchOverStepOn(guide, '2025-06-10')?.newPercent).toBe(25);
    expect(switchOverStepOn(guide, '2025-06-13')?.newPercent).toBe(50);
    expect(switchOverStepOn(guide, '2025-06-16')?.newPercent).toBe(100);
    expect(switchOverStepOn(guide, '2025-06-17')).toBeNull();
  });
});
