import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, countryLanguages, languages } from '@brokkie/db/schema';
import { prepareDatabase, seedReferenceData } from '@brokkie/db/seed';
import { createBareTestDatabase, createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

async function snapshot() {
  const { db } = database.handle;
  return {
    languages: await db.select().from(languages).orderBy(languages.id),
    countries: await db.select().from(countries).orderBy(countries.id),
    countryLanguages: await db
      .select()
      .from(countryLanguages)
      .orderBy(countryLanguages.countryId, countryLanguages.position),
  };
}

describe('seedReferenceData', () => {
  it('has seeded nine languages, four countries and their language lists', async () => {
    const data = await snapshot();
    expect(data.languages.map((language) => language.isoCode)).toEqual(['nl', 'it', 'es', 'en', 'de', 'fr-BE', 'nl-BE', 'da', 'fr']);
    expect(data.countries.map((country) => country.shortName)).toEqual(['BE', 'NL', 'FR', 'DE']);
    expect(data.countryLanguages).toHaveLength(9);
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    await seedReferenceData(database.handle.db);
    await seedReferenceData(database.handle.db);
    expect(await snapshot()).toEqual(before);
  });

  it('puts edited reference data back, keeping ids', async () => {
    const before = await snapshot();
    await database.handle.db.update(countries).set({ name: 'Edited', shippingDays: 9 });
    await database.handle.db.delete(countryLanguages);
    await seedReferenceData(database.handle.db);
    expect(await snapshot()).toEqual(before);
  });
});

describe('prepareDatabase', () => {
  it('lets processes that start together migrate and seed in turn', async () => {
    const fresh = await createBareTestDatabase();
    try {
      const [first, second] = fresh.handles;
      await Promise.all([prepareDatabase(first!), prepareDatabase(second!)]);
      expect(await first!.db.$count(countries)).toBe(4);
      expect(await second!.db.$count(languages)).toBe(9);
    } finally {
      await fresh.dispose();
    }
  });
});
