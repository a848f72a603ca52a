import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalUpdate } from '@brokkie/contracts/animal';
import { mealPlanAction, reminderAction } from '@brokkie/contracts/survey';
import { productSeeds } from '@brokkie/db/catalogue-data';
import { recommendations, surveyAnswers, surveyCategories, surveyQuestions, surveys } from '@brokkie/db/schema';
import { recommendationSeeds, surveyCategorySeeds, surveySeeds, type SurveyText } from '@brokkie/db/survey-content';
import { seedSurveys } from '@brokkie/db/survey-seed';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

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
    categories: await db.select().from(surveyCategories).orderBy(surveyCategories.id),
    surveys: await db.select().from(surveys).orderBy(surveys.id),
    questions: await db.select().from(surveyQuestions).orderBy(surveyQuestions.id),
    answers: await db.select().from(surveyAnswers).orderBy(surveyAnswers.id),
    recommendations: await db.select().from(recommendations).orderBy(recommendations.id),
  };
}

const languages = ['en', 'nl', 'fr', 'de'] as const;

/** Every text of the content, with where it is. */
function everyText(): { where: string; text: SurveyText }[] {
  return [
    ...surveyCategorySeeds.map((seed) => ({ where: `category ${seed.key}`, text: seed.names })),
    ...recommendationSeeds.flatMap((seed) => [
      { where: `recommendation ${seed.key} title`, text: seed.titles },
      { where: `recommendation ${seed.key} body`, text: seed.bodies },
    ]),
    ...surveySeeds.flatMap((survey) => [
      { where: `survey ${survey.key} name`, text: survey.names },
      { where: `survey ${survey.key} description`, text: survey.descriptions },
      ...survey.questions.flatMap((question) => [
        { where: `question ${question.key}`, text: question.texts },
        ...question.answers.map((answer) => ({ where: `answer ${question.key}.${answer.key}`, text: answer.texts })),
      ]),
    ]),
  ];
}

describe('survey content', () => {
  it('has the breadth issue 13 asks for: categories, surveys for dogs, cats and both, questions and answers', () => {
    expect(surveyCategorySeeds.length).toBeGreaterThanOrEqual(4);
    expect(surveySeeds.length).toBeGreaterThanOrEqual(7);
    expect(new Set(surveySeeds.map((survey) => survey.category)).size).toBeGreaterThanOrEqual(4);
    const species = surveySeeds.map((survey) => [...survey.animalTypes].sort().join('+'));
    expect(new Set(species)).toEqual(new Set(['dog', 'cat', 'cat+dog']));
    for (const survey of surveySeeds) {
      expect(survey.questions.length, survey.key).toBeGreaterThanOrEqual(3);
      expect(survey.questions.length, survey.key).toBeLessThanOrEqual(6);
      for (const question of survey.questions) {
        expect(question.answers.length, question.key).toBeGreaterThanOrEqual(2);
        expect(question.answers.length, question.key).toBeLessThanOrEqual(5);
      }
    }
    expect(recommendationSeeds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(recommendationSeeds.map((seed) => seed.kind))).toEqual(new Set(['info', 'reminder', 'vet_visit', 'product', 'meal_plan']));
  });

  it('has every text in the four languages, none empty, none left in English', () => {
    for (const { where, text } of everyText()) {
      for (const language of languages) expect(text[language]?.trim(), `${where} (${language})`).toBeTruthy();
      // A translation forgotten is usually the English copied; short words (e.g. "Digestion") may match.
      if (text.en.length > 12) {
        for (const language of ['nl', 'de'] as const) expect(text[language], `${where} (${language})`).not.toBe(text.en);
      }
    }
  });

  it('has unique keys, every category and recommendation used and every reference resolvable', () => {
    const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    unique(surveyCategorySeeds.map((seed) => seed.key));
    unique(surveySeeds.map((seed) => seed.key));
    unique(surveySeeds.flatMap((survey) => survey.questions.map((question) => question.key)));
    unique(recommendationSeeds.map((seed) => seed.key));
    for (const question of surveySeeds.flatMap((survey) => survey.questions)) unique(question.answers.map((answer) => answer.key));

    const categoryKeys = new Set(surveyCategorySeeds.map((seed) => seed.key));
    for (const survey of surveySeeds) expect(categoryKeys.has(survey.category), survey.key).toBe(true);
    expect(new Set(surveySeeds.map((survey) => survey.category))).toEqual(categoryKeys);

    const recommendationKeys = new Set(recommendationSeeds.map((seed) => seed.key));
    const linked = new Set(
      surveySeeds.flatMap((survey) => survey.questions.flatMap((question) => question.answers.flatMap((answer) => answer.recommendations))),
    );
    for (const key of linked) expect(recommendationKeys.has(key), key).toBe(true);
    expect(linked).toEqual(recommendationKeys);
  });

  it('gives every recommendation a source, with an https address when it has one', () => {
    for (const seed of recommendationSeeds) {
      expect(seed.source.trim().length, seed.key).toBeGreaterThan(10);
      if (seed.sourceUrl !== null) expect(seed.sourceUrl, seed.key).toMatch(/^https:\/\/[^\s]+$/);
    }
  });

  it('names only products of the catalogue, and only valid reminders and meal-plan changes', () => {
    const skus = new Set(productSeeds.map((product) => product.sku));
    for (const seed of recommendationSeeds) {
      if (seed.kind === 'product') expect(skus.has(seed.sku), `${seed.key}: ${seed.sku}`).toBe(true);
      if (seed.kind === 'reminder') expect(reminderAction.safeParse(seed.reminder).success, seed.key).toBe(true);
      if (seed.kind === 'meal_plan') {
        expect(mealPlanAction.safeParse({ changes: seed.changes }).success, seed.key).toBe(true);
        expect(Object.keys(seed.changes).length, seed.key).toBeGreaterThan(0);
        // The change is a PATCH /animal/{id}/ body as it stands (and so a diet_preview body).
        expect(animalUpdate.safeParse(seed.changes).success, seed.key).toBe(true);
      }
    }
  });
});

