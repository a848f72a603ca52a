import { z } from 'zod';
import { animal as animalSchema, animalDiet, animalList, type Animal } from '@brokkie/contracts/animal';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { recurringDeliveryList } from '@brokkie/contracts/delivery';
import { maxReminderTitleLength, reminder as reminderSchema, reminderKinds, reminderRepeats, type Reminder } from '@brokkie/contracts/reminder';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import {
  mealPlanChanges,
  surveyAnswerList,
  surveyCategoryList,
  surveyList,
  surveyQuestionList,
  surveySubmission,
  surveySubmissionList,
  type MealPlanChanges,
  type Recommendation,
  type Survey,
  type SurveyAnswer,
  type SurveyCategory,
  type SurveyQuestion,
  type SurveySubmission,
} from '@brokkie/contracts/survey';
import { formatInTimeZone, todayIsoDate } from '@brokkie/domain/dates';
import { isDeliveryCountry, type DeliveryCountry } from '@brokkie/domain/vat';
import { petSelection } from '../../components/pet-selection.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { followPlanInSubscription, type SubscriptionChange } from '../../lib/subscription-sync.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** The surveys' content (the same for every customer, in the request's language), each list in its order. */
export interface SurveyContent {
  categories: SurveyCategory[];
  surveys: Survey[];
  /** Per survey url: its questions by position. */
  questions: Record<string, SurveyQuestion[]>;
  /** Per question url: its answers by position. */
  answers: Record<string, SurveyAnswer[]>;
}

/** What /e-health/pet-discover opens with. */
export interface PetDiscoverData {
  /** As loaded (by id); the page shows them in the §4 order. */
  pets: Animal[];
  /** The pet named in the address (?pet=3) when it is one of them, else §4's first pet loaded. */
  selectedId: number | null;
  content: SurveyContent;
  /** Per pet id: the last survey answered for it with its recommendations, or null. */
  last: Record<number, SurveySubmission | null>;
  /** The products the recommendations shown name, by url (priced for `country`); one the shop no longer offers is missing. */
  products: Record<string, ShopProduct>;
  /** The country the plans and products are priced in: the subscription's, else the site's. */
  country: DeliveryCountry | undefined;
}

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

/** Every survey with its questions and answers (§7: questions and answers read 1000 at a time). */
async function loadContent(api: ApiClient): Promise<SurveyContent> {
  const [categories, surveys, questions, answers] = await Promise.all([
    api.get('/surveycategories/', { query: { limit: 100 }, schema: surveyCategoryList }),
    api.get('/surveys/', { query: { limit: 100 }, schema: surveyList }),
    api.get('/surveyquestions/', { query: { limit: 1000 }, schema: surveyQuestionList }),
    api.get('/surveyanswers/', { query: { limit: 1000 }, schema: surveyAnswerList }),
  ]);
  const categoryOrder = new Map(categories.results.map((category) => [category.url, category.position]));
  return {
    categories: [...categories.results].sort(byPosition),
    surveys: [...surveys.results].sort((a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) || byPosition(a, b)),
    questions: groupBy([...questions.results].sort(byPosition), (question) => question.survey),
    answers: groupBy([...answers.results].sort(byPosition), (answer) => answer.question),
  };
}

/** The last survey answered for a pet (newest first), or null. */
function loadLast(api: ApiClient, pet: Animal): Promise<SurveySubmission | null> {
  return api
    .get('/surveyanswerrecommendationsubmissions/', { query: { animal: pet.id, limit: 1 }, schema: surveySubmissionList })
    .then((page) => page.results[0] ?? null);
}

/** The products that product recommendations name, priced for `country`; one the shop no longer sells is left out. */
async function loadProducts(api: ApiClient, recommendations: Recommendation[], country: DeliveryCountry | undefined): Promise<Record<string, ShopProduct>> {
  const urls = [...new Set(recommendations.flatMap((item) => (item.kind === 'product' && item.action.product ? [item.action.product] : [])))];
  const products: Record<string, ShopProduct> = {};
  await Promise.all(
    urls.map(async (url) => {
      try {
        products[url] = await api.get(`/product/${idFromResourceUrl(url)}/`, { query: { country }, schema: shopProduct });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        console.warn('[pet discover] product not found', url);
      }
    }),
  );
  return products;
}

/**
 * The page's read, by its route's loaders: the pets, the surveys' content, each pet's last
 * survey with its recommendations (so that they are not lost on a reload) and the products those
 * name. `siteCountry` is the site's (short name), for a household without a subscription.
 */
export async function loadPetDiscover(api: ApiClient, search: URLSearchParams, siteCountry: string | null | undefined): Promise<PetDiscoverData> {
  const [petsPage, recurringPage, content] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }),
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }),
    loadContent(api),
  ]);
  const pets = petsPage.results;
  const { selectedId } = petSelection(pets, Number(search.get('pet')) || null);
  // Priced as the boxes are: the subscription's country, else the site's (the API prefers the default address).
  const country = recurringPage.results[0]?.country ?? (siteCountry && isDeliveryCountry(siteCountry) ? siteCountry : undefined);
  const lasts = await Promise.all(pets.map((pet) => loadLast(api, pet)));
  const last: PetDiscoverData['last'] = {};
  pets.forEach((pet, index) => (last[pet.id] = lasts[index] ?? null));
  const products = await loadProducts(
    api,
    lasts.flatMap((submission) => submission?.recommendations ?? []),
    country,
  );
  return { pets, selectedId, content, last, products, country };
}

