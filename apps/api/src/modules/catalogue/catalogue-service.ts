import type { Database } from '@brokkie/db/client';
import {
  findBreedById,
  findProductById,
  listBreeds,
  pageProducts,
  textIn,
  type BreedRow,
  type CatalogueLanguage,
  type ProductRow,
} from '@brokkie/db/catalogue-queries';
import type { TranslatedText } from '@brokkie/db/schema';
import type { Breed, ProductDetails, ProductSuitability, ShopProduct } from '@brokkie/contracts/catalogue';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import {
  productAnimalTypes,
  productCategories,
  productKinds,
  readExtraSuitability,
  readFormulaSuitability,
} from '@brokkie/domain/formula-suggestion';
import type { Locale } from '@brokkie/domain/locales';
import { animalTypes, sizeClasses } from '@brokkie/domain/pet-profile';
import { addVat, vatCategories, vatRateOf, type DeliveryCountry } from '@brokkie/domain/vat';
import type { PageWindow } from '../../lib/pagination.ts';

/** Prices are shown for Belgium unless the client names another delivery country. */
export const defaultPriceCountry: DeliveryCountry = 'BE';

/** The language of catalogue texts for a locale: nl-be reads nl, fr-be reads fr. */
export function catalogueLanguageOf(locale: Locale): CatalogueLanguage {
  switch (locale) {
    case 'nl-be':
    case 'nl':
      return 'nl';
    case 'fr-be':
    case 'fr':
      return 'fr';
    case 'de':
      return 'de';
    case 'en':
      return 'en';
  }
}

// ─── Breeds ─────────────────────────────────────────────────────────────────────────────────

export function toBreed(row: BreedRow, locale: Locale): Breed {
  return {
    id: row.id,
    url: resourceUrl('breeds', row.id),
    name: textIn(row.names, catalogueLanguageOf(locale)),
    type: oneOf(row.type, animalTypes, 'breed type'),
    size: oneOf(row.size, sizeClasses, 'breed size', true),
    adult_weight_min_kg: row.adultWeightMinKg,
    adult_weight_max_kg: row.adultWeightMaxKg,
  };
}

export async function breedPage(
  db: Database,
  query: { type?: 'dog' | 'cat'; search?: string },
  window: PageWindow,
  locale: Locale,
): Promise<{ count: number; results: Breed[] }> {
  const page = await listBreeds(db, {
    type: query.type,
    search: query.search,
    language: catalogueLanguageOf(locale),
    ...window,
  });
  return { count: page.count, results: page.rows.map((row) => toBreed(row, locale)) };
}

export async function breedById(db: Database, id: number, locale: Locale): Promise<Breed | undefined> {
  const row = await findBreedById(db, id);
  return row && toBreed(row, locale);
}

// ─── Products ───────────────────────────────────────────────────────────────────────────────

/**
 * A product as the shop shows it: texts in the locale's language, the price excluding VAT as
 * stored, the VAT rate of the delivery country for the product's VAT category, and the shop
 * price including that VAT (rounded to the cent). Formulas are priced per kg, extras per unit.
 */
export function toShopProduct(row: ProductRow, locale: Locale, country: DeliveryCountry): ShopProduct {
  const language = catalogueLanguageOf(locale);
  const kind = oneOf(row.kind, productKinds, 'product kind');
  const vatRate = vatRateOf(country, oneOf(row.vatCategory, vatCategories, 'VAT category'));
  const suitability = toSuitability(row);
  return {
    id: row.id,
    url: resourceUrl('product', row.id),
    sku: row.sku,
    kind,
    category: oneOf(row.category, productCategories, 'product category'),
    animal_type: oneOf(row.animalType, productAnimalTypes, 'product animal type'),
    name: textIn(row.names, language),
    description: textIn(row.descriptions, language),
    kcal_per_kg: row.kcalPerKg,
    unit_weight_grams: row.unitWeightGrams,
    price_unit: kind === 'formula' ? 'kg' : 'unit',
    price_excl_vat: row.priceExclVatCents,
    vat_rate: vatRate,
    shop_price: addVat(row.priceExclVatCents, vatRate),
    details: toDetails(row.details, language),
    ...(suitability ? { suitability } : {}),
  };
}

export async function productPage(
  db: Database,
  query: { kind?: 'formula' | 'extra'; animal_type?: 'dog' | 'cat'; country?: DeliveryCountry },
  window: PageWindow,
  locale: Locale,
): Promise<{ count: number; results: ShopProduct[] }> {
  const page = await pageProducts(db, { kind: query.kind, animalType: query.animal_type }, window);
  const country = query.country ?? defaultPriceCountry;
  return { count: page.count, results: page.rows.map((row) => toShopProduct(row, locale, country)) };
}

export async function productById(
  db: Database,
  id: number,
  locale: Locale,
  country: DeliveryCountry = defaultPriceCountry,
): Promise<ShopProduct | undefined> {
  const row = await findProductById(db, id);
  return row && toShopProduct(row, locale, country);
}

// The stored details keep every text in all languages; the wire carries the request's one.
function toDetails(details: Record<string, unknown>, language: CatalogueLanguage): ProductDetails {
  const result: ProductDetails = {};
  const constituents = details.analytical_constituents;
  if (isRecord(constituents)) result.analytical_constituents = constituents as ProductDetails['analytical_constituents'];
  for (const key of ['ingredients', 'additives', 'contents'] as const) {
    const value = details[key];
    if (isRecord(value) && typeof value.en === 'string') result[key] = textIn(value as TranslatedText, language);
  }
  return result;
}

// A product without (valid) rules, such as one added by hand, is still shown and sold; it is
// only never suggested. So its suitability is left out rather than failing the request.
function toSuitability(row: ProductRow): ProductSuitability | undefined {
  try {
    return row.kind === 'formula' ? readFormulaSuitability(row.suitability) : readExtraSuitability(row.suitability);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The database's check constraints hold these to their lists; a value outside them is a bug.
function oneOf<const T extends string>(value: string, allowed: readonly T[], what: string): T;
function oneOf<const T extends string>(value: string | null, allowed: readonly T[], what: string, nullable: true): T | null;
function oneOf<const T extends string>(value: string | null, allowed: readonly T[], what: string, nullable = false): T | null {
  if (value === null && nullable) return null;
  if (value !== null && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected ${what}: ${value}`);
}
