import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { breeds, products, type TranslatedText } from './schema.ts';

export type BreedRow = typeof breeds.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** The languages catalogue texts are kept in; `en` is always present. */
export type CatalogueLanguage = 'en' | 'nl' | 'fr' | 'de';

export interface Page<T> {
  count: number;
  rows: T[];
}

/** A translated text in `language`, else in English. */
export function textIn(text: TranslatedText, language: CatalogueLanguage): string {
  return text[language] ?? text.en;
}

// ─── Breeds ─────────────────────────────────────────────────────────────────────────────────

export interface BreedListQuery {
  type?: 'dog' | 'cat';
  /** Part of the name in `language`; case, accents and apostrophe style are ignored. */
  search?: string;
  /** The language the list is sorted and searched in; English when absent. */
  language?: CatalogueLanguage;
  limit: number;
  offset: number;
}

/**
 * Breeds by name in the request's language. The table is small (a few hundred rows) and its
 * order must follow the language's alphabet ("Ägyptische Mau" next to "Abessinier", "Épagneul"
 * among the Es), which the database's collation does not promise on every installation (PGlite
 * sorts bytes): so the rows of the type are read and sorted with Intl.Collator here.
 */
export async function listBreeds(db: Database, query: BreedListQuery): Promise<Page<BreedRow>> {
  const rows = await db
    .select()
    .from(breeds)
    .where(query.type ? eq(breeds.type, query.type) : undefined);
  const language = query.language ?? 'en';
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const needle = query.search ? folded(query.search) : '';
  const matching = rows
    .map((row) => ({ row, name: textIn(row.names, language) }))
    .filter(({ name }) => needle === '' || folded(name).includes(needle))
    .sort((a, b) => collator.compare(a.name, b.name) || a.row.id - b.row.id);
  return {
    count: matching.length,
    rows: matching.slice(query.offset, query.offset + query.limit).map(({ row }) => row),
  };
}

export async function findBreedById(db: Database, id: number): Promise<BreedRow | undefined> {
  const [row] = await db.select().from(breeds).where(eq(breeds.id, id));
  return row;
}

export async function findBreedsByIds(db: Database, ids: readonly number[]): Promise<BreedRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(breeds)
    .where(inArray(breeds.id, [...ids]))
    .orderBy(asc(breeds.id));
}

// Lower case, without accents, with one kind of apostrophe: "Malamute de l’Alaska" is found
// by "l'alaska", "Schäferhund" by "schaferhund".
function folded(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .trim();
}

// ─── Products ───────────────────────────────────────────────────────────────────────────────

export interface ProductFilter {
  kind?: 'formula' | 'extra';
  /** A dog or a cat: its own products and those for both. */
  animalType?: 'dog' | 'cat';
  /** Only the products the shop offers (default true). */
  activeOnly?: boolean;
}

function productConditions(filter: ProductFilter): SQL | undefined {
  return and(
    filter.activeOnly === false ? undefined : eq(products.active, true),
    filter.kind ? eq(products.kind, filter.kind) : undefined,
    filter.animalType ? inArray(products.animalType, [filter.animalType, 'both']) : undefined,
  );
}

/** Products in catalogue order (position, then id). */
export async function listProducts(db: Database, filter: ProductFilter = {}): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(productConditions(filter))
    .orderBy(asc(products.position), asc(products.id));
}

/** One page of `listProducts`. */
export async function pageProducts(
  db: Database,
  filter: ProductFilter,
  window: { limit: number; offset: number },
): Promise<Page<ProductRow>> {
  const where = productConditions(filter);
  const [count, rows] = await Promise.all([
    db.$count(products, where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.position), asc(products.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count, rows };
}

/** A product whether or not the shop still offers it (deliveries keep pointing at old ones). */
export async function findProductById(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function findProductsByIds(db: Database, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.position), asc(products.id));
}

export async function findProductBySku(db: Database, sku: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  return row;
}
