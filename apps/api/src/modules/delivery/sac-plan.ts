import { sacSizesGrams, type SacCount } from '@brokkie/domain/packaging';

/**
 * The sacs of a formula item that holds `amount` sacs, given the sacs the packaging rule plans
 * for the pet (`sacsForDelivery(gramsPerDay, interval).sacs`, largest first).
 *
 * A recurring item stores only its number of sacs; the sizes follow from the pet's grams a day and
 * the interval, at pricing time, so they stay right when the pet or the interval changes. When the
 * amount is the planned number, the sacs are the plan. When the owner asked for fewer, the largest
 * planned sacs are kept; for more, sacs of the largest planned size are added (every planned size
 * is one the pet empties while fresh). Without a plan (a pet that needs none of this food) the
 * sacs are the smallest size, the only one always fresh enough.
 */
export function sacsForAmount(planned: readonly SacCount[], amount: number): SacCount[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a number of sacs: ${amount}`);
  if (amount === 0) return [];
  const sizes = [...planned]
    .sort((a, b) => b.sizeGrams - a.sizeGrams)
    .flatMap((sac) => Array.from({ length: sac.count }, () => sac.sizeGrams));
  const largest = sizes[0] ?? sacSizesGrams[0];
  const chosen = sizes.slice(0, amount);
  while (chosen.length < amount) chosen.push(largest);
  const counts = new Map<number, number>();
  for (const size of chosen) counts.set(size, (counts.get(size) ?? 0) + 1);
  return [...counts.entries()].map(([sizeGrams, count]) => ({ sizeGrams, count })).sort((a, b) => b.sizeGrams - a.sizeGrams);
}

/** Number of sacs in a plan. */
export function sacCount(sacs: readonly SacCount[]): number {
  return sacs.reduce((sum, sac) => sum + sac.count, 0);
}
