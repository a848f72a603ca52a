import type { Database } from '@brokkie/db/client';
import { findAnimal, findAnimalsByIds, type AnimalRow } from '@brokkie/db/animal-queries';
import { textIn } from '@brokkie/db/catalogue-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import {
  findRecommendation,
  findRecommendationsByIds,
  findRecommendedProducts,
  findSurvey,
  findSurveyAnswer,
  findSurveyAnswersByIds,
  findSurveyCategory,
  findSurveyQuestion,
  findSurveySubmission,
  insertSurveySubmission,
  listRecommendations,
  listSurveyAnswers,
  listSurveyCategories,
  listSurveyQuestions,
  listSurveySubmissions,
  listSurveys,
  questionsOfSurvey,
  type RecommendationRow,
  type RecommendedProductRow,
  type SurveyAnswerRow,
  type SurveyCategoryRow,
  type SurveyQuestionRow,
  type SurveyRow,
  type SurveySubmissionRow,
} from '@brokkie/db/survey-queries';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import {
  mealPlanChanges,
  productAction,
  reminderAction,
  surveyMessageKeys,
  surveyQuestionKinds,
  surveyReferencedId,
  type Recommendation,
  type Survey,
  type SurveyAnswer,
  type SurveyAnswerListQuery,
  type SurveyCategory,
  type SurveyListQuery,
  type SurveyQuestion,
  type SurveyQuestionListQuery,
  type SurveySubmission,
  type SurveySubmissionListQuery,
  type SurveySubmissionRequest,
} from '@brokkie/contracts/survey';
import { readExtraSuitability } from '@brokkie/domain/formula-suggestion';
import { dogSizeClass } from '@brokkie/domain/feeding-science';
import type { Locale } from '@brokkie/domain/locales';
import { animalTypes, complaintKinds, type AnimalType, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { catalogueLanguageOf } from '../catalogue/catalogue-service.ts';

/**
 * Pet-discover surveys (§7 "Surveys", issue 13): the seeded content in the request's language,
 * and the customer's submissions, which turn a survey's answers for one pet into the
 * recommendations they lead to (by priority, each once, products only when they suit the pet).
 */

type Results<T> = Promise<{ count: number; results: T[] }>;

const isAnimalType = (value: string): value is AnimalType => (animalTypes as readonly string[]).includes(value);
const isComplaint = (value: string): value is ComplaintKind => (complaintKinds as readonly string[]).includes(value);

// ─── Content ──────────────────────────────────────────────────────────────────────────────────

export function toSurveyCategory(row: SurveyCategoryRow, locale: Locale): SurveyCategory {
  return {
    id: row.id,
    url: resourceUrl('surveycategories', row.id),
    key: row.key,
    name: textIn(row.names, catalogueLanguageOf(locale)),
    position: row.position,
  };
}

export function toSurvey(row: SurveyRow, locale: Locale): Survey {
  const language = catalogueLanguageOf(locale);
  return {
    id: row.id,
    url: resourceUrl('surveys', row.id),
    key: row.key,
    category: resourceUrl('surveycategories', row.categoryId),
    animal_types: row.animalTypes.filter(isAnimalType),
    name: textIn(row.names, language),
    description: textIn(row.descriptions, language),
    position: row.position,
    question_count: row.questionCount,
  };
}

export function toSurveyQuestion(row: SurveyQuestionRow, locale: Locale): SurveyQuestion {
  return {
    id: row.id,
    url: resourceUrl('surveyquestions', row.id),
    key: row.key,
    survey: resourceUrl('surveys', row.surveyId),
    text: textIn(row.texts, catalogueLanguageOf(locale)),
    kind: row.kind === 'multiple' ? 'multiple' : 'single',
    position: row.position,
  };
}

export function toSurveyAnswer(row: SurveyAnswerRow, locale: Locale): SurveyAnswer {
  return {
    id: row.id,
    url: resourceUrl('surveyanswers', row.id),
    key: row.key,
    question: resourceUrl('surveyquestions', row.questionId),
    text: textIn(row.texts, catalogueLanguageOf(locale)),
    position: row.position,
  };
}

export async function surveyCategoryPage(db: Database, window: PageWindow, locale: Locale): Results<SurveyCategory> {
  const page = await listSurveyCategories(db, window);
  return { count: page.count, results: page.rows.map((row) => toSurveyCategory(row, locale)) };
}

export async function surveyCategoryById(db: Database, id: number, locale: Locale): Promise<SurveyCategory> {
  const row = await findSurveyCategory(db, id);
  if (!row) throw notFound();
  return toSurveyCategory(row, locale);
}

export async function surveyPage(db: Database, query: SurveyListQuery, window: PageWindow, locale: Locale): Results<Survey> {
  const page = await listSurveys(db, { categoryId: query.category, animalType: query.animal_type }, window);
  return { count: page.count, results: page.rows.map((row) => toSurvey(row, locale)) };
}

export async function surveyById(db: Database, id: number, locale: Locale): Promise<Survey> {
  const row = await findSurvey(db, id);
  if (!row?.active) throw notFound();
  return toSurvey(row, locale);
}

export async function surveyQuestionPage(db: Database, query: SurveyQuestionListQuery, window: PageWindow, locale: Locale): Results<SurveyQuestion> {
  const page = await listSurveyQuestions(db, { surveyId: query.survey }, window);
  return { count: page.count, results: page.rows.map((row) => toSurveyQuestion(row, locale)) };
}

export async function surveyQuestionById(db: Database, id: number, locale: Locale): Promise<SurveyQuestion> {
  const row = await findSurveyQuestion(db, id);
  if (!row) throw notFound();
  return toSurveyQuestion(row, locale);
}

export async function surveyAnswerPage(db: Database, query: SurveyAnswerListQuery, window: PageWindow, locale: Locale): Results<SurveyAnswer> {
  const page = await listSurveyAnswers(db, { questionId: query.question, surveyId: query.survey }, window);
  return { count: page.count, results: page.rows.map((row) => toSurveyAnswer(row, locale)) };
}

export async function surveyAnswerById(db: Database, id: number, locale: Locale): Promise<SurveyAnswer> {
  const row = await findSurveyAnswer(db, id);
  if (!row) throw notFound();
  return toSurveyAnswer(row, locale);
}

// ─── Recommendations ──────────────────────────────────────────────────────────────────────────

type ProductsBySku = Map<string, RecommendedProductRow>;

async function productsOf(db: Database, rows: readonly RecommendationRow[]): Promise<ProductsBySku> {
  const skus = rows.flatMap((row) => (row.kind === 'product' && typeof row.action.sku === 'string' ? [row.action.sku] : []));
  return new Map((await findRecommendedProducts(db, skus)).map((product) => [product.sku, product]));
}

/**
 * The wire recommendation. The action column is read through the contract's schemas, so that a
 * row edited by hand into another shape fails loudly here rather than in a client. For a
 * submission (`animal` given) a meal-plan change's complaints include the pet's own, so that the
 * change is a PATCH body as it stands.
 */
export function toRecommendation(row: RecommendationRow, locale: Locale, products: ProductsBySku, animal?: Pick<AnimalRow, 'complaints'>): Recommendation {
  const language = catalogueLanguageOf(locale);
  const fields = {
    id: row.id,
    url: resourceUrl('recommendations', row.id),
    key: row.key,
    title: textIn(row.titles, language),
    body: textIn(row.bodies, language),
    source: row.source,
    source_url: row.sourceUrl,
    priority: row.priority,
  };
  switch (row.kind) {
    case 'reminder':
      return { ...fields, kind: 'reminder', action: reminderAction.parse(row.action) };
    case 'product': {
      const sku = String(row.action.sku);
      const product = products.get(sku);
      return { ...fields, kind: 'product', action: productAction.parse({ sku, product: product?.active ? resourceUrl('product', product.id) : null }) };
    }
    case 'meal_plan': {
      const changes = mealPlanChanges.parse((row.action as { changes?: unknown }).changes);
      if (animal && changes.complaints) {
        changes.complaints = [...new Set([...animal.complaints.filter(isComplaint), ...changes.complaints])];
      }
      return { ...fields, kind: 'meal_plan', action: { changes } };
    }
    case 'vet_visit':
      return { ...fields, kind: 'vet_visit', action: {} };
    default:
      return { ...fields, kind: 'info', action: {} };
  }
}

export async function recommendationPage(db: Database, window: PageWindow, locale: Locale): Results<Recommendation> {
  const page = await listRecommendations(db, window);
  const products = await productsOf(db, page.rows);
  return { count: page.count, results: page.rows.map((row) => toRecommendation(row, locale, products)) };
}

export async function recommendationById(db: Database, id: number, locale: Locale): Promise<Recommendation> {
  const row = await findRecommendation(db, id);
  if (!row) throw notFound();
  return toRecommendation(row, locale, await productsOf(db, [row]));
}

/**
 * Whether a product recommendation suits the pet: a product of its species (or for both) that
 * the shop still offers, of its size class for dogs when the product has one (the pet's size,
 * else the size its weight falls in). Other kinds always suit.
 */
function suitsAnimal(row: RecommendationRow, products: ProductsBySku, animal: Pick<AnimalRow, 'type' | 'size' | 'weightGrams'>): boolean {
  if (row.kind !== 'product') return true;
  const product = products.get(String(row.action.sku));
  if (!product?.active) return false;
  if (product.animalType !== 'both' && product.animalType !== animal.type) return false;
  const sizes = readExtraSuitability(product.suitability).size_classes;
  if (animal.type !== 'dog' || !sizes) return true;
  const size = animal.size ?? dogSizeClass(animal.weightGrams / 1000);
  return (sizes as readonly string[]).includes(size);
}

// ─── Submissions ──────────────────────────────────────────────────────────────────────────────

export async function toSurveySubmissions(
  db: Database,
  customer: CustomerRow,
  rows: readonly SurveySubmissionRow[],
  locale: Locale,
): Promise<SurveySubmission[]> {
  const recommendationRows = await findRecommendationsByIds(db, [...new Set(rows.flatMap((row) => row.recommendationIds))]);
  const byId = new Map(recommendationRows.map((row) => [row.id, row]));
  const products = await productsOf(db, recommendationRows);
  const animals = new Map((await findAnimalsByIds(db, customer.id, [...new Set(rows.map((row) => row.animalId))])).map((animal) => [animal.id, animal]));
  return rows.map((row) => ({
    id: row.id,
    url: resourceUrl('surveyanswerrecommendationsubmissions', row.id),
    animal: resourceUrl('animal', row.animalId),
    survey: resourceUrl('surveys', row.surveyId),
    answers: row.answerIds.map((id) => resourceUrl('surveyanswers', id)),
    // In the order stored; a recommendation the content dropped since is left out.
    recommendations: row.recommendationIds.flatMap((id) => {
      const recommendation = byId.get(id);
      return recommendation ? [toRecommendation(recommendation, locale, products, animals.get(row.animalId))] : [];
    }),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function surveySubmissionPage(
  db: Database,
  customer: CustomerRow,
  query: SurveySubmissionListQuery,
  window: PageWindow,
  locale: Locale,
): Results<SurveySubmission> {
  const page = await listSurveySubmissions(db, customer.id, { animalId: query.animal, surveyId: query.survey }, window);
  return { count: page.count, results: await toSurveySubmissions(db, customer, page.rows, locale) };
}

export async function surveySubmissionById(db: Database, customer: CustomerRow, id: number, locale: Locale): Promise<SurveySubmission> {
  const row = await findSurveySubmission(db, customer.id, id);
  if (!row) throw notFound();
  const [submission] = await toSurveySubmissions(db, customer, [row], locale);
  if (!submission) throw notFound();
  return submission;
}

type Fields = Record<string, MessageRef[]>;

/**
 * The pet and the survey of a submission, or 400: another customer's pet, a deleted one or no
 * pet at all are the same error on `animal` (whether someone else's pet exists is not the
 * caller's to learn); an inactive or unknown survey, or one for the other species, on `survey`.
 */
async function animalAndSurvey(db: Database, customer: CustomerRow, body: SurveySubmissionRequest): Promise<{ animal: AnimalRow; survey: SurveyRow }> {
  const fields: Fields = {};
  const [animal, survey] = await Promise.all([findAnimal(db, customer.id, surveyReferencedId(body.animal)), findSurvey(db, surveyReferencedId(body.survey))]);
  if (!animal) fields.animal = [{ key: surveyMessageKeys.unknownAnimal }];
  if (!survey?.active) fields.survey = [{ key: surveyMessageKeys.unknownSurvey }];
  else if (animal && !survey.animalTypes.includes(animal.type)) fields.survey = [{ key: surveyMessageKeys.notForSpecies }];
  if (!animal || !survey || Object.keys(fields).length > 0) throw validationFailed(fields);
  return { animal, survey };
}

/**
 * The answers, once each belongs to the survey and each question is answered as its kind asks:
 * `answers.<index>` names an answer of another survey, `questions.<key>` a question answered
 * twice (single) or not at all, so a page can put the message next to the question.
 */
async function validAnswers(db: Database, survey: SurveyRow, references: SurveySubmissionRequest['answers']): Promise<SurveyAnswerRow[]> {
  const fields: Fields = {};
  const ids = references.map(surveyReferencedId);
  const rows = new Map((await findSurveyAnswersByIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
  ids.forEach((id, index) => {
    if (rows.get(id)?.surveyId !== survey.id) fields[`answers.${index}`] = [{ key: surveyMessageKeys.answerNotInSurvey }];
  });
  // The same answer sent twice is one answer.
  const given = [...new Set(ids)].flatMap((id) => {
    const row = rows.get(id);
    return row?.surveyId === survey.id ? [row] : [];
  });
  for (const question of await questionsOfSurvey(db, survey.id)) {
    const answered = given.filter((row) => row.questionId === question.id).length;
    const kind = surveyQuestionKinds.find((known) => known === question.kind) ?? 'single';
    if (answered === 0) fields[`questions.${question.key}`] = [{ key: surveyMessageKeys.questionUnanswered }];
    else if (kind === 'single' && answered > 1) fields[`questions.${question.key}`] = [{ key: surveyMessageKeys.oneAnswerOnly }];
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return given;
}

/** Stores the customer's answers for one pet and returns what they lead to. */
export async function submitSurvey(db: Database, customer: CustomerRow, body: SurveySubmissionRequest, locale: Locale): Promise<SurveySubmission> {
  const { animal, survey } = await animalAndSurvey(db, customer, body);
  const answers = await validAnswers(db, survey, body.answers);
  // By priority (the query's order), each once however many answers lead to it.
  const candidates = await findRecommendationsByIds(db, [...new Set(answers.flatMap((answer) => answer.recommendationIds))]);
  const products = await productsOf(db, candidates);
  const chosen = candidates.filter((row) => suitsAnimal(row, products, animal));
  const row = await insertSurveySubmission(db, {
    customerId: customer.id,
    animalId: animal.id,
    surveyId: survey.id,
    answerIds: answers.map((answer) => answer.id),
    recommendationIds: chosen.map((recommendation) => recommendation.id),
  });
  const [submission] = await toSurveySubmissions(db, customer, [row], locale);
  if (!submission) throw new Error('The survey submission just stored was not read back');
  return submission;
}