describe('seedSurveys', () => {
  it('has seeded the content, answers pointing at their recommendations', async () => {
    const data = await snapshot();
    expect(data.surveys.filter((row) => row.active).map((row) => row.key)).toEqual(surveySeeds.map((seed) => seed.key));
    expect(data.recommendations).toHaveLength(recommendationSeeds.length);
    const recommendationKey = new Map(data.recommendations.map((row) => [row.id, row.key]));
    const answer = data.answers.find((row) => row.key === 'dog_weight_ribs.none');
    expect(answer?.recommendationIds.map((id) => recommendationKey.get(id)).sort()).toEqual(['meal_obese', 'reminder_weight_check']);
    const product = data.recommendations.find((row) => row.key === 'product_joint_chews');
    expect(product?.action).toEqual({ sku: 'BRK-X-DOG-SUPPLEMENT-JOINTS' });
    const reminder = data.recommendations.find((row) => row.key === 'reminder_deworm_quarterly');
    expect(reminder?.action).toEqual({ reminder_kind: 'deworming', repeat: 'monthly', interval: 3 });
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    await seedSurveys(database.handle.db);
    await seedSurveys(database.handle.db);
    expect(await snapshot()).toEqual(before);
  });

  it('puts edited content back, keeping ids; an unknown survey becomes inactive, unknown questions and answers go', async () => {
    const { db } = database.handle;
    const before = await snapshot();
    await db.update(recommendations).set({ priority: 999, titles: { en: 'Edited' } });
    await db.update(surveys).set({ active: false }).where(eq(surveys.key, 'dental'));
    const [extra] = await db
      .insert(surveys)
      .values({ key: 'retired_survey', categoryId: before.categories[0]!.id, animalTypes: ['dog'], names: { en: 'Old' }, descriptions: { en: 'Old' } })
      .returning();
    const [dental] = before.surveys.filter((row) => row.key === 'dental');
    await db.insert(surveyQuestions).values({ key: 'dental_retired_question', surveyId: dental!.id, texts: { en: 'Old?' } });
    await seedSurveys(db);
    const after = await snapshot();
    expect(after.surveys.find((row) => row.key === 'retired_survey')).toMatchObject({ id: extra!.id, active: false });
    expect({ ...after, surveys: after.surveys.filter((row) => row.key !== 'retired_survey') }).toEqual(before);
  });
});
