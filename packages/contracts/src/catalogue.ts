import { z } from 'zod';
import {
  productAnimalTypes,
  productCategories,
  productKinds,
} from '@brokkie/domain/formula-suggestion';
import { animalTypes, bodyConditions, complaintKinds, lifeStages, sizeClasses } from '@brokkie/domain/pet-profile';
import { deliveryCountries } from '@brokkie/domain/vat';
import { paginated, paginationQuery } from './pagination.ts';

/**
 * Breeds (§3 "Breed": name, type, optional size) and the shop's products (§3 "shop product":
 * id, shop_price in cents). Texts are in the request's language (Accept-Language); prices for
 * the delivery country given by `?country=` (BE when absent).
 */

export const maxBreedSearchLength = 100;

// ─── Breeds ─────────────────────────────────────────────────────────────────────────────────

export const breed = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /breeds/{id}/'),
    name: z.string().describe('In the request’s language'),
    type: z.enum(animalTypes),
    size: z.enum(sizeClasses).nullable().describe('Dogs: size class by adult weight; cats: null'),
    adult_weight_min_kg: z.number().describe('Typical adult weight range, kg'),
    adult_weight_max_kg: z.number(),
  })
  .meta({ id: 'Breed' });
export type Breed = z.infer<typeof breed>;

export const breedList = paginated(breed).meta({ id: 'BreedList' });

/** `GET /breeds/`: ordered by name in the request's language. */
export const breedListQuery = paginationQuery.extend({
  type: z.enum(animalTypes).optional().describe('dog or cat'),
  search: z
    .string()
    .trim()
    .max(maxBreedSearchLength)
    .optional()
    .describe('Part of the name in the request’s language; case and accents are ignored'),
});
export type BreedListQuery = z.infer<typeof breedListQuery>;

// ─── Products ───────────────────────────────────────────────────────────────────────────────

const analyticalConstituents = z
  .object({
    protein: z.number(),
    fat: z.number(),
    fibre: z.number(),
    ash: z.number(),
    moisture: z.number(),
    calcium: z.number().optional(),
    phosphorus: z.number().optional(),
    omega3: z.number().optional(),
    omega6: z.number().optional(),
  })
  .describe('Percentages, as the label declares them');

export const productDetails = z
  .object({
    analytical_constituents: analyticalConstituents.optional(),
    ingredients: z.string().optional().describe('Composition, in the request’s language'),
    additives: z.string().optional().describe('Additive declaration, in the request’s language'),
    contents: z.string().optional().describe('What a kit contains, in the request’s language'),
  })
  .meta({ id: 'ProductDetails' });
export type ProductDetails = z.infer<typeof productDetails>;

export const productSuitability = z
  .object({
    animal_types: z.array(z.enum(animalTypes)),
    life_stages: z.array(z.enum(lifeStages)),
    addresses: z.array(z.enum(complaintKinds)).describe('Complaints the product helps with'),
    avoid_when: z.array(z.enum(complaintKinds)).optional().describe('Not for pets with these complaints'),
    body_conditions: z.array(z.enum(bodyConditions)).optional().describe('Formulas: only for these conditions'),
    requires_sterilised: z.boolean().optional().describe('Formulas: made for sterilised pets'),
    fallback: z.boolean().optional().describe('Formulas: suggested when no other formula suits'),
    size_classes: z.array(z.enum(sizeClasses)).optional().describe('Extras for dogs of these sizes'),
  })
  .meta({ id: 'ProductSuitability' });
export type ProductSuitability = z.infer<typeof productSuitability>;

export const shopProduct = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /product/{id}/'),
    sku: z.string(),
    kind: z.enum(productKinds).describe('formula: a dry food of the meal plan, priced per kg; extra: priced per unit'),
    category: z.enum(productCategories),
    animal_type: z.enum(productAnimalTypes),
    name: z.string(),
    description: z.string(),
    kcal_per_kg: z.number().int().nullable(),
    unit_weight_grams: z.number().int().nullable().describe('Net weight of one unit of an extra'),
    price_unit: z.enum(['kg', 'unit']).describe('What the prices are for'),
    price_excl_vat: z.number().int().describe('Cents, excluding VAT'),
    vat_rate: z.number().int().describe('Basis points for the delivery country (2100 = 21 %)'),
    shop_price: z.number().int().describe('Cents, including the VAT of the delivery country'),
    details: productDetails,
    suitability: productSuitability.optional(),
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProduct>;

export const shopProductList = paginated(shopProduct).meta({ id: 'ShopProductList' });

const countryQuery = z.enum(deliveryCountries).optional().describe('Delivery country of the prices; BE when absent');

/** `GET /product/`: the products the shop offers, in catalogue order. */
export const productListQuery = paginationQuery.extend({
  kind: z.enum(productKinds).optional(),
  animal_type: z.enum(animalTypes).optional().describe('A dog’s or cat’s products, including those for both'),
  country: countryQuery,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** `GET /product/{id}/`. */
export const productQuery = z.object({ country: countryQuery });
export type ProductQuery = z.infer<typeof productQuery>;
