import { createHash } from 'node:crypto';
import type { Database } from '@brokkie/db/client';
import {
  findAnimalDiet,
  findRecurringDeliveryOf,
  saveAnimalDiet,
  subscribedItemsOf,
  updateAnimal,
  type AnimalDietRow,
  type AnimalRow,
} from '@brokkie/db/animal-queries';
import { findBreedsByIds, findProductById, listProducts, type BreedRow, type ProductRow } from '@brokkie/db/catalogue-queries';
import {
  animalMessageKeys,
  type AnimalDiet,
  type DietFigures,
  type DietPreview,
  type DietPreviewRequest,
  type FoodPercentageInformation,
  type SelectedProduct,
  type SubscribedProduct,
} from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { idFromResourceUrl, resourceUrl } from '@brokkie/contracts/resource-url';
import { ageInMonths, dogSizeClass, expectedAdultWeightKg, mealPlanFor, type FeedingProfile, type MealPlanResult } from '@brokkie/domain/feeding-science';
import {
  readExtraSuitability,
  readFormulaSuitability,
  suggestFormula,
  suitableExtras,
  suitableFormulas,
  type SuggestionPet,
  type SuggestionReason,
} from '@brokkie/domain/formula-suggestion';
import type { Locale } from '@brokkie/domain/locales';
import { defaultIntervalWeeks, sacsForDelivery, type DeliveryPacking } from '@brokkie/domain/packaging';
import type { ActivityLevel, AnimalType, BodyCondition, ComplaintKind, SizeClass } from '@brokkie/domain/pet-profile';
import { todayIsoDate } from '@brokkie/domain/dates';
import { pricePlanPerDelivery, type PlanPrice } from '@brokkie/domain/pricing';
import { vatRateOf, type DeliveryCountry, type VatCategory } from '@brokkie/domain/vat';
import { validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { toShopProduct } from '../catalogue/catalogue-service.ts';
import { draftAnimalChange, type AnimalServiceDeps, type SelectedProductCheck } from './animal-service.ts';

/** What the feeding engine and the suggestion rules know of a pet on a given day. */
export interface PetNutrition {
  profile: FeedingProfile;
  suggestion: SuggestionPet;
}

/** What the feeding engine and the suggestion rules read of a pet. */
export type FeedingPet = Pick<
  AnimalRow,
  | 'type'
  | 'dateOfBirth'
  | 'breed1Id'
  | 'breed2Id'
  | 'size'
  | 'sterilised'
  | 'nurturing'
  | 'indoor'
  | 'activity'
  | 'amountWetFood'
  | 'portionsWet'
  | 'complaints'
  | 'condition'
  | 'percentageFreshFood'
  | 'percentageTreats'
  | 'weightGrams'
>;

export async function nutritionOf(db: Database, pet: FeedingPet, today: string): Promise<PetNutrition> {
  return nutritionWith(pet, await findBreedsByIds(db, breedIdsOf(pet)), today);
}

/** The breeds a pet's feeding reads (breed_1, then breed_2). */
function breedIdsOf(pet: Pick<FeedingPet, 'breed1Id' | 'breed2Id'>): number[] {
  return [pet.breed1Id, pet.breed2Id].filter((id): id is number => id !== null);
}

/** `nutritionOf` with the pet's breeds already read (`breeds` holds at least the rows of `breedIdsOf(pet)`). */
export function nutritionWith(pet: FeedingPet, breeds: readonly Pick<BreedRow, 'id' | 'adultWeightMinKg' | 'adultWeightMaxKg'>[], today: string): PetNutrition {
  const breedIds = breedIdsOf(pet);
  const type = pet.type as AnimalType;
  const profile: FeedingProfile = {
    type,
    dateOfBirth: pet.dateOfBirth,
    weightKg: pet.weightGrams / 1000,
    // In the pet's order (breed_1 first); a breed named twice is averaged with itself.
    breeds: breedIds.flatMap((id) =>
      breeds.filter((breed) => breed.id === id).map((breed) => ({ adultWeightMinKg: breed.adultWeightMinKg, adultWeightMaxKg: breed.adultWeightMaxKg })),
    ),
    size: pet.size as SizeClass | null,
    sterilised: pet.sterilised,
    indoor: type === 'cat' ? pet.indoor : null,
    nurturing: pet.nurturing,
    activity: pet.activity as ActivityLevel,
    condition: pet.condition as BodyCondition,
    percentageTreats: pet.percentageTreats,
    percentageFreshFood: pet.percentageFreshFood,
    amountWetFood: pet.amountWetFood,
    portionsWet: pet.portionsWet,
  };
  const adultWeight = type === 'dog' ? expectedAdultWeightKg(profile) : null;
  return {
    profile,
    suggestion: {
      type,
      ageMonths: ageInMonths(pet.dateOfBirth, today),
      sizeClass: adultWeight === null ? null : dogSizeClass(adultWeight),
      sterilised: pet.sterilised,
      condition: pet.condition as BodyCondition,
      complaints: pet.complaints as ComplaintKind[],
    },
  };
}

// ─── Formula ─────────────────────────────────────────────────────────────────────────────────

export interface FormulaChoice {
  product: ProductRow;
  /** The owner's `selected_product`, still suitable; false: the suggestion. */
  chosenByOwner: boolean;
  reasons: SuggestionReason[];
  /** Every formula this pet may have, best first, with why. */
  allowed: { product: ProductRow; reasons: SuggestionReason[] }[];
}

/**
 * The formulas a pet may have: those its suitability rules allow, best first, or, when none
 * does, the one the suggestion falls back to (every pet gets a formula).
 */
async function allowedFormulas(db: Database, suggestion: SuggestionPet): Promise<FormulaChoice['allowed']> {
  const formulas = await listProducts(db, { kind: 'formula', animalType: suggestion.type });
  const candidates = formulas.map((row) => ({
    id: row.id,
    position: row.position,
    suitability: readFormulaSuitability(row.suitability),
  }));
  const byId = new Map(formulas.map((row) => [row.id, row]));
  const ranked = suitableFormulas(suggestion, candidates);
  const picks = ranked.length > 0 ? ranked : [suggestFormula(suggestion, candidates)].filter((pick) => pick !== null);
  return picks.flatMap((pick) => {
    const product = byId.get(pick.productId);
    return product ? [{ product, reasons: pick.reasons }] : [];
  });
}

/**
 * The formula of the pet's meal plan: its owner's choice while that still suits the pet (a
 * puppy grows out of the puppy formula), else the suggestion.
 */
export async function formulaOf(db: Database, pet: AnimalRow, nutrition: PetNutrition): Promise<FormulaChoice> {
  const allowed = await allowedFormulas(db, nutrition.suggestion);
  const [best] = allowed;
  if (!best) throw new Error(`The catalogue has no active formula for a ${pet.type}`);
  const chosen = allowed.find((entry) => entry.product.id === pet.selectedProductId);
  const pick = chosen ?? best;
  return { product: pick.product, chosenByOwner: chosen !== undefined, reasons: pick.reasons, allowed };
}

/** Whether the owner may choose `productId` for the pet (create, PATCH, get_or_create_diet). */
export const checkSelectedFormula: SelectedProductCheck = async (db, pet, productId) => {
  const product = await findProductById(db, productId);
  if (!product) return { key: animalMessageKeys.unknownProduct };
  const nutrition = await nutritionOf(db, pet, todayIsoDate());
  const allowed = await allowedFormulas(db, nutrition.suggestion);
  return allowed.some((entry) => entry.product.id === productId) ? null : { key: animalMessageKeys.unsuitableProduct };
};

// ─── Meal plan ───────────────────────────────────────────────────────────────────────────────

export interface PetMealPlan {
  formula: FormulaChoice;
  plan: MealPlanResult;
  /** Digest of everything the plan was computed from. */
  inputsHash: string;
}

export async function mealPlanOf(db: Database, pet: AnimalRow, today: string): Promise<PetMealPlan> {
  const nutrition = await nutritionOf(db, pet, today);
  const formula = await formulaOf(db, pet, nutrition);
  const kcalPerKg = formula.product.kcalPerKg;
  if (kcalPerKg === null) throw new Error(`Formula ${formula.product.id} has no kcal per kg`);
  const plan = mealPlanFor(nutrition.profile, { kcalPerKg }, today);
  // The age in months, not the date: the plan changes when the pet moves into another month of
  // age, not every day.
  const { dateOfBirth: _dateOfBirth, ...profile } = nutrition.profile;
  const inputsHash = createHash('sha256')
    .update(
      JSON.stringify({
        version: plan.explanation.version,
        profile,
        ageMonths: nutrition.suggestion.ageMonths,
        formula: { id: formula.product.id, kcalPerKg },
      }),
    )
    .digest('hex');
  return { formula, plan, inputsHash };
}

/** The interval of the customer's recurring delivery, else the default (4 weeks). */
export async function intervalWeeksOf(db: Database, customerId: string): Promise<number> {
  return (await findRecurringDeliveryOf(db, customerId))?.intervalWeeks ?? defaultIntervalWeeks;
}

function sacsOf(packing: DeliveryPacking) {
  return packing.sacs.map((sac) => ({ size_grams: sac.sizeGrams, amount: sac.count }));
}

export interface PricedPlan {
  packing: DeliveryPacking;
  vatRate: number;
  price: PlanPrice;
}

/**
 * What `gramsPerDay` of `formula` costs per delivery every `intervalWeeks` weeks: packed into
 * sacs (packaging rule), priced sac by sac with the VAT of `country` (as a box is priced).
 */
export function pricedPlan(formula: ProductRow, gramsPerDay: number, intervalWeeks: number, country: DeliveryCountry): PricedPlan {
  const packing = sacsForDelivery(gramsPerDay, intervalWeeks);
  const vatRate = vatRateOf(country, formula.vatCategory as VatCategory);
  const price = pricePlanPerDelivery({
    gramsPerDelivery: packing.totalGrams,
    pricePerKgExclVatCents: formula.priceExclVatCents,
    vatRateBasisPoints: vatRate,
    days: intervalWeeks * 7,
    sacs: packing.sacs,
  });
  return { packing, vatRate, price };
}

export interface StoredDiet {
  diet: AnimalDietRow;
  meal: PetMealPlan;
  /** A new plan was stored (the pet, its formula or its age in months changed). */
  created: boolean;
}

/** The pet's stored meal plan, recomputed and stored again when anything it rests on changed. */
export async function ensureDiet(db: Database, pet: AnimalRow, today: string): Promise<StoredDiet> {
  const meal = await mealPlanOf(db, pet, today);
  const stored = await findAnimalDiet(db, pet.id);
  if (stored && stored.inputsHash === meal.inputsHash) return { diet: stored, meal, created: false };
  const diet = await saveAnimalDiet(db, {
    animalId: pet.id,
    productId: meal.formula.product.id,
    kcalPerDay: meal.plan.kcalPerDay,
    gramsPerDay: meal.plan.gramsPerDay,
    explanation: meal.plan.explanation as unknown as Record<string, unknown>,
    inputsHash: meal.inputsHash,
  });
  return { diet, meal, created: true };
}

export interface DietContext {
  locale: Locale;
  country: DeliveryCountry;
  today: string;
}

/**
 * POST /animal/{id}/get_or_create_diet/: the pet's meal plan. With `product`, that formula
 * becomes the pet's selected_product first, if the pet may have it (400 otherwise).
 */
export async function getOrCreateDiet(
  deps: AnimalServiceDeps,
  customerId: string,
  pet: AnimalRow,
  productRef: string | number | undefined,
  context: DietContext,
): Promise<{ diet: AnimalDiet; created: boolean }> {
  let current = pet;
  if (productRef !== undefined) {
    const productId = typeof productRef === 'number' ? productRef : (idFromResourceUrl(productRef) ?? 0);
    const problem: MessageRef | null = await checkSelectedFormula(deps.db, pet, productId);
    if (problem) throw validationFailed({ product: [problem] });
    if (pet.selectedProductId !== productId) {
      current = (await updateAnimal(deps.db, customerId, pet.id, { selectedProductId: productId })) ?? pet;
    }
  }
  const { diet, meal, created } = await ensureDiet(deps.db, current, context.today);
  const intervalWeeks = await intervalWeeksOf(deps.db, customerId);
  const packing = sacsForDelivery(diet.gramsPerDay, intervalWeeks);
  return {
    created,
    diet: {
      animal: resourceUrl('animal', pet.id),
      selected_formula_product: toShopProduct(meal.formula.product, context.locale, context.country),
      chosen_by_owner: meal.formula.chosenByOwner,
      formula_reasons: meal.formula.reasons,
      compositions: meal.plan.compositions,
      kcal_per_day: diet.kcalPerDay,
      dry_food_kcal_per_day: meal.plan.dryFoodKcalPerDay,
      grams_per_day: diet.gramsPerDay,
      interval_weeks: intervalWeeks,
      sacs_per_delivery: sacsOf(packing),
      grams_per_delivery: packing.totalGrams,
      explanation: diet.explanation,
      updated_at: diet.updatedAt.toISOString(),
    },
  };
}

function figuresOf(meal: PetMealPlan, intervalWeeks: number, context: DietContext): DietFigures {
  const formula = meal.formula.product;
  const { packing, price } = pricedPlan(formula, meal.plan.gramsPerDay, intervalWeeks, context.country);
  return {
    formula: toShopProduct(formula, context.locale, context.country),
    chosen_by_owner: meal.formula.chosenByOwner,
    kcal_per_day: meal.plan.kcalPerDay,
    grams_per_day: meal.plan.gramsPerDay,
    sacs_per_delivery: sacsOf(packing),
    grams_per_delivery: packing.totalGrams,
    price_per_delivery: price.incl_vat,
    price_per_day: price.per_day_incl_vat,
  };
}

/**
 * POST /animal/{id}/diet_preview/: the dry run of a change. The plan of the pet as stored and
 * of the pet as `body` would leave it (checked as PATCH checks it), by the rules
 * get_or_create_diet stores plans by, priced as POST /pricings/ prices them; nothing is saved.
 */
export async function previewDiet(
  deps: AnimalServiceDeps,
  customerId: string,
  pet: AnimalRow,
  body: DietPreviewRequest,
  context: DietContext,
): Promise<DietPreview> {
  const draft = await draftAnimalChange(deps, pet, body ?? {});
  const intervalWeeks = await intervalWeeksOf(deps.db, customerId);
  const current = await mealPlanOf(deps.db, pet, context.today);
  const preview = await mealPlanOf(deps.db, draft.pet, context.today);
  return {
    animal: resourceUrl('animal', pet.id),
    country: context.country,
    interval_weeks: intervalWeeks,
    current: figuresOf(current, intervalWeeks, context),
    preview: figuresOf(preview, intervalWeeks, context),
  };
}

/** GET /animal/{id}/selected_product/. */
export async function selectedProductOf(db: Database, pet: AnimalRow, context: DietContext): Promise<SelectedProduct> {
  const nutrition = await nutritionOf(db, pet, context.today);
  const formula = await formulaOf(db, pet, nutrition);
  return {
    animal: resourceUrl('animal', pet.id),
    product: toShopProduct(formula.product, context.locale, context.country),
    chosen_by_owner: formula.chosenByOwner,
    reasons: formula.reasons,
    suitable_products: formula.allowed.map((entry) => resourceUrl('product', entry.product.id)),
  };
}

/** GET /animal/{id}/food_percentage_information/: where the day's energy comes from. */
export async function foodPercentageInformationOf(db: Database, pet: AnimalRow, today: string): Promise<FoodPercentageInformation> {
  const { formula, plan } = await mealPlanOf(db, pet, today);
  const other = plan.explanation.other_food;
  return {
    animal: resourceUrl('animal', pet.id),
    selected_formula_product: resourceUrl('product', formula.product.id),
    compositions: plan.compositions,
    kcal: {
      per_day: plan.kcalPerDay,
      our_food: plan.dryFoodKcalPerDay,
      wet_food: other.wet_food.kcal,
      fresh_food: other.fresh_food.kcal,
      treats: other.treats.kcal,
    },
    grams_per_day: plan.gramsPerDay,
  };
}

// ─── Products ────────────────────────────────────────────────────────────────────────────────

/** GET /animal/{id}/products/: the shop's extras that suit the pet, best first. */
export async function productsFor(
  db: Database,
  pet: AnimalRow,
  window: { limit: number; offset: number },
  context: DietContext,
): Promise<{ count: number; results: ShopProduct[] }> {
  const nutrition = await nutritionOf(db, pet, context.today);
  const extras = await listProducts(db, { kind: 'extra', animalType: nutrition.suggestion.type });
  const ranked = suitableExtras(
    nutrition.suggestion,
    extras.map((row) => ({ id: row.id, position: row.position, suitability: readExtraSuitability(row.suitability) })),
    extras.length,
  );
  const byId = new Map(extras.map((row) => [row.id, row]));
  const page = ranked.slice(window.offset, window.offset + window.limit);
  return {
    count: ranked.length,
    results: page.flatMap((entry) => {
      const row = byId.get(entry.productId);
      return row ? [toShopProduct(row, context.locale, context.country)] : [];
    }),
  };
}

/** GET /animal/{id}/subscribed_products/: the pet's items of the recurring delivery. */
export async function subscribedProductsOf(
  db: Database,
  customerId: string,
  pet: AnimalRow,
  window: { limit: number; offset: number },
  context: DietContext,
): Promise<{ count: number; results: SubscribedProduct[] }> {
  const page = await subscribedItemsOf(db, customerId, pet.id, window);
  return {
    count: page.count,
    results: page.rows.map((item) => ({
      id: item.id,
      url: resourceUrl('recurringdeliveryitem', item.id),
      product: toShopProduct(item.product, context.locale, context.country),
      amount: item.amount,
      skipped: item.skipped,
    })),
  };
}
