import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { pageWithCount, type ListWindow } from './page-with-count.ts';
import { animals, products, recommendations, surveyAnswers, surveyCategories, surveyQuestions, surveySubmissions, surveys } from './schema.ts';
import type { Page } from './reference-data-queries.ts';

export type SurveyCategoryRow = typeof surveyCategories.$inferSelect;
export type SurveyRow = typeof surveys.$inferSelect & { questionCount: number };
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect & { surveyId: number };
export type RecommendationRow = typeof recommendations.$inferSelect;
export type SurveySubmissionRow = typeof surveySubmissions.$inferSelect;
export type RecommendedProductRow = Pick<typeof products.$inferSelect, 'id' | 'sku' | 'animalType' | 'suitability' | 'active'>;

export interface SurveyFilter {
  categoryId?: number | undefined;
  /** Surveys for this species (and those for both). */
  animalType?: 'dog' | 'cat' | undefined;
}

export interface SurveyQuestionFilter {
  surveyId?: number | undefined;
}

export interface SurveyAnswerFilter {
  questionId?: number | undefined;
  surveyId?: number | undefined;
}

export interface SurveySubmissionFilter {
  animalId?: number | undefined;
  surveyId?: number | undefined;
}

// Only what belongs to an active survey is content a customer sees: a survey the content file
// dropped stays in the database (submissions point at it) but out of every list.
const activeSurvey = eq(surveys.active, true);

const questionCount = sql<number>`(select count(*) from ${surveyQuestions} where ${surveyQuestions.surveyId} = ${surveys.id})`.mapWith(Number);

async function page<Row>(window: ListWindow, rows: () => Promise<Row[]>, counted: () => Promise<{ count: number }[]>): Promise<Page<Row>> {
  return pageWithCount(window, rows, async () => (await counted())[0]?.count ?? 0);
}

// ─── Categories ───────────────────────────────────────────────────────────────────────────────

// A category without an active survey would be an empty heading on the page.
const categoryInUse = sql`exists (select 1 from ${surveys} where ${surveys.categoryId} = ${surveyCategories.id} and ${surveys.active})`;

/** Categories that have an active survey, by position. */
export async function listSurveyCategories(db: Database, window: ListWindow): Promise<Page<SurveyCategoryRow>> {
  return page(
    window,
    () =>
      db
        .select()
        .from(surveyCategories)
        .where(categoryInUse)
        .orderBy(asc(surveyCategories.position), asc(surveyCategories.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ count: count() }).from(surveyCategories).where(categoryInUse),
  );
}

export async function findSurveyCategory(db: Database, id: number): Promise<SurveyCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(surveyCategories)
    .where(and(eq(surveyCategories.id, id), categoryInUse));
  return row;
}

// ─── Surveys ──────────────────────────────────────────────────────────────────────────────────

function surveyWhere(filter: SurveyFilter): SQL | undefined {
  return and(
    activeSurvey,
    ...(filter.categoryId === undefined ? [] : [eq(surveys.categoryId, filter.categoryId)]),
    ...(filter.animalType === undefined ? [] : [sql`${surveys.animalTypes} @> ${JSON.stringify([filter.animalType])}::jsonb`]),
  );
}

/** Active surveys, by their category's position, then their own. */
export async function listSurveys(db: Database, filter: SurveyFilter, window: ListWindow): Promise<Page<SurveyRow>> {
  const where = surveyWhere(filter);
  return page(
    window,
    async () =>
      (
        await db
          .select({ survey: surveys, questionCount })
          .from(surveys)
          .innerJoin(surveyCategories, eq(surveyCategories.id, surveys.categoryId))
          .where(where)
          .orderBy(asc(surveyCategories.position), asc(surveyCategories.id), asc(surveys.position), asc(surveys.id))
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => ({ ...row.survey, questionCount: row.questionCount })),
    () => db.select({ count: count() }).from(surveys).where(where),
  );
}

