import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { countryLanguages, countries, languages } from './schema.ts';

export type LanguageRow = typeof languages.$inferSelect;

export type CountryRow = typeof countries.$inferSelect & {
  defaultLanguage: Pick<LanguageRow, 'id' | 'isoCode'>;
  /** The offered languages in the spec's order (the default first). */
  languages: Pick<LanguageRow, 'id' | 'isoCode'>[];
};

export interface Page<T> {
  count: number;
  rows: T[];
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export async function listLanguages(db: Database, window: PageWindow): Promise<Page<LanguageRow>> {
  const [count, rows] = await Promise.all([
    db.$count(languages),
    db.select().from(languages).orderBy(asc(languages.id)).limit(window.limit).offset(window.offset),
  ]);
  return { count, rows };
}

export async function findLanguage(db: Database, id: number): Promise<LanguageRow | undefined> {
  const [row] = await db.select().from(languages).where(eq(languages.id, id));
  return row;
}

export async function listCountries(db: Database, window: PageWindow): Promise<Page<CountryRow>> {
  const [count, rows] = await Promise.all([
    db.$count(countries),
    db.select().from(countries).orderBy(asc(countries.id)).limit(window.limit).offset(window.offset),
  ]);
  return { count, rows: await withLanguages(db, rows) };
}

export async function findCountry(db: Database, id: number): Promise<CountryRow | undefined> {
  const rows = await db.select().from(countries).where(eq(countries.id, id));
  const [row] = await withLanguages(db, rows);
  return row;
}

// One query for the languages of a whole page instead of one per country.
async function withLanguages(db: Database, rows: (typeof countries.$inferSelect)[]): Promise<CountryRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ countryId: countryLanguages.countryId, id: languages.id, isoCode: languages.isoCode })
    .from(countryLanguages)
    .innerJoin(languages, eq(languages.id, countryLanguages.languageId))
    .where(
      inArray(
        countryLanguages.countryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(countryLanguages.countryId), asc(countryLanguages.position));
  const defaults = await db
    .select({ id: languages.id, isoCode: languages.isoCode })
    .from(languages)
    .where(
      inArray(
        languages.id,
        rows.map((row) => row.defaultLanguageId),
      ),
    );
  return rows.map((row) => {
    const defaultLanguage = defaults.find((language) => language.id === row.defaultLanguageId);
    if (!defaultLanguage) throw new Error(`Country ${row.id} points at a missing default language`);
    return {
      ...row,
      defaultLanguage,
      languages: links.filter((link) => link.countryId === row.id).map(({ id, isoCode }) => ({ id, isoCode })),
    };
  });
}
