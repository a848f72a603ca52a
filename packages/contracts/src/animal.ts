import { z } from 'zod';
import { birthDateKeys, validateIsoBirthDate } from '@brokkie/domain/birth-date';
import { todayIsoDate } from '@brokkie/domain/dates';
import { minimumWeightKg } from '@brokkie/domain/feeding-science';
import {
  activityLevels,
  animalStatuses,
  animalTypes,
  bodyConditions,
  complaintKinds,
  sexes,
  sizeClasses,
  type AnimalType,
} from '@brokkie/domain/pet-profile';
import { conditionalQuestions } from '@brokkie/domain/pet-answers';
import { addValidationIssue, validationKeys, type ValidationIssue } from '@brokkie/domain/validation-rules';
import { deliveryCountries } from '@brokkie/domain/vat';
import { shopProduct } from './catalogue.ts';
import { paginated, paginationQuery } from './pagination.ts';

/**
 * Pets (§3 "Animal", §4 "Animal delivery status", §7 "Animal"): the wire object, the bodies of
 * the writes and the message keys of their field errors. docs/pets.md describes the endpoints.
 */

/** Stop kinds: how an animal became `stopped` (§4). A pause comes back by unpause; a stop keeps a reason. */
export const stopKinds = ['paused', 'stopped'] as const;
export type StopKind = (typeof stopKinds)[number];

/** A pet older than this is a typing error, not a pet. */
export const maxAnimalAgeYears = 30;
export const maxAnimalWeightKg = 120;
/** Grams of wet food in one portion; larger values are typing errors (a kilo instead of grams). */
export const maxWetFoodGramsPerPortion = 2000;
/** Wet-food portions per week: at most three a day. */
export const maxWetPortionsPerWeek = 21;
export const maxAnimalNameLength = 100;
export const maxStopReasonLength = 500;
/** `GET /animal/{id}/products/`: page size and its maximum (§9: animal products page 12). */
export const animalProductsLimit = 12;

/** Message keys of the pet's own errors (`api` namespace). */
export const animalMessageKeys = {
  birthDateTooOld: 'api.animal.birth_date_too_old',
  weightRange: 'api.animal.weight_range',
  indoorCatsOnly: 'api.animal.indoor_cats_only',
  treatsNotForCats: 'api.animal.treats_not_for_cats',
  percentagesTooHigh: 'api.animal.percentages_too_high',
  nurturingNotApplicable: 'api.animal.nurturing_not_applicable',
  unknownBreed: 'api.animal.unknown_breed',
  breedOfOtherType: 'api.animal.breed_of_other_type',
  unknownProduct: 'api.animal.unknown_product',
  unsuitableProduct: 'api.animal.unsuitable_product',
  unknownAnimals: 'api.animal.unknown_animals',
  alreadyStopped: 'api.animal.already_stopped',
  alreadyActive: 'api.animal.already_active',
  notActive: 'api.animal.not_active',
  imageRequired: 'api.animal.image_required',
  imageInvalid: 'api.animal.image_invalid',
  imageBmpUnsupported: 'api.animal.image_bmp_unsupported',
  imageMediaType: 'api.animal.image_media_type',
  imageTooLarge: 'api.animal.image_too_large',
  imageExtension: 'api.animal.image_extension',
} as const;

/** Code of a status change that §4 does not allow (409), e.g. pausing a stopped pet. */
export const invalidTransitionCode = 'invalid_transition';

const breedUrlPattern = /^\/breeds\/\d+\/$/;
const productUrlPattern = /^\/product\/\d+\/$/;

/** The animal's id in /animal/{id}/. */
export const animalIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Numeric id of the animal'),
});
export type AnimalIdParams = z.infer<typeof animalIdParams>;

// ─── The wire object ──────────────────────────────────────────────────────────────────────────

