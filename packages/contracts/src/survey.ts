import { z } from 'zod';
import { referencedId, resourceId, resourceReference } from './resource.ts';
import { activityLevels, animalTypes, bodyConditions, complaintKinds } from '@brokkie/domain/pet-profile';
import type { animalUpdate } from './animal.ts';
import { paginated, paginationQuery } from './pagination.ts';
import { reminderKinds, reminderRepeats } from './reminder.ts';

/**
 * Pet-discover surveys (§3 survey, survey category, question, answer, recommendation; §7
 * "Surveys"; issue 13). The content is seeded (packages/db/src/survey-content.ts) and the same
 * for every customer; its texts are in the request's language (nl-be reads nl, fr-be reads fr).
 * A customer answers one survey for one pet and gets the recommendations its answers lead to.
 */

/** How a question is answered: one answer, or any number of them (at least one). */
export const surveyQuestionKinds = ['single', 'multiple'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

/** What following a recommendation does; `action` holds the details of its kind. */
export const recommendationKinds = ['info', 'reminder', 'vet_visit', 'product', 'meal_plan'] as const;
export type RecommendationKind = (typeof recommendationKinds)[number];

/** Message keys of the survey endpoints (`api` namespace). */
export const surveyMessageKeys = {
  invalidAnimal: 'api.survey.invalid_animal',
  invalidSurvey: 'api.survey.invalid_survey',
  invalidAnswer: 'api.survey.invalid_answer',
  unknownAnimal: 'api.survey.unknown_animal',
  unknownSurvey: 'api.survey.unknown_survey',
  notForSpecies: 'api.survey.not_for_species',
  answerNotInSurvey: 'api.survey.answer_not_in_survey',
  oneAnswerOnly: 'api.survey.one_answer_only',
  questionUnanswered: 'api.survey.question_unanswered',
} as const;

/** More answers than any survey has is a client error, not a survey. */
export const maxSubmittedAnswers = 100;

export const surveyAnimalReference = resourceReference('animal', surveyMessageKeys.invalidAnimal);
export const surveyReference = resourceReference('surveys', surveyMessageKeys.invalidSurvey);
export const surveyAnswerReference = resourceReference('surveyanswers', surveyMessageKeys.invalidAnswer);

/** The id of a validated reference. */
export const surveyReferencedId = referencedId;

// ─── Content ──────────────────────────────────────────────────────────────────────────────────

export const surveyCategory = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /surveycategories/{id}/'),
    key: z.string().describe('Stable name, e.g. healthy_weight'),
    name: z.string().describe("In the request's language"),
    position: z.number().int().describe('Order to show the categories in'),
  })
  .meta({ id: 'SurveyCategory' });
export type SurveyCategory = z.infer<typeof surveyCategory>;

export const survey = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /surveys/{id}/'),
    key: z.string().describe('Stable name, e.g. dog_body_condition'),
    category: z.string().describe('url of its category (/surveycategories/{id}/)'),
    animal_types: z.array(z.enum(animalTypes)).describe('The species it is for: dog, cat or both'),
    name: z.string().describe("In the request's language"),
    description: z.string().describe("What it is about, in the request's language"),
    position: z.number().int().describe('Order within its category'),
    question_count: z.number().int().optional().describe('Number of questions'),
  })
  .meta({ id: 'Survey' });
export type Survey = z.infer<typeof survey>;

export const surveyQuestion = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /surveyquestions/{id}/'),
    key: z.string().describe('Stable name; field errors of a submission name it as questions.<key>'),
    survey: z.string().describe('url of its survey (/surveys/{id}/)'),
    text: z.string().describe("The question, in the request's language"),
    kind: z.enum(surveyQuestionKinds).describe('single: exactly one answer; multiple: one or more'),
    position: z.number().int().describe('Order within its survey'),
  })
  .meta({ id: 'SurveyQuestion' });
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const surveyAnswer = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /surveyanswers/{id}/'),
    key: z.string().describe('Stable name'),
    question: z.string().describe('url of its question (/surveyquestions/{id}/)'),
    text: z.string().describe("The answer, in the request's language"),
    position: z.number().int().describe('Order within its question'),
  })
  .meta({ id: 'SurveyAnswer' });
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

// ─── Recommendations ──────────────────────────────────────────────────────────────────────────

/** A reminder the web can offer to create as it stands (the Reminder contract's kind and repeat). */
export const reminderAction = z
  .object({
    reminder_kind: z.enum(reminderKinds).describe("The suggested reminder's kind"),
    repeat: z.enum(reminderRepeats),
    interval: z.number().int().min(1).describe('Every `interval` days, weeks, months or years'),
  })
  .meta({ id: 'RecommendationReminderAction' });
export type ReminderAction = z.infer<typeof reminderAction>;

export const productAction = z
  .object({
    product: z.string().nullable().describe('url of the product (/product/{id}/); null if the shop no longer offers it'),
    sku: z.string(),
  })
  .meta({ id: 'RecommendationProductAction' });
export type ProductAction = z.infer<typeof productAction>;

/**
 * The pet fields a meal-plan recommendation changes: a PATCH /animal/{id}/ body (and a
 * POST /animal/{id}/diet_preview/ body) of these fields only, so the web can show old vs new
 * before anything is saved.
 */
export const mealPlanChanges = z
  .object({
    activity: z.enum(activityLevels).optional(),
    condition: z.enum(bodyConditions).optional(),
    complaints: z.array(z.enum(complaintKinds)).optional(),
  })
  .meta({ id: 'RecommendationMealPlanChanges' });