// ─── Writes ───────────────────────────────────────────────────────────────────────────────────

/** A reminder a recommendation suggests starts at this hour (Brussels wall time). */
export const suggestedReminderTime = '09:00';

/**
 * The first day of a suggested reminder: today when its hour is still ahead in Brussels, else
 * tomorrow, so that it never starts overdue.
 */
export function suggestedReminderStart(now: Date = new Date()): string {
  const today = todayIsoDate(now);
  if (formatInTimeZone(now, 'HH:mm') < suggestedReminderTime) return today;
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow.toISOString().slice(0, 10);
}

const id = z.number().int().positive();

/** What the page submits: a survey's answers for a pet, a suggested reminder to add, or a meal-plan change to apply. */
export const petDiscoverSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('answer'), pet: id, survey: id, answers: z.array(id).min(1) }),
  z.object({
    intent: z.literal('reminder'),
    pet: id,
    kind: z.enum(reminderKinds),
    title: z.string().trim().min(1),
    repeat: z.enum(reminderRepeats),
    interval: z.number().int().min(1),
  }),
  z.object({ intent: z.literal('meal_plan'), pet: id, changes: mealPlanChanges, country: z.string().optional() }),
]);
export type PetDiscoverSubmission = z.output<typeof petDiscoverSubmission>;

/** An applied meal-plan change: the pet as it is now, its grams a day (null when the plan could not be read) and what the deliveries did. */
export interface AppliedChange {
  pet: Animal;
  gramsPerDay: number | null;
  /** null: the deliveries could not follow (`subscriptionFailed`). */
  subscription: SubscriptionChange | null;
  subscriptionFailed: boolean;
}

export type PetDiscoverOutcome =
  | ActionResult<{ intent: 'answer'; submission: SurveySubmission }>
  | ActionResult<{ intent: 'reminder'; reminder: Reminder }>
  | ActionResult<{ intent: 'meal_plan'; change: AppliedChange }>;

async function applyMealPlan(api: ApiClient, submission: Extract<PetDiscoverSubmission, { intent: 'meal_plan' }>): Promise<PetDiscoverOutcome> {
  const country = submission.country && isDeliveryCountry(submission.country) ? submission.country : undefined;
  const saved = await attempt(() => api.patch(`/animal/${submission.pet}/`, submission.changes, { schema: animalSchema }));
  if (!saved.ok) return saved;
  const pet = saved.value;
  let gramsPerDay: number | null = null;
  try {
    gramsPerDay = (await api.post(`/animal/${pet.id}/get_or_create_diet/`, {}, { query: { country }, schema: animalDiet })).grams_per_day;
  } catch (error) {
    // The change is saved; only the new plan could not be read.
    console.error('[pet discover] the new plan could not be loaded', error);
  }
  let subscription: SubscriptionChange | null = null;
  let subscriptionFailed = false;
  try {
    subscription = await followPlanInSubscription(api, pet);
  } catch (error) {
    console.error('[pet discover] the subscription did not follow the plan', error);
    subscriptionFailed = true;
  }
  return { ok: true, value: { intent: 'meal_plan', change: { pet, gramsPerDay, subscription, subscriptionFailed } } };
}

/**
 * The page's writes. A survey's answers are submitted and the API answers its recommendations
 * (the router then reads the page again, which shows them as the pet's last survey); a suggested
 * reminder is added for the pet at 09:00 from its next day; a meal-plan change is saved, then the
 * subscription follows the pet's new plan (lib/subscription-sync.ts).
 */
export async function petDiscoverAction(api: ApiClient, submission: PetDiscoverSubmission, now: Date = new Date()): Promise<PetDiscoverOutcome> {
  switch (submission.intent) {
    case 'answer': {
      const body = { animal: submission.pet, survey: submission.survey, answers: submission.answers };
      const result = await attempt(() => api.post('/surveyanswerrecommendationsubmissions/', body, { schema: surveySubmission }));
      return result.ok ? { ok: true, value: { intent: 'answer', submission: result.value } } : result;
    }
    case 'reminder': {
      const body = {
        animal: submission.pet,
        kind: submission.kind,
        title: submission.title.slice(0, maxReminderTitleLength),
        start_date: suggestedReminderStart(now),
        time: suggestedReminderTime,
        repeat: submission.repeat,
        interval: submission.repeat === 'never' ? 1 : submission.interval,
        notify_days_before: 1,
      };
      const result = await attempt(() => api.post('/reminder/', body, { schema: reminderSchema }));
      return result.ok ? { ok: true, value: { intent: 'reminder', reminder: result.value } } : result;
    }
    case 'meal_plan':
      return applyMealPlan(api, submission);
  }
}

/** The pet already is as the change would make it (its complaints in any order): nothing to apply. */
export function alreadyApplied(pet: Animal, changes: MealPlanChanges): boolean {
  if (changes.activity !== undefined && changes.activity !== pet.activity) return false;
  if (changes.condition !== undefined && changes.condition !== pet.condition) return false;
  if (changes.complaints !== undefined) {
    const wanted = new Set(changes.complaints);
    if (wanted.size !== new Set(pet.complaints).size || pet.complaints.some((kind) => !wanted.has(kind))) return false;
  }
  return true;
}
