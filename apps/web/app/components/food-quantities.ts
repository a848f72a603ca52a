import { formatGrams } from '@brokkie/domain/format';

/**
 * Quantities of food for people, in their language: the units are the international ones (g, kg),
 * written by the formatting module (packages/domain/src/format.ts) per locale ('4 kg', '500 g', '1,5 kg').
 */

/** The formatting module's weights and numbers under the names the pages know. */
export { formatGrams as formatFoodWeight, formatKilograms as formatKilos, formatNumber } from '@brokkie/domain/format';

export interface SacLine {
  size_grams: number;
  amount: number;
}

/** Sacs as '1 × 4 kg + 2 × 500 g', largest first. */
export function formatSacs(sacs: readonly SacLine[], localeTag: string): string {
  return [...sacs]
    .filter((sac) => sac.amount > 0)
    .sort((a, b) => b.size_grams - a.size_grams)
    .map((sac) => `${sac.amount} × ${formatGrams(sac.size_grams, localeTag)}`)
    .join(' + ');
}