/** A survey, active or not (a submission tells the two apart). */
export async function findSurvey(db: Database, id: number): Promise<SurveyRow | undefined> {
  const [row] = await db.select({ survey: surveys, questionCount }).from(surveys).where(eq(surveys.id, id));
  return row && { ...row.survey, questionCount: row.questionCount };
}

// ─── Questions ────────────────────────────────────────────────────────────────────────────────

function questionWhere(filter: SurveyQuestionFilter & { id?: number }): SQL | undefined {
  return and(
    activeSurvey,
    ...(filter.surveyId === undefined ? [] : [eq(surveyQuestions.surveyId, filter.surveyId)]),
    ...(filter.id === undefined ? [] : [eq(surveyQuestions.id, filter.id)]),
  );
}

/** Questions of active surveys, in the order of the surveys, then their position. */
export async function listSurveyQuestions(db: Database, filter: SurveyQuestionFilter, window: ListWindow): Promise<Page<SurveyQuestionRow>> {
  const where = questionWhere(filter);
  return page(
    window,
    async () =>
      (
        await db
          .select({ question: surveyQuestions })
          .from(surveyQuestions)
          .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
          .innerJoin(surveyCategories, eq(surveyCategories.id, surveys.categoryId))
          .where(where)
          .orderBy(
            asc(surveyCategories.position),
            asc(surveyCategories.id),
            asc(surveys.position),
            asc(surveys.id),
            asc(surveyQuestions.position),
            asc(surveyQuestions.id),
          )
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => row.question),
    () => db.select({ count: count() }).from(surveyQuestions).innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId)).where(where),
  );
}

/** A question of an active survey. */
export async function findSurveyQuestion(db: Database, id: number): Promise<SurveyQuestionRow | undefined> {
  const [row] = await db
    .select({ question: surveyQuestions })
    .from(surveyQuestions)
    .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
    .where(questionWhere({ id }));
  return row?.question;
}

/** Every question of a survey, by position: what a submission must answer. */
export async function questionsOfSurvey(db: Database, surveyId: number): Promise<SurveyQuestionRow[]> {
  return db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────

const answerColumns = { answer: surveyAnswers, surveyId: surveyQuestions.surveyId };

function answerWhere(filter: SurveyAnswerFilter & { id?: number }): SQL | undefined {
  return and(
    activeSurvey,
    ...(filter.questionId === undefined ? [] : [eq(surveyAnswers.questionId, filter.questionId)]),
    ...(filter.surveyId === undefined ? [] : [eq(surveyQuestions.surveyId, filter.surveyId)]),
    ...(filter.id === undefined ? [] : [eq(surveyAnswers.id, filter.id)]),
  );
}

/** Answers of active surveys, in the order of the surveys and questions, then their position. */
export async function listSurveyAnswers(db: Database, filter: SurveyAnswerFilter, window: ListWindow): Promise<Page<SurveyAnswerRow>> {
  const where = answerWhere(filter);
  return page(
    window,
    async () =>
      (
        await db
          .select(answerColumns)
          .from(surveyAnswers)
          .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
          .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
          .innerJoin(surveyCategories, eq(surveyCategories.id, surveys.categoryId))
          .where(where)
          .orderBy(
            asc(surveyCategories.position),
            asc(surveyCategories.id),
            asc(surveys.position),
            asc(surveys.id),
            asc(surveyQuestions.position),
            asc(surveyQuestions.id),
            asc(surveyAnswers.position),
            asc(surveyAnswers.id),
          )
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => ({ ...row.answer, surveyId: row.surveyId })),
    () =>
      db
        .select({ count: count() })
        .from(surveyAnswers)
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
        .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
        .where(where),
  );
}

/** An answer of an active survey. */
export async function findSurveyAnswer(db: Database, id: number): Promise<SurveyAnswerRow | undefined> {
  const [row] = await db
    .select(answerColumns)
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
    .where(answerWhere({ id }));
  return row && { ...row.answer, surveyId: row.surveyId };
}

/** The answers with these ids, whatever their survey (the submission checks that). */
export async function findSurveyAnswersByIds(db: Database, ids: readonly number[]): Promise<SurveyAnswerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(answerColumns)
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
    .where(inArray(surveyAnswers.id, [...ids]));
  return rows.map((row) => ({ ...row.answer, surveyId: row.surveyId }));
}