export const animal = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /animal/{id}/'),
    name: z.string(),
    type: z.enum(animalTypes),
    sex: z.enum(sexes),
    dateOfBirth: z.string().describe('YYYY-MM-DD (entered as DD-MM-YYYY, §5)'),
    exact_birthdate: z.boolean().describe('false: the age is an estimate'),
    breed_1: z.string().nullable().describe('url of a breed, /breeds/{id}/, or null'),
    breed_2: z.string().nullable().describe('Second breed of a mixed breed, or null'),
    size: z.enum(sizeClasses).nullable(),
    sterilised: z.boolean(),
    nurturing: z.boolean().describe('Pregnant or nursing'),
    indoor: z.boolean().nullable().describe('Cats only; null for dogs'),
    activity: z.enum(activityLevels),
    amount_wet_food: z.number().int().describe('Grams of wet food per portion'),
    portions_wet: z.number().int().describe('Wet-food portions per week'),
    complaints: z.array(z.enum(complaintKinds)),
    condition: z.enum(bodyConditions),
    percentage_fresh_food: z.number().int().describe('Share of the daily energy from fresh food, 0–100'),
    percentage_treats: z.number().int().describe('Share of the daily energy from treats (not for cats), 0–100'),
    weight: z.number().describe('Body weight in kg'),
    status: z.enum(animalStatuses),
    stop_kind: z.enum(stopKinds).nullable().describe('How a stopped animal was stopped: paused or stopped'),
    stop_reason: z.string().nullable().describe('The reason given with stop'),
    image: z.string().nullable().describe('url of the photo (relative to the API base unless absolute), or null'),
    selected_product: z.string().nullable().describe('url of the chosen dry formula, /product/{id}/, or null'),
  })
  .meta({ id: 'Animal' });
export type Animal = z.infer<typeof animal>;

export const animalList = paginated(animal).meta({ id: 'AnimalList' });

export const animalListQuery = paginationQuery.extend({
  all: z.enum(['true', 'false']).optional().describe('true: stopped animals too (default: active ones only)'),
});
export type AnimalListQuery = z.infer<typeof animalListQuery>;

// ─── Cross-field rules ────────────────────────────────────────────────────────────────────────

/** What the rules across fields look at; a create body, or a stored pet with a PATCH applied. */
export interface AnimalProfileFacts {
  type: AnimalType;
  sex?: 'male' | 'female' | undefined;
  sterilised?: boolean | undefined;
  nurturing?: boolean | undefined;
  indoor?: boolean | null | undefined;
  percentage_treats?: number | undefined;
  percentage_fresh_food?: number | undefined;
}

/**
 * Rules that involve more than one field, per field: indoor is a cats-only question (and
 * required for cats, the energy need depends on it); cats get no treats share; fresh food and
 * treats together are at most the whole day.
 */
export function animalProfileIssues(facts: AnimalProfileFacts): Record<string, ValidationIssue[]> {
  const issues: Record<string, ValidationIssue[]> = {};
  const add = (field: string, issue: ValidationIssue) => (issues[field] ??= []).push(issue);
  const indoorGiven = facts.indoor !== undefined && facts.indoor !== null;
  if (facts.type === 'dog' && indoorGiven) add('indoor', { key: animalMessageKeys.indoorCatsOnly });
  if (facts.type === 'cat' && !indoorGiven) add('indoor', { key: validationKeys.required });
  const treats = facts.percentage_treats ?? 0;
  if (facts.type === 'cat' && treats !== 0) add('percentage_treats', { key: animalMessageKeys.treatsNotForCats });
  if (treats + (facts.percentage_fresh_food ?? 0) > 100) {
    add('percentage_fresh_food', { key: animalMessageKeys.percentagesTooHigh });
  }
  // Pregnant or nursing is a question for a female that is not sterilised, the questionnaire's own rule.
  if (facts.nurturing === true && !conditionalQuestions({ sex: facts.sex, sterilised: facts.sterilised }).nurturing) {
    add('nurturing', { key: animalMessageKeys.nurturingNotApplicable });
  }
  return issues;
}

