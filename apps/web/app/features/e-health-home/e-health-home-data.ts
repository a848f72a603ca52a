import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { petPassport, petPassportFields, weightCheckInList, type WeightCheckIn } from '@brokkie/contracts/pet-passport';
import {
  reminder as reminderSchema,
  reminderList,
  reminderOccurrenceList,
  reminderKinds,
  reminderRepeats,
  type Reminder,
  type ReminderOccurrence,
} from '@brokkie/contracts/reminder';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { ApiError, ApiNetworkError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** How far ahead /e-health looks for what is due, and how far back for what is overdue. */
export const dueAheadDays = 30;
const overdueBackDays = 365;

/** One pet's health at a glance. */
export interface PetHealth {
  pet: Animal;
  /** Not done: overdue first, then due in the next 30 days, by start. */
  due: ReminderOccurrence[];
  /** The last two weighings, newest first (empty: none yet); null when they could not be read. */
  weights: WeightCheckIn[] | null;
  /** The passport's own fields filled in, of all; null when it could not be read. */
  passport: { filled: number; total: number } | null;
}

/** What /e-health shows. */
export interface EHealthHomeData {
  today: string;
  /** The last day of "due soon". */
  dueUntil: string;
  pets: PetHealth[];
  /** Every reminder of the household (none: the page offers suggestions to start with). */
  reminders: Reminder[];
}

async function optional<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // A pet's passport or weights are facts beside the reminders: without them the page still stands.
    if (error instanceof ApiError || error instanceof ApiNetworkError) {
      console.warn(`[e-health] ${what} could not be loaded`, error);
      return null;
    }
    throw error;
  }
}

/** The pet's last two weighings, newest first (the API lists them oldest first). */
async function lastWeights(api: ApiClient, pet: Animal): Promise<WeightCheckIn[]> {
  const first = await api.get(`/animal/${pet.id}/weights/`, { query: { limit: 1000 }, schema: weightCheckInList });
  const all =
    first.count > first.results.length
      ? (await api.get(`/animal/${pet.id}/weights/`, { query: { limit: 2, offset: first.count - 2 }, schema: weightCheckInList })).results
      : first.results;
  return [...all].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 2);
}

async function passportFilled(api: ApiClient, pet: Animal): Promise<PetHealth['passport']> {
  const passport = await api.get(`/animal/${pet.id}/passport/`, { schema: petPassport });
  return { filled: petPassportFields.filter((field) => (passport[field] ?? '').trim() !== '').length, total: petPassportFields.length };
}

const statusOrder = { overdue: 0, due: 1, done: 2 } as const;

/** The page's read, by its route's loader (on the server for the first request). */
export async function loadEHealthHome(api: ApiClient, now: Date = new Date()): Promise<EHealthHomeData> {
  const today = todayIsoDate(now);
  const dueUntil = addCalendarDays(today, dueAheadDays);
  const [pets, reminders, occurrences] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }).then((page) => page.results),
    api.get('/reminder/', { query: { limit: 1000 }, schema: reminderList }).then((page) => page.results),
    api
      .get('/reminder/occurrences/', { query: { from: addCalendarDays(today, -overdueBackDays), to: dueUntil }, schema: reminderOccurrenceList })
      .then((list) => list.results),
  ]);
  const open = occurrences
    .filter((occurrence) => occurrence.status !== 'done')
    .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || a.starts_at.localeCompare(b.starts_at));
  const health = await Promise.all(
    pets.map(async (pet): Promise<PetHealth> => {
      const [weights, passport] = await Promise.all([
        optional(() => lastWeights(api, pet), `the weights of pet ${pet.id}`),
        optional(() => passportFilled(api, pet), `the passport of pet ${pet.id}`),
      ]);
      return { pet, due: open.filter((occurrence) => occurrence.animal === pet.url), weights, passport };
    }),
  );
  return { today, dueUntil, pets: health, reminders };
}

const suggestedReminder = z.object({
  animal: z.number().int().positive(),
  kind: z.enum(reminderKinds),
  title: z.string().min(1),
  start_date: z.string(),
  time: z.string(),
  repeat: z.enum(reminderRepeats),
  interval: z.number().int().positive(),
  until: z.string().nullable(),
  notify_days_before: z.number().int().min(0).nullable(),
});

/**
 * What /e-health submits: one suggested reminder added for a pet, or all of a pet's suggestions at
 * once, as the API takes them (their titles in the page's language).
 */
export const eHealthHomeSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add_suggestion'), suggestion: z.string().min(1), body: suggestedReminder }),
  z.object({ intent: z.literal('add_suggestions'), bodies: z.array(suggestedReminder).min(1).max(20) }),
]);
export type EHealthHomeSubmission = z.input<typeof eHealthHomeSubmission>;

/** The reminders made. */
export type EHealthHomeOutcome = ActionResult<Reminder[]>;

/**
 * The page's write: the suggested reminders are made, one after the other (a refusal stops there:
 * those made stay, the page read again offers the rest); the router then reads the page again.
 */
export function eHealthHomeAction(api: ApiClient, submission: z.output<typeof eHealthHomeSubmission>): Promise<EHealthHomeOutcome> {
  return attempt(async () => {
    const made: Reminder[] = [];
    for (const body of submission.intent === 'add_suggestion' ? [submission.body] : submission.bodies) {
      made.push(await api.post('/reminder/', body, { schema: reminderSchema }));
    }
    return made;
  });
}
