import type { ProductDetails, ShopProduct } from '@brokkie/contracts/catalogue';
import { feedingGuideFor, type FeedingGuide } from '@brokkie/domain/feeding-guide';
import { formatPercent } from '@brokkie/domain/format';

/**
 * What a product's detail view declares, as its label must (Regulation (EC) No 767/2009): the
 * type of feed and the species, the composition, the analytical constituents, the additives per
 * kg, and for a formula its feeding guide. The texts of the declaration come from the catalogue
 * in the page's language; the numbers are formatted here in the page's locale.
 */

/**
 * The type of feed a label names (art. 17): formulas and wet food are complete and balanced (the
 * catalogue says so), treats, chews, dental care and supplements are complementary; kits and
 * accessories are no feed.
 */
export function feedTypeOf(product: Pick<ShopProduct, 'category'>): 'complete' | 'complementary' | null {
  switch (product.category) {
    case 'dry_food':
    case 'wet_food':
      return 'complete';
    case 'treats':
    case 'chews':
    case 'dental':
    case 'supplement':
      return 'complementary';
    case 'puppy_kit':
    case 'accessory':
      return null;
  }
}

/** Whether there is more to show than the card does: a declaration or a kit's contents. */
export function hasDetails(product: Pick<ShopProduct, 'kind' | 'details'>): boolean {
  const { details } = product;
  return product.kind === 'formula' || Boolean(details.analytical_constituents || details.ingredients || details.additives || details.contents);
}

/** The constituents in the order a label lists them: the five it must, then those it may. */
export const constituentOrder = ['protein', 'fat', 'fibre', 'ash', 'moisture', 'calcium', 'phosphorus', 'omega3', 'omega6'] as const;
export type ConstituentKey = (typeof constituentOrder)[number];

export function constituentRows(details: ProductDetails): { key: ConstituentKey; percent: number }[] {
  const constituents = details.analytical_constituents;
  if (!constituents) return [];
  return constituentOrder.flatMap((key) => {
    const percent = constituents[key];
    return percent === undefined ? [] : [{ key, percent }];
  });
}

/** A label's percentage in the page's locale ('26%', '0,5%', '2,5 %', '0.5%'): two decimals at most, as declared. */
export function formatLabelPercent(percent: number, localeTag: string): string {
  return formatPercent(percent, localeTag, 2);
}

/** The feeding guide of a formula whose energy and life stages are known; null for anything else. */
export function feedingGuideOf(product: Pick<ShopProduct, 'kind' | 'animal_type' | 'kcal_per_kg' | 'suitability'>): FeedingGuide | null {
  if (product.kind !== 'formula' || !product.kcal_per_kg || !product.suitability || product.animal_type === 'both') return null;
  return feedingGuideFor({
    animalType: product.animal_type,
    kcalPerKg: product.kcal_per_kg,
    lifeStages: product.suitability.life_stages,
    requiresSterilised: product.suitability.requires_sterilised,
  });
}