/** The earliest birth date accepted today: `maxAnimalAgeYears` years ago (29 February → 1 March). */
export function earliestBirthDate(today: string = todayIsoDate()): string {
  const [year = '0', month = '01', day = '01'] = today.split('-');
  const earliest = `${String(Number(year) - maxAnimalAgeYears).padStart(4, '0')}-${month}-${day}`;
  return month === '02' && day === '29' ? earliest.replace(/-02-29$/, '-03-01') : earliest;
}

/** YYYY-MM-DD, an existing day, not in the future (Brussels), at most `maxAnimalAgeYears` ago. */
const dateOfBirth = z
  .string()
  .superRefine((value, ctx) => {
    const problem = validateIsoBirthDate(value);
    if (problem) {
      // The API is sent YYYY-MM-DD: the form's "enter DD-MM-YYYY" message would mislead here.
      addValidationIssue(ctx, problem.key === birthDateKeys.format ? { key: 'api.validation.date' } : problem);
      return;
    }
    if (value < earliestBirthDate()) {
      addValidationIssue(ctx, { key: animalMessageKeys.birthDateTooOld, params: { count: maxAnimalAgeYears } });
    }
  })
  // The calendar rules of the birth-date form (an existing day), in the API's YYYY-MM-DD.
  .meta({ format: 'date' })
  .describe(`YYYY-MM-DD; not in the future, at most ${maxAnimalAgeYears} years ago`);

const link = (pattern: RegExp, message: string, description: string) =>
  z.string().regex(pattern, { message }).nullable().describe(description);

const percentage = z.number().int().min(0).max(100);

const weightRange = { min: minimumWeightKg, max: maxAnimalWeightKg };
// Below the feeding engine's minimum no ration means anything: a smaller number is a typing error.
// The weight check-ins of the pet passport take the same rule.
export const animalWeightKg = z
  .number()
  .refine((kg) => kg >= minimumWeightKg && kg <= maxAnimalWeightKg, {
    message: animalMessageKeys.weightRange,
    params: weightRange,
  })
  .describe(`Body weight in kg, from ${minimumWeightKg} to ${maxAnimalWeightKg}`);

// The writable fields, each as a create body takes it (required ones without a default).
const writable = {
  name: z.string().trim().min(1, { message: validationKeys.required }).max(maxAnimalNameLength),
  type: z.enum(animalTypes),
  sex: z.enum(sexes),
  dateOfBirth,
  exact_birthdate: z.boolean(),
  breed_1: link(breedUrlPattern, animalMessageKeys.unknownBreed, 'url of a breed (/breeds/{id}/), or null'),
  breed_2: link(breedUrlPattern, animalMessageKeys.unknownBreed, 'second breed of a mixed breed, or null'),
  size: z.enum(sizeClasses).nullable(),
  sterilised: z.boolean(),
  nurturing: z.boolean(),
  indoor: z.boolean().nullable().describe('Cats only (required for cats); absent or null for dogs'),
  activity: z.enum(activityLevels),
  amount_wet_food: z.number().int().min(0).max(maxWetFoodGramsPerPortion).describe('Grams per portion'),
  portions_wet: z.number().int().min(0).max(maxWetPortionsPerWeek).describe('Portions per week'),
  complaints: z
    .array(z.enum(complaintKinds))
    .max(complaintKinds.length)
    .transform((list) => [...new Set(list)]),
  condition: z.enum(bodyConditions),
  percentage_fresh_food: percentage,
  percentage_treats: percentage.describe('Dogs only; 0 or absent for cats'),
  weight: animalWeightKg,
  selected_product: link(productUrlPattern, animalMessageKeys.unknownProduct, 'url of a dry formula (/product/{id}/), or null'),
};

// Read-only fields a client may send back as it read them; they are ignored (as for customers).
const readOnly = {
  id: z.unknown().optional().describe('Read-only, ignored'),
  url: z.unknown().optional().describe('Read-only, ignored'),
  status: z.unknown().optional().describe('Read-only, ignored: use pause/, stop/, activate/, unpause/'),
  stop_kind: z.unknown().optional().describe('Read-only, ignored'),
  stop_reason: z.unknown().optional().describe('Read-only, ignored'),
  image: z.unknown().optional().describe('Read-only, ignored: use PUT /animal/{id}/image/'),
};

