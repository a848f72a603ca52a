import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { recommendations, surveyAnswers, surveyCategories, surveyQuestions, surveys } from './schema.ts';
import { recommendationSeeds, surveyCategorySeeds, surveySeeds, type RecommendationSeed } from './survey-content.ts';

/** Rows are shown in the order of the content file; gaps leave room for a row put in by hand. */
const positionOf = (index: number) => (index + 1) * 10;

/** What the `action` column holds for a recommendation's kind (the contract's action, sku for products). */
export function recommendationActionOf(seed: RecommendationSeed): Record<string, unknown> {
  switch (seed.kind) {
    case 'reminder':
      return { ...seed.reminder };
    case 'product':
      return { sku: seed.sku };
    case 'meal_plan':
      return { changes: { ...seed.changes } };
    case 'info':
    case 'vet_visit':
      return {};
  }
}

function idsByKey(rows: { id: number; key: string }[]): (key: string) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Survey seed: ${key} was not written`);
    return id;
  };
}

/**
 * Writes the pet-discover content of `survey-content.ts`, idempotently: every row is upserted by
 * its key, so ids never move and a second run leaves every row as it was. A survey the content no
 * longer lists becomes inactive (customers' submissions point at it); questions, answers and
 * recommendations it no longer lists are deleted (nothing but ids inside submissions points at
 * them, and a submission shows the recommendations that still exist). Categories are kept: one
 * without an active survey is simply not listed.
 */
export async function seedSurveys(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(surveyCategories)
      .values(surveyCategorySeeds.map((seed, index) => ({ key: seed.key, names: { ...seed.names }, position: positionOf(index) })))
      .onConflictDoUpdate({
        target: surveyCategories.key,
        set: { names: sql`excluded.names`, position: sql`excluded.position` },
      })
      .returning({ id: surveyCategories.id, key: surveyCategories.key });
    const categoryId = idsByKey(categoryRows);

    const recommendationRows = await tx
      .insert(recommendations)
      .values(
        recommendationSeeds.map((seed) => ({
          key: seed.key,
          kind: seed.kind,
          titles: { ...seed.titles },
          bodies: { ...seed.bodies },
          action: recommendationActionOf(seed),
          source: seed.source,
          sourceUrl: seed.sourceUrl,
          priority: seed.priority,
        })),
      )
      .onConflictDoUpdate({
        target: recommendations.key,
        set: {
          kind: sql`excluded.kind`,
          titles: sql`excluded.titles`,
          bodies: sql`excluded.bodies`,
          action: sql`excluded.action`,
          source: sql`excluded.source`,
          sourceUrl: sql`excluded.source_url`,
          priority: sql`excluded.priority`,
        },
      })
      .returning({ id: recommendations.id, key: recommendations.key });
    const recommendationId = idsByKey(recommendationRows);

    // Position within the category: surveys are listed by category, then position.
    const surveyRows = await tx
      .insert(surveys)
      .values(
        surveySeeds.map((seed) => ({
          key: seed.key,
          categoryId: categoryId(seed.category),
          animalTypes: [...seed.animalTypes],
          names: { ...seed.names },
          descriptions: { ...seed.descriptions },
          position: positionOf(surveySeeds.filter((other) => other.category === seed.category).indexOf(seed)),
          active: true,
        })),
      )
      .onConflictDoUpdate({
        target: surveys.key,
        set: {
          categoryId: sql`excluded.category_id`,
          animalTypes: sql`excluded.animal_types`,
          names: sql`excluded.names`,
          descriptions: sql`excluded.descriptions`,
          position: sql`excluded.position`,
          active: sql`excluded.active`,
        },
      })
      .returning({ id: surveys.id, key: surveys.key });
    const surveyId = idsByKey(surveyRows);
    await tx
      .update(surveys)
      .set({ active: false })
      .where(
        notInArray(
          surveys.key,
          surveySeeds.map((seed) => seed.key),
        ),
      );

    const questionSeeds = surveySeeds.flatMap((survey) => survey.questions.map((question, index) => ({ survey, question, index })));
    const questionRows = await tx
      .insert(surveyQuestions)
      .values(
        questionSeeds.map(({ survey, question, index }) => ({
          key: question.key,
          surveyId: surveyId(survey.key),
          texts: { ...question.texts },
          kind: question.kind,
          position: positionOf(index),
        })),
      )
      .onConflictDoUpdate({
        target: surveyQuestions.key,
        set: {
          surveyId: sql`excluded.survey_id`,
          texts: sql`excluded.texts`,
          kind: sql`excluded.kind`,
          position: sql`excluded.position`,
        },
      })
      .returning({ id: surveyQuestions.id, key: surveyQuestions.key });
    const questionId = idsByKey(questionRows);

    const answerSeeds = questionSeeds.flatMap(({ question }) =>
      question.answers.map((answer, index) => ({ question, answer, index, key: `${question.key}.${answer.key}` })),
    );
    await tx
      .insert(surveyAnswers)
      .values(
        answerSeeds.map(({ question, answer, index, key }) => ({
          key,
          questionId: questionId(question.key),
          texts: { ...answer.texts },
          position: positionOf(index),
          recommendationIds: answer.recommendations.map(recommendationId),
        })),
      )
      .onConflictDoUpdate({
        target: surveyAnswers.key,
        set: {
          questionId: sql`excluded.question_id`,
          texts: sql`excluded.texts`,
          position: sql`excluded.position`,
          recommendationIds: sql`excluded.recommendation_ids`,
        },
      });

    // What the content dropped, within the surveys it still has (an inactive survey keeps its
    // questions, so that its old submissions still read whole).
    const seededSurveyIds = surveyRows.map((row) => row.id);
    await tx.delete(surveyAnswers).where(
      and(
        inArray(
          surveyAnswers.questionId,
          tx.select({ id: surveyQuestions.id }).from(surveyQuestions).where(inArray(surveyQuestions.surveyId, seededSurveyIds)),
        ),
        notInArray(
          surveyAnswers.key,
          answerSeeds.map((seed) => seed.key),
        ),
      ),
    );
    await tx.delete(surveyQuestions).where(
      and(
        inArray(surveyQuestions.surveyId, seededSurveyIds),
        notInArray(
          surveyQuestions.key,
          questionSeeds.map((seed) => seed.question.key),
        ),
      ),
    );
    await tx.delete(recommendations).where(
      notInArray(
        recommendations.key,
        recommendationSeeds.map((seed) => seed.key),
      ),
    );
  });
}