// ─── Recommendations ──────────────────────────────────────────────────────────────────────────

/** Every recommendation, by priority. */
export async function listRecommendations(db: Database, window: ListWindow): Promise<Page<RecommendationRow>> {
  return page(
    window,
    () => db.select().from(recommendations).orderBy(asc(recommendations.priority), asc(recommendations.id)).limit(window.limit).offset(window.offset),
    () => db.select({ count: count() }).from(recommendations),
  );
}

export async function findRecommendation(db: Database, id: number): Promise<RecommendationRow | undefined> {
  const [row] = await db.select().from(recommendations).where(eq(recommendations.id, id));
  return row;
}

/** The recommendations with these ids that still exist, by priority. */
export async function findRecommendationsByIds(db: Database, ids: readonly number[]): Promise<RecommendationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(recommendations)
    .where(inArray(recommendations.id, [...ids]))
    .orderBy(asc(recommendations.priority), asc(recommendations.id));
}

/** The catalogue's products with these skus: a product recommendation names its sku. */
export async function findRecommendedProducts(db: Database, skus: readonly string[]): Promise<RecommendedProductRow[]> {
  if (skus.length === 0) return [];
  return db
    .select({ id: products.id, sku: products.sku, animalType: products.animalType, suitability: products.suitability, active: products.active })
    .from(products)
    .where(inArray(products.sku, [...skus]));
}

// ─── Submissions ──────────────────────────────────────────────────────────────────────────────

export interface NewSurveySubmission {
  customerId: string;
  animalId: number;
  surveyId: number;
  answerIds: number[];
  recommendationIds: number[];
}

export async function insertSurveySubmission(db: Database, values: NewSurveySubmission): Promise<SurveySubmissionRow> {
  const [row] = await db.insert(surveySubmissions).values(values).returning();
  if (!row) throw new Error('The survey submission was not stored');
  return row;
}

// A deleted pet's submissions go with it, as its other records do.
function submissionWhere(customerId: string, filter: SurveySubmissionFilter & { id?: number }): SQL | undefined {
  return and(
    eq(surveySubmissions.customerId, customerId),
    isNull(animals.deletedAt),
    ...(filter.animalId === undefined ? [] : [eq(surveySubmissions.animalId, filter.animalId)]),
    ...(filter.surveyId === undefined ? [] : [eq(surveySubmissions.surveyId, filter.surveyId)]),
    ...(filter.id === undefined ? [] : [eq(surveySubmissions.id, filter.id)]),
  );
}

/** The customer's submissions, newest first. */
export async function listSurveySubmissions(
  db: Database,
  customerId: string,
  filter: SurveySubmissionFilter,
  window: ListWindow,
): Promise<Page<SurveySubmissionRow>> {
  const where = submissionWhere(customerId, filter);
  return page(
    window,
    async () =>
      (
        await db
          .select({ submission: surveySubmissions })
          .from(surveySubmissions)
          .innerJoin(animals, eq(animals.id, surveySubmissions.animalId))
          .where(where)
          .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id))
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => row.submission),
    () => db.select({ count: count() }).from(surveySubmissions).innerJoin(animals, eq(animals.id, surveySubmissions.animalId)).where(where),
  );
}

export async function findSurveySubmission(db: Database, customerId: string, id: number): Promise<SurveySubmissionRow | undefined> {
  const [row] = await db
    .select({ submission: surveySubmissions })
    .from(surveySubmissions)
    .innerJoin(animals, eq(animals.id, surveySubmissions.animalId))
    .where(submissionWhere(customerId, { id }));
  return row?.submission;
}