/** POST /animal/ body. Unlisted optional fields take their defaults (percentages 0, activity moderate, …). */
export const animalCreate = z
  .strictObject({
    name: writable.name,
    type: writable.type,
    sex: writable.sex,
    dateOfBirth: writable.dateOfBirth,
    weight: writable.weight,
    exact_birthdate: writable.exact_birthdate.default(true),
    breed_1: writable.breed_1.default(null),
    breed_2: writable.breed_2.default(null),
    size: writable.size.default(null),
    sterilised: writable.sterilised.default(false),
    nurturing: writable.nurturing.default(false),
    indoor: writable.indoor.optional(),
    activity: writable.activity.default('moderate'),
    amount_wet_food: writable.amount_wet_food.default(0),
    portions_wet: writable.portions_wet.default(0),
    complaints: writable.complaints.default([]),
    condition: writable.condition.default('ideal'),
    percentage_fresh_food: writable.percentage_fresh_food.default(0),
    percentage_treats: writable.percentage_treats.default(0),
    selected_product: writable.selected_product.default(null),
    ...readOnly,
  })
  .superRefine((body, ctx) => {
    for (const [field, issues] of Object.entries(animalProfileIssues(body))) {
      for (const issue of issues) addValidationIssue(ctx, issue, [field]);
    }
  })
  .meta({ id: 'AnimalCreate' });
export type AnimalCreate = z.infer<typeof animalCreate>;

/**
 * PATCH /animal/{id}/ body: every field optional. The cross-field rules apply to the pet as it
 * would be after the change (the service checks them, it knows the stored values).
 */
export const animalUpdate = z
  .strictObject({
    name: writable.name.optional(),
    type: writable.type.optional(),
    sex: writable.sex.optional(),
    dateOfBirth: writable.dateOfBirth.optional(),
    weight: writable.weight.optional(),
    exact_birthdate: writable.exact_birthdate.optional(),
    breed_1: writable.breed_1.optional(),
    breed_2: writable.breed_2.optional(),
    size: writable.size.optional(),
    sterilised: writable.sterilised.optional(),
    nurturing: writable.nurturing.optional(),
    indoor: writable.indoor.optional(),
    activity: writable.activity.optional(),
    amount_wet_food: writable.amount_wet_food.optional(),
    portions_wet: writable.portions_wet.optional(),
    complaints: writable.complaints.optional(),
    condition: writable.condition.optional(),
    percentage_fresh_food: writable.percentage_fresh_food.optional(),
    percentage_treats: writable.percentage_treats.optional(),
    selected_product: writable.selected_product.optional(),
    ...readOnly,
  })
  .meta({ id: 'AnimalUpdate' });
export type AnimalUpdate = z.infer<typeof animalUpdate>;

// ─── Status (§4) ──────────────────────────────────────────────────────────────────────────────

/** POST /animal/{id}/stop/ body. */
export const animalStopBody = z
  .strictObject({
    reason: z.string().trim().min(1).max(maxStopReasonLength).describe('Why the pet stops (kept with the pet)'),
  })
  .meta({ id: 'AnimalStop' });
export type AnimalStopBody = z.infer<typeof animalStopBody>;

/** Body of pause/ and activate/: nothing, or an empty object. */
export const animalEmptyBody = z.strictObject({}).nullish();

const idList = /^\s*\d+\s*(,\s*\d+\s*)*$/;

/** POST /animal/unpause/ body: `animal_ids` is a comma list ('3,5', §7); a JSON list of ids is accepted too. */
export const animalUnpauseBody = z
  .strictObject({
    animal_ids: z
      .union([
        z.string().regex(idList, { message: validationKeys.invalid }),
        z.array(z.number().int().min(1)).min(1),
      ])
      .transform((value) =>
        [...new Set(typeof value === 'string' ? value.split(',').map((id) => Number(id.trim())) : value)],
      )
      .describe('Comma-separated animal ids, e.g. "3,5"'),
  })
  .meta({ id: 'AnimalUnpause' });