export type MealPlanChanges = z.infer<typeof mealPlanChanges>;
// Written out rather than picked from animalUpdate (whose complaints transform has no JSON schema
// as a response), but held to it: every field must be one of PATCH's, of the same type.
type MealPlanChangesFitPatch = MealPlanChanges extends Pick<z.input<typeof animalUpdate>, keyof MealPlanChanges> ? true : never;
const mealPlanChangesFitPatch: MealPlanChangesFitPatch = true;
void mealPlanChangesFitPatch;

export const mealPlanAction = z
  .object({
    changes: mealPlanChanges.describe(
      "The change, as a PATCH body. In a submission's recommendations `complaints` already includes the pet's own complaints; in /recommendations/ it lists only those to add",
    ),
  })
  .meta({ id: 'RecommendationMealPlanAction' });
export type MealPlanAction = z.infer<typeof mealPlanAction>;

export const emptyAction = z.object({}).meta({ id: 'RecommendationNoAction' });

const recommendationFields = {
  id: z.number().int(),
  url: z.string().describe('Hyperlink, shape /recommendations/{id}/'),
  key: z.string().describe('Stable name'),
  title: z.string().describe("In the request's language"),
  body: z.string().describe("The advice, in the request's language"),
  source: z.string().describe('Where the advice comes from, e.g. "WSAVA Global Dental Guidelines (2020)"'),
  source_url: z.string().nullable().describe('Address of the source, or null'),
  priority: z.number().int().describe('Lower comes first'),
};

export const recommendation = z
  .discriminatedUnion('kind', [
    z.object({ ...recommendationFields, kind: z.literal('info'), action: emptyAction }),
    z.object({ ...recommendationFields, kind: z.literal('vet_visit'), action: emptyAction }),
    z.object({ ...recommendationFields, kind: z.literal('reminder'), action: reminderAction }),
    z.object({ ...recommendationFields, kind: z.literal('product'), action: productAction }),
    z.object({ ...recommendationFields, kind: z.literal('meal_plan'), action: mealPlanAction }),
  ])
  .describe('info: advice; vet_visit: see a vet; reminder: create this reminder; product: this product suits; meal_plan: this change of the pet')
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof recommendation>;

// ─── Lists ────────────────────────────────────────────────────────────────────────────────────

export const surveyCategoryList = paginated(surveyCategory).meta({ id: 'SurveyCategoryList' });
export const surveyList = paginated(survey).meta({ id: 'SurveyList' });
export const surveyQuestionList = paginated(surveyQuestion).meta({ id: 'SurveyQuestionList' });
export const surveyAnswerList = paginated(surveyAnswer).meta({ id: 'SurveyAnswerList' });
export const recommendationList = paginated(recommendation).meta({ id: 'RecommendationList' });

const idFilter = (what: string) => resourceId.optional().describe(`Only those of this ${what} (its id)`);

/** `GET /surveycategories/`: by position. */
export const surveyCategoryListQuery = paginationQuery;

/** `GET /surveys/`: active surveys, by category position, then position. */
export const surveyListQuery = paginationQuery.extend({
  category: idFilter('category'),
  animal_type: z.enum(animalTypes).optional().describe('Only those for this species'),
});
export type SurveyListQuery = z.infer<typeof surveyListQuery>;

/** `GET /surveyquestions/`: questions of active surveys, by survey, then position. */
export const surveyQuestionListQuery = paginationQuery.extend({ survey: idFilter('survey') });
export type SurveyQuestionListQuery = z.infer<typeof surveyQuestionListQuery>;

/** `GET /surveyanswers/`: answers of active surveys, by survey, question, then position. */
export const surveyAnswerListQuery = paginationQuery.extend({ question: idFilter('question'), survey: idFilter('survey') });
export type SurveyAnswerListQuery = z.infer<typeof surveyAnswerListQuery>;

/** `GET /recommendations/`: by priority. */
export const recommendationListQuery = paginationQuery;

// ─── Submissions ──────────────────────────────────────────────────────────────────────────────

/** POST /surveyanswerrecommendationsubmissions/ body. */
export const surveySubmissionRequest = z
  .strictObject({
    animal: surveyAnimalReference.describe("One of the customer's pets (/animal/{id}/ or its id)"),
    survey: surveyReference.describe('An active survey for that species (/surveys/{id}/ or its id)'),
    answers: z
      .array(surveyAnswerReference)
      .max(maxSubmittedAnswers)
      .describe(
        'Answers of that survey (/surveyanswers/{id}/ or ids): at least one per question, one for a single question. Field errors: `animal`, `survey`, `answers.<index>` (an answer of another survey) and `questions.<question key>` (unanswered, or more than one answer to a single question)',
      ),
  })
  .meta({ id: 'SurveySubmissionRequest' });
export type SurveySubmissionRequest = z.infer<typeof surveySubmissionRequest>;

export const surveySubmission = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /surveyanswerrecommendationsubmissions/{id}/'),
    animal: z.string().describe('url of the pet'),
    survey: z.string().describe('url of the survey'),
    answers: z.array(z.string()).describe('urls of the answers given'),
    recommendations: z.array(recommendation).describe('What the answers lead to: by priority, each once'),
    created_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'SurveySubmission' });
export type SurveySubmission = z.infer<typeof surveySubmission>;

export const surveySubmissionList = paginated(surveySubmission).meta({ id: 'SurveySubmissionList' });

/** `GET /surveyanswerrecommendationsubmissions/`: the customer's, newest first. */
export const surveySubmissionListQuery = paginationQuery.extend({
  animal: idFilter('pet'),
  survey: idFilter('survey'),
});
export type SurveySubmissionListQuery = z.infer<typeof surveySubmissionListQuery>;
