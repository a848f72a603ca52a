import { describe, expect, it } from 'vitest';
import { sacsForDelivery } from '@brokkie/domain/packaging';
import { sacCount, sacsForAmount } from '../../../src/modules/delivery/sac-plan.ts';

describe('sacsForAmount', () => {
  const plan = [
    { sizeGrams: 8000, count: 1 },
    { sizeGrams: 2000, count: 1 },
    { sizeGrams: 500, count: 1 },
  ];

  it('is the plan when the amount is the planned number of sacs', () => {
    expect(sacsForAmount(plan, 3)).toEqual(plan);
    const packing = sacsForDelivery(300, 4);
    expect(sacsForAmount(packing.sacs, sacCount(packing.sacs))).toEqual(packing.sacs);
  });

  it('keeps the largest planned sacs for fewer, adds sacs of the largest size for more', () => {
    expect(sacsForAmount(plan, 2)).toEqual([
      { sizeGrams: 8000, count: 1 },
      { sizeGrams: 2000, count: 1 },
    ]);
    expect(sacsForAmount(plan, 5)).toEqual([
      { sizeGrams: 8000, count: 3 },
      { sizeGrams: 2000, count: 1 },
      { sizeGrams: 500, count: 1 },
    ]);
  });

  it('packs nothing for 0 and the smallest sacs without a plan', () => {
    expect(sacsForAmount(plan, 0)).toEqual([]);
    expect(sacsForAmount([], 2)).toEqual([{ sizeGrams: 500, count: 2 }]);
    expect(() => sacsForAmount(plan, -1)).toThrow(RangeError);
  });
});