export type AnimalUnpauseBody = z.infer<typeof animalUnpauseBody>;

export const animalUnpauseResult = z.array(animal).meta({ id: 'AnimalUnpauseResult' });

/** POST /animal/stop_all/ answer: the pets it stopped (active or paused ones; already stopped ones are left as they are). */
export const animalStopAllResult = z.array(animal).meta({ id: 'AnimalStopAllResult' });

// ─── Meal plan and products of a pet ─────────────────────────────────────────────────────────

/** Delivery country of the prices shown; the customer's default delivery address wins over it. */
const priceCountry = z
  .enum(deliveryCountries)
  .optional()
  .describe("Delivery country for prices when the customer has no default delivery address; else BE");

/** Query of the pet's product and meal-plan reads. */
export const animalPriceQuery = z.object({ country: priceCountry });
export type AnimalPriceQuery = z.infer<typeof animalPriceQuery>;

/** `GET /animal/{id}/products/`: at most 12 a page (§9). */
export const animalProductsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(animalProductsLimit)
    .optional()
    .describe(`Page size, 1–${animalProductsLimit}; default ${animalProductsLimit}`),
  offset: z.coerce.number().int().min(0).optional().describe('Number of items to skip; default 0'),
  country: priceCountry,
});
export type AnimalProductsQuery = z.infer<typeof animalProductsQuery>;

export const animalProductList = paginated(shopProduct).meta({ id: 'AnimalProductList' });

export const subscribedProduct = z
  .object({
    id: z.number().int().describe('Id of the recurring delivery item'),
    url: z.string().describe('Hyperlink, shape /recurringdeliveryitem/{id}/'),
    product: shopProduct,
    amount: z.number().int().describe('Sacs (formula) or units (extra) per delivery'),
    skipped: z.boolean().describe('Left out of the next delivery once'),
  })
  .meta({ id: 'SubscribedProduct' });
export type SubscribedProduct = z.infer<typeof subscribedProduct>;

export const subscribedProductList = paginated(subscribedProduct).meta({ id: 'SubscribedProductList' });

export const selectedProduct = z
  .object({
    animal: z.string().describe('url of the animal'),
    product: shopProduct.describe('The dry formula of its meal plan'),
    chosen_by_owner: z
      .boolean()
      .describe("true: the owner's choice (selected_product); false: the suggestion, as the owner chose none that still suits"),
    reasons: z.array(z.string()).describe('Why the formula suits: life_stage_adult, addresses_allergies, condition_overweight, sterilised, fallback'),
    suitable_products: z.array(z.string()).describe('urls of every formula this pet may have, best first'),
  })
  .meta({ id: 'AnimalSelectedProduct' });
export type SelectedProduct = z.infer<typeof selectedProduct>;

export const foodCompositions = z
  .object({
    our_food: z.number().int(),
    wet_food: z.number().int(),
    fresh_food: z.number().int(),
    treats: z.number().int(),
  })
  .describe('Whole percentages of the daily energy, summing to 100')
  .meta({ id: 'FoodCompositions' });

export const foodPercentageInformation = z
  .object({
    animal: z.string().describe('url of the animal'),
    selected_formula_product: z.string().describe('url of the dry formula'),
    compositions: foodCompositions,
    kcal: z
      .object({
        per_day: z.number().int().describe('The whole daily need'),
        our_food: z.number().int().describe('Of it, from the dry formula'),
        wet_food: z.number().int(),
        fresh_food: z.number().int(),
        treats: z.number().int(),
      })
      .describe('Kilocalories a day, by source'),
    grams_per_day: z.number().int().describe('Of the dry formula'),
  })
  .meta({ id: 'FoodPercentageInformation' });
export type FoodPercentageInformation = z.infer<typeof foodPercentageInformation>;

/** POST /animal/{id}/get_or_create_diet/ body: optionally another suitable formula to feed. */
export const dietRequest = z
  .strictObject({
    product: z
      .union([z.string().regex(productUrlPattern, { message: animalMessageKeys.unknownProduct }), z.number().int().min(1).max(2_147_483_647)])
      .optional()
      .describe('A dry formula (/product/{id}/ or its id) this pet may have; it becomes its selected_product'),
  })
  .nullish()
  .meta({ id: 'DietRequest' });
