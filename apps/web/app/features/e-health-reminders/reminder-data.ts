import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { reminder as reminderSchema, type Reminder } from '@brokkie/contracts/reminder';
import { todayIsoDate } from '@brokkie/domain/dates';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** What /e-health/new-reminder opens with: the pets to choose from, and the reminder edited (?reminder=<id>). */
export interface ReminderEditorData {
  pets: Animal[];
  /** The reminder to edit; null for a new one; 'missing' when the address names none of the customer's. */
  reminder: Reminder | 'missing' | null;
  /** The pet a new reminder is for (?pet=<id>, one of the pets), else the first. */
  petId: number | null;
  /** The first day a new reminder is proposed on (?date=YYYY-MM-DD, from the planner's day), else none. */
  date: string | null;
  /** Where Save and Cancel lead: a page of the app (?back=/e-health), else the planner. */
  back: string;
  /** Brussels' today (YYYY-MM-DD): the date fields' example. */
  today: string;
}

const backPaths = /^\/(e-health|dashboard)(\/[a-z0-9-]*)*$/;

/** The `back` of a link when it is one of the app's e-health or dashboard pages, else the planner. */
export function backPathOf(search: URLSearchParams): string {
  const back = search.get('back');
  return back && backPaths.test(back) ? back : '/e-health/pet-care-planner';
}

/** The page's read, by its route's loader (on the server for the first request). */
export async function loadReminderEditor(api: ApiClient, search: URLSearchParams): Promise<ReminderEditorData> {
  const id = Number(search.get('reminder'));
  const [pets, reminder] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }).then((page) => page.results),
    Number.isInteger(id) && id > 0
      ? api.get(`/reminder/${id}/`, { schema: reminderSchema }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return 'missing' as const;
          throw error;
        })
      : Promise.resolve(null),
  ]);
  const asked = Number(search.get('pet'));
  const petId = pets.some((pet) => pet.id === asked) ? asked : (pets[0]?.id ?? null);
  const date = search.get('date');
  return { pets, reminder, petId, date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null, back: backPathOf(search), today: todayIsoDate() };
}

const id = z.number().int().positive();

/**
 * What the reminder page submits: the reminder saved (`reminder` null: a new one; `body` as the
 * API takes it, which judges it), or the whole series deleted.
 */
export const reminderSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), reminder: id.nullable(), body: z.record(z.string(), z.unknown()) }),
  z.object({ intent: z.literal('delete'), reminder: id }),
]);
export type ReminderSubmission = z.input<typeof reminderSubmission>;

export type ReminderOutcome = ActionResult<{ intent: 'save'; reminder: Reminder } | { intent: 'delete' }>;

/** The reminder page's write; the API's refusal (with its field messages) is the answer. */
export async function reminderAction(api: ApiClient, submission: z.output<typeof reminderSubmission>): Promise<ReminderOutcome> {
  if (submission.intent === 'delete') {
    return attempt(async () => {
      await api.delete(`/reminder/${submission.reminder}/`);
      return { intent: 'delete' as const };
    });
  }
  return attempt(async () => {
    const reminder =
      submission.reminder === null
        ? await api.post('/reminder/', submission.body, { schema: reminderSchema })
        : await api.patch(`/reminder/${submission.reminder}/`, submission.body, { schema: reminderSchema });
    return { intent: 'save' as const, reminder };
  });
}
