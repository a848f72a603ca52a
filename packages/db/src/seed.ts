import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';
import { countryLanguages, countries, languages } from './schema.ts';
import { countrySeeds, languageSeeds } from './reference-data.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { seedCoupons } from './coupon-seed.ts';
import { seedFeedbackQuestions } from './feedback-seed.ts';
import { seedSurveys } from './survey-seed.ts';

/**
 * Writes the reference data of `reference-data.ts`, idempotently: rows are upserted by their
 * natural key (language iso_code, country short_name), so ids never change and a second run
 * leaves every row as it was. A country's language list is made to equal the seed exactly.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const languageRows = await tx
      .insert(languages)
      .values(languageSeeds.map((seed) => ({ ...seed })))
      .onConflictDoUpdate({
        target: languages.isoCode,
        set: {
          name: sql`excluded.name`,
          wordpressSlug: sql`excluded.wordpress_slug`,
          zendeskLink: sql`excluded.zendesk_link`,
        },
      })
      .returning({ id: languages.id, isoCode: languages.isoCode });
    const languageIds = new Map(languageRows.map((row) => [row.isoCode, row.id]));
    const languageId = (isoCode: string): number => {
      const id = languageIds.get(isoCode);
      if (id === undefined) throw new Error(`Seed: country language ${isoCode} is not a seeded language`);
      return id;
    };

    const countryRows = await tx
      .insert(countries)
      .values(
        countrySeeds.map(({ languages: offered, ...seed }) => ({
          ...seed,
          defaultLanguageId: languageId(offered[0]),
        })),
      )
      .onConflictDoUpdate({
        target: countries.shortName,
        set: {
          name: sql`excluded.name`,
          defaultLanguageId: sql`excluded.default_language_id`,
          shippingDays: sql`excluded.shipping_days`,
          supportEmail: sql`excluded.support_email`,
          supportPhone: sql`excluded.support_phone`,
          telephoneCode: sql`excluded.telephone_code`,
          workingHoursStart: sql`excluded.working_hours_start`,
          workingHoursEnd: sql`excluded.working_hours_end`,
          frontendDomainName: sql`excluded.frontend_domain_name`,
          wordpressDomainName: sql`excluded.wordpress_domain_name`,
          facebookLink: sql`excluded.facebook_link`,
          instagramLink: sql`excluded.instagram_link`,
          tiktokLink: sql`excluded.tiktok_link`,
          youtubeLink: sql`excluded.youtube_link`,
        },
      })
      .returning({ id: countries.id, shortName: countries.shortName });
    const countryIds = new Map(countryRows.map((row) => [row.shortName, row.id]));

    for (const seed of countrySeeds) {
      const countryId = countryIds.get(seed.shortName);
      if (countryId === undefined) throw new Error(`Seed: country ${seed.shortName} was not written`);
      const offered = seed.languages.map(languageId);
      // Languages are never deleted (other tables will point at them); a country only stops
      // offering one that the seed no longer lists.
      await tx.delete(countryLanguages).where(and(eq(countryLanguages.countryId, countryId), notInArray(countryLanguages.languageId, offered)));
      await tx
        .insert(countryLanguages)
        .values(offered.map((id, position) => ({ countryId, languageId: id, position })))
        .onConflictDoUpdate({
          target: [countryLanguages.countryId, countryLanguages.languageId],
          set: { position: sql`excluded.position` },
        });
    }
  });
}

/**
 * What every process does at start: apply the committed migrations, then seed; one process at a
 * time, so that instances starting together against one PostgreSQL do not race.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(async () => {
    await handle.migrate();
    await seedReferenceData(handle.db);
    await seedCatalogue(handle.db);
    await seedCoupons(handle.db);
    await seedFeedbackQuestions(handle.db);
    // After the catalogue: product recommendations name its skus.
    await seedSurveys(handle.db);
  });
}
