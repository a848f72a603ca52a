import type { Animal, AnimalDiet } from '@brokkie/contracts/animal';
import type { Breed, ShopProduct } from '@brokkie/contracts/catalogue';
import {
  ageInMonths,
  dogSizeClass,
  expectedAdultWeightKg,
  mealPlanFor,
  type FeedingProfile,
} from '@brokkie/domain/feeding-science';
import { readFormulaSuitability, suggestFormula, suitableFormulas, type FormulaCandidate, type SuggestionPet } from '@brokkie/domain/formula-suggestion';
import type { Cents } from '@brokkie/domain/money';
import { sacsForDelivery } from '@brokkie/domain/packaging';
import { pricePlanPerDelivery } from '@brokkie/domain/pricing';

/**
 * A pet's meal plan worked out in the browser, before anything is saved, with the same rules the
 * API uses (docs/pets.md): the profile as the feeding engine reads it, the formula its owner's
 * choice while that still suits else the suggestion (`suitableFormulas`/`suggestFormula`), the
 * plan (`mealPlanFor`), the sacs for the interval (`sacsForDelivery`) and their price
 * (`pricePlanPerDelivery`, sac by sac, incl. VAT). The API has no dry run; saving then asks the
 * API, whose numbers are the ones kept.
 */

export interface PlanFigures {
  formula: ShopProduct;
  kcalPerDay: number;
  gramsPerDay: number;
  sacs: { size_grams: number; amount: number }[];
  gramsPerDelivery: number;
  pricePerDelivery: Cents;
  pricePerDay: Cents;
}

/** What the feeding engine reads of a pet (as the API's `nutritionOf`). */
export function feedingProfileOf(pet: Animal, breeds: readonly Breed[]): FeedingProfile {
  const byUrl = (url: string | null) => (url ? breeds.find((breed) => breed.url === url) : undefined);
  return {
    type: pet.type,
    dateOfBirth: pet.dateOfBirth,
    weightKg: pet.weight,
    breeds: [byUrl(pet.breed_1), byUrl(pet.breed_2)]
      .filter((breed): breed is Breed => breed !== undefined)
      .map((breed) => ({ adultWeightMinKg: breed.adult_weight_min_kg, adultWeightMaxKg: breed.adult_weight_max_kg })),
    size: pet.size,
    sterilised: pet.sterilised,
    indoor: pet.type === 'cat' ? pet.indoor : null,
    nurturing: pet.nurturing,
    activity: pet.activity,
    condition: pet.condition,
    percentageTreats: pet.percentage_treats,
    percentageFreshFood: pet.percentage_fresh_food,
    amountWetFood: pet.amount_wet_food,
    portionsWet: pet.portions_wet,
  };
}

function suggestionPetOf(pet: Animal, profile: FeedingProfile, today: string): SuggestionPet {
  const adultWeight = pet.type === 'dog' ? expectedAdultWeightKg(profile) : null;
  return {
    type: pet.type,
    ageMonths: ageInMonths(pet.dateOfBirth, today),
    sizeClass: adultWeight === null ? null : dogSizeClass(adultWeight),
    sterilised: pet.sterilised,
    condition: pet.condition,
    complaints: pet.complaints,
  };
}

/** The catalogue's formulas as the suggestion rules take them; `position` is the catalogue order. */
function candidatesOf(formulas: readonly ShopProduct[]): FormulaCandidate[] {
  return formulas.flatMap((product, position) => {
    if (product.kind !== 'formula' || !product.suitability) return [];
    try {
      return [{ id: product.id, position, suitability: readFormulaSuitability(product.suitability) }];
    } catch {
      return [];
    }
  });
}

/**
 * The formula the pet's plan would have: its owner's choice (`selected_product`) while the pet
 * may have it, else the best suitable formula, else the fallback. `formulas` in catalogue order.
 */
export function formulaFor(pet: Animal, breeds: readonly Breed[], formulas: readonly ShopProduct[], today: string): ShopProduct | null {
  const profile = feedingProfileOf(pet, breeds);
  const who = suggestionPetOf(pet, profile, today);
  const candidates = candidatesOf(formulas);
  const ranked = suitableFormulas(who, candidates);
  const allowed = ranked.length > 0 ? ranked.map((entry) => entry.productId) : [suggestFormula(who, candidates)?.productId];
  const owners = formulas.find((product) => product.url === pet.selected_product && allowed.includes(product.id));
  return owners ?? formulas.find((product) => product.id === allowed[0]) ?? null;
}

function priced(formula: ShopProduct, gramsPerDay: number, kcalPerDay: number, intervalWeeks: number): PlanFigures {
  const packing = sacsForDelivery(gramsPerDay, intervalWeeks);
  const price = pricePlanPerDelivery({
    gramsPerDelivery: packing.totalGrams,
    pricePerKgExclVatCents: formula.price_excl_vat,
    vatRateBasisPoints: formula.vat_rate,
    days: intervalWeeks * 7,
    sacs: packing.sacs,
  });
  return {
    formula,
    kcalPerDay,
    gramsPerDay,
    sacs: packing.sacs.map((sac) => ({ size_grams: sac.sizeGrams, amount: sac.count })),
    gramsPerDelivery: packing.totalGrams,
    pricePerDelivery: price.incl_vat,
    pricePerDay: price.per_day_incl_vat,
  };
}

/** The figures of the plan the API keeps (its grams and formula), priced for its interval. */
export function figuresOfDiet(diet: AnimalDiet): PlanFigures {
  return priced(diet.selected_formula_product, diet.grams_per_day, diet.kcal_per_day, diet.interval_weeks);
}

/** The figures of a plan not saved yet: `pet` as it would be, fed `formula`. */
export function planFigures(pet: Animal, breeds: readonly Breed[], formula: ShopProduct, intervalWeeks: number, today: string): PlanFigures {
  const plan = mealPlanFor(feedingProfileOf(pet, breeds), { kcalPerKg: formula.kcal_per_kg ?? 0 }, today);
  return priced(formula, plan.gramsPerDay, plan.kcalPerDay, intervalWeeks);
}