export type DietRequest = z.infer<typeof dietRequest>;

export const sacsPerDelivery = z
  .object({
    size_grams: z.number().int(),
    amount: z.number().int(),
  })
  .meta({ id: 'DietSacs' });

/** The meal plan (§3: selected_formula_product with url; compositions) with the numbers behind it. */
export const animalDiet = z
  .object({
    animal: z.string().describe('url of the animal'),
    selected_formula_product: shopProduct,
    chosen_by_owner: z.boolean(),
    formula_reasons: z.array(z.string()).describe('Why the formula suits (see selected_product/)'),
    compositions: foodCompositions,
    kcal_per_day: z.number().int().describe('The whole daily need, before other food is taken off'),
    dry_food_kcal_per_day: z.number().int().describe('What the dry formula provides'),
    grams_per_day: z.number().int().describe('Of the dry formula, in steps of 5 g'),
    interval_weeks: z.number().int().describe("Weeks between deliveries: the recurring delivery's, else 4"),
    sacs_per_delivery: z.array(sacsPerDelivery).describe('The sacs one delivery brings, largest first'),
    grams_per_delivery: z.number().int(),
    explanation: z
      .record(z.string(), z.unknown())
      .describe('Machine-readable "why this amount": the factors used (docs/feeding-science.md)'),
    updated_at: z.string().describe('When this plan was computed (ISO 8601)'),
  })
  .meta({ id: 'AnimalDiet' });
export type AnimalDiet = z.infer<typeof animalDiet>;

/**
 * POST /animal/{id}/diet_preview/ body: the pet's fields that its meal plan rests on, changed as
 * a PATCH would change them, and/or another formula (`selected_product`). Nothing is saved: the
 * answer is the plan the pet would then get. The same field rules as PATCH apply.
 */
export const dietPreviewRequest = animalUpdate
  .pick({
    dateOfBirth: true,
    weight: true,
    breed_1: true,
    breed_2: true,
    size: true,
    sterilised: true,
    nurturing: true,
    indoor: true,
    activity: true,
    amount_wet_food: true,
    portions_wet: true,
    complaints: true,
    condition: true,
    percentage_fresh_food: true,
    percentage_treats: true,
    selected_product: true,
  })
  .nullish()
  .meta({ id: 'DietPreviewRequest' });
export type DietPreviewRequest = z.infer<typeof dietPreviewRequest>;

/** A meal plan's figures for one delivery interval, priced in the delivery country (incl. VAT). */
export const dietFigures = z
  .object({
    formula: shopProduct,
    chosen_by_owner: z.boolean().describe("true: the owner's choice; false: the suggestion"),
    kcal_per_day: z.number().int().describe('The whole daily need, before other food is taken off'),
    grams_per_day: z.number().int().describe('Of the dry formula, in steps of 5 g'),
    sacs_per_delivery: z.array(sacsPerDelivery).describe('The sacs one delivery brings, largest first'),
    grams_per_delivery: z.number().int(),
    price_per_delivery: z.number().int().describe('Cents incl. VAT, as POST /pricings/ prices it'),
    price_per_day: z.number().int().describe('Cents incl. VAT'),
  })
  .meta({ id: 'DietFigures' });
export type DietFigures = z.infer<typeof dietFigures>;

/** The dry run of a change: the plan of the pet as it is stored (`current`) and with the change (`preview`). */
export const dietPreview = z
  .object({
    animal: z.string().describe('url of the animal'),
    country: z.enum(deliveryCountries).describe('Delivery country of the prices'),
    interval_weeks: z.number().int().describe("Weeks between deliveries: the recurring delivery's, else 4"),
    current: dietFigures,
    preview: dietFigures,
  })
  .meta({ id: 'DietPreview' });
export type DietPreview = z.infer<typeof dietPreview>;
