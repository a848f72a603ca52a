/**
 * Quantities of food for people, in their language, without catalog texts: the units are the
 * international ones (g, kg) that Intl spells per locale ('4 kg', '500 g', '1,5 kg').
 */

/** Grams as '500 g' below a kilo, else kilos ('4 kg', '1,5 kg'). */
export function formatFoodWeight(grams: number, localeTag: string): string {
  if (Math.abs(grams) < 1000) {
    return new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(grams);
  }
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(grams / 1000);
}

/** A body weight in kilos, as the explanation gives it (two decimals at most). */
export function formatKilos(kg: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(kg);
}

/** A plain number in the locale's notation ('1.040', '9,457'). */
export function formatNumber(value: number, localeTag: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(localeTag, { maximumFractionDigits }).format(value);
}

export interface SacLine {
  size_grams: number;
  amount: number;
}

/** Sacs as '1 × 4 kg + 2 × 500 g', largest first. */
export function formatSacs(sacs: readonly SacLine[], localeTag: string): string {
  return [...sacs]
    .filter((sac) => sac.amount > 0)
    .sort((a, b) => b.size_grams - a.size_grams)
    .map((sac) => `${sac.amount} × ${formatFoodWeight(sac.size_grams, localeTag)}`)
    .join(' + ');
}
