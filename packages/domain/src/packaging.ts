/**
 * How a pet's dry food is packed for one delivery (docs/feeding-science.md, "Packaging").
 *
 * A delivery brings at least what the pet eats until the next one: grams a day × 7 × the
 * interval in weeks. Sacs come in five sizes. A sac may only be chosen if one pet empties it
 * within `maxDaysPerOpenSac` days, because kibble in an opened sac loses aroma and its fats turn
 * rancid; the smallest sac is always allowed, as nothing smaller exists. Among the allowed sizes
 * the rule picks the combination whose total is the smallest amount at or above the need (least
 * surplus), and among those the one with the fewest sacs.
 */

/** Sac sizes, smallest first. Every size is a multiple of the smallest, so the surplus is < 500 g. */
export const sacSizesGrams = [500, 1000, 2000, 4000, 8000] as const;

/** An opened sac should be empty within about six weeks. */
export const maxDaysPerOpenSac = 42;

export const defaultIntervalWeeks = 4;
export const intervalWeeksRange = { min: 1, max: 12 } as const;

export interface SacCount {
  sizeGrams: number;
  count: number;
}

export interface DeliveryPacking {
  /** Largest sacs first; only sizes with a count. */
  sacs: SacCount[];
  totalGrams: number;
  /** Whole days the delivery feeds the pet. */
  days: number;
}

function assertGramsPerDay(gramsPerDay: number, allowZero: boolean): void {
  const ok = typeof gramsPerDay === 'number' && Number.isFinite(gramsPerDay) && (allowZero ? gramsPerDay >= 0 : gramsPerDay > 0);
  if (!ok) throw new RangeError(`gramsPerDay must be ${allowZero ? 'zero or more' : 'more than zero'}, got ${String(gramsPerDay)}`);
}

function assertIntervalWeeks(intervalWeeks: number): void {
  if (!Number.isInteger(intervalWeeks) || intervalWeeks < intervalWeeksRange.min || intervalWeeks > intervalWeeksRange.max) {
    throw new RangeError(
      `intervalWeeks must be a whole number from ${intervalWeeksRange.min} to ${intervalWeeksRange.max}, got ${String(intervalWeeks)}`,
    );
  }
}

/** Whole days `totalGrams` of food last at `gramsPerDay`. */
export function daysOfFood(gramsPerDay: number, totalGrams: number): number {
  assertGramsPerDay(gramsPerDay, false);
  if (!Number.isFinite(totalGrams) || totalGrams < 0) throw new RangeError(`totalGrams must be zero or more, got ${totalGrams}`);
  return Math.floor(totalGrams / gramsPerDay);
}

/** The sac sizes one pet eating `gramsPerDay` empties within `maxDaysPerOpenSac` days. */
export function freshSacSizesGrams(gramsPerDay: number): number[] {
  assertGramsPerDay(gramsPerDay, false);
  const fresh = sacSizesGrams.filter((size) => size <= gramsPerDay * maxDaysPerOpenSac);
  return fresh.length > 0 ? fresh : [sacSizesGrams[0]];
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The sacs of one pet's formula for one delivery: total ≥ the need of `intervalWeeks` weeks,
 * least surplus first, fewest sacs second. No food (0 g a day) packs no sacs.
 */
export function sacsForDelivery(gramsPerDay: number, intervalWeeks: number): DeliveryPacking {
  assertGramsPerDay(gramsPerDay, true);
  assertIntervalWeeks(intervalWeeks);
  if (gramsPerDay === 0) return { sacs: [], totalGrams: 0, days: 0 };

  const sizes = freshSacSizesGrams(gramsPerDay);
  // Work in units of the sizes' common divisor: totals are only reachable in those steps.
  const unit = sizes.reduce(greatestCommonDivisor);
  const units = sizes.map((s) => s / unit);
  const needUnits = Math.ceil((gramsPerDay * 7 * intervalWeeks) / unit);
  const limit = needUnits + Math.max(...units);

  // fewest[t]: the fewest sacs totalling exactly t units; lastSac[t]: the size index that got there.
  const fewest = new Array<number>(limit + 1).fill(Number.POSITIVE_INFINITY);
  const lastSac = new Array<number>(limit + 1).fill(-1);
  fewest[0] = 0;
  for (let t = 1; t <= limit; t += 1) {
    units.forEach((u, i) => {
      if (u <= t && fewest[t - u]! + 1 < fewest[t]!) {
        fewest[t] = fewest[t - u]! + 1;
        lastSac[t] = i;
      }
    });
  }

  let total = needUnits;
  while (!Number.isFinite(fewest[total]!)) total += 1;

  const counts = new Map<number, number>();
  for (let t = total; t > 0; t -= units[lastSac[t]!]!) {
    const size = sizes[lastSac[t]!]!;
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  const sacs = [...counts.entries()].map(([sizeGrams, count]) => ({ sizeGrams, count })).sort((a, b) => b.sizeGrams - a.sizeGrams);
  const totalGrams = total * unit;
  return { sacs, totalGrams, days: daysOfFood(gramsPerDay, totalGrams) };
}
