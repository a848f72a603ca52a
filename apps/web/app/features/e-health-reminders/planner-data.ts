import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { nextDelivery } from '@brokkie/contracts/billing';
import { deliveryList, recurringDeliveryList } from '@brokkie/contracts/delivery';
import {
  calendarFeed,
  maxOccurrenceRangeDays,
  reminder as reminderSchema,
  reminderCompletionList,
  reminderList,
  reminderOccurrenceList,
  type CalendarFeed,
  type Reminder,
  type ReminderOccurrence,
} from '@brokkie/contracts/reminder';
import { todayIsoDate } from '@brokkie/domain/dates';
import { subscriptionStarted } from '@brokkie/domain/subscription-progress';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { ApiError, ApiNetworkError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** The customer's calendar feed resource: GET (404: none), POST makes one (a new secret), DELETE revokes it. */
export const calendarFeedPath = '/calendarfeed/';

/**
 * A delivery of the household in the planner: the next box with its change cut-off, the one
 * after it, and the boxes already paid (being prepared, on their way, delivered).
 */
export interface PlannerDelivery {
  /** YYYY-MM-DD */
  date: string;
  /** Until when the box can change (ISO instant), when the API says. */
  cutOffAt: string | null;
  /** The box is skipped (it moved on; the date shown is the new one). */
  skipped: boolean;
  which: 'next' | 'following' | 'paid' | 'shipped' | 'delivered';
}

/** What /e-health/pet-care-planner shows, from its address: ?month=YYYY-MM, ?from=&to= (the agenda's days), ?pet=<id>, ?complete=<reminder id>&date= (mark that occurrence done). */
export interface PlannerData {
  /** Brussels' today, YYYY-MM-DD. */
  today: string;
  /** The calendar's month, YYYY-MM. */
  month: string;
  /** The days the agenda lists (the month, or the address's range), both included. */
  from: string;
  to: string;
  /** Whether the range came from the address (else it is the month's). */
  customRange: boolean;
  /** The pet the planner is filtered on, else null (every pet). */
  petId: number | null;
  pets: Animal[];
  /** The customer's reminders by url (titles, kinds, pets of the occurrences). */
  reminders: Record<string, Reminder>;
  /** Every occurrence of the calendar's weeks and the agenda's days, sorted by start. */
  occurrences: ReminderOccurrence[];
  /** The notes of the completions shown (by completion url). */
  notes: Record<string, string>;
  deliveries: PlannerDelivery[];
  /** The calendar feed; null when there is none yet; 'unavailable' when it could not be read (the card says so). */
  feed: CalendarFeed | null | 'unavailable';
  /** The deliveries could not be read: the reminders stand on their own, the agenda says so. */
  deliveriesUnavailable: boolean;
  /** The site's origin, for the feed's address. */
  origin: string;
  /** An occurrence the address asks to mark done (the notice e-mail's link: ?complete=<reminder id>&date=YYYY-MM-DD), when it is one shown and not done. */
  markDone: { reminder: number; date: string } | null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Day of week of a YYYY-MM-DD date, Monday 0 … Sunday 6. */
function weekday(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function lastDayOfMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The weeks a month's calendar shows, Monday to Sunday: its first and last day. */
export function calendarWeeks(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  return { from: addCalendarDays(first, -weekday(first)), to: addCalendarDays(last, 6 - weekday(last)) };
}

/** The month before or after `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const total = year * 12 + (number - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The planner's view from its address: the month (default this one) and the agenda's range (default that month). */
export function plannerView(search: URLSearchParams, today: string): { month: string; from: string; to: string; customRange: boolean } {
  const askedMonth = search.get('month') ?? '';
  const askedFrom = search.get('from') ?? '';
  const askedTo = search.get('to') ?? '';
  const rangeOk = isoDay.test(askedFrom) && isoDay.test(askedTo) && askedFrom <= askedTo && daysBetween(askedFrom, askedTo) < 366;
  // The notice e-mail's link (?complete=<reminder>&date=) opens the month of that occurrence.
  const askedDay = search.get('complete') !== null && isoDay.test(search.get('date') ?? '') ? search.get('date')! : null;
  const month = isoMonth.test(askedMonth) ? askedMonth : (rangeOk ? askedFrom : (askedDay ?? today)).slice(0, 7);
  if (rangeOk) return { month, from: askedFrom, to: askedTo, customRange: true };
  return { month, from: `${month}-01`, to: lastDayOfMonth(month), customRange: false };
}

/**
 * The household's boxes: the next one and its cut-off, and the one after it, as the dashboard
 * home and the subscription settings read them (next_delivery/); and the boxes paid already, as
 * the order history reads them (/delivery/).
 */
async function loadDeliveries(api: ApiClient): Promise<PlannerDelivery[]> {
  const [recurring, boxes] = await Promise.all([
    api.get('/recurringdelivery/', { schema: recurringDeliveryList }).then((page) => page.results[0] ?? null),
    api.get('/delivery/', { query: { limit: 100 }, schema: deliveryList }).then((page) => page.results),
  ]);
  const deliveries: PlannerDelivery[] = [];
  for (const box of boxes) {
    if (box.delivery_date && (box.status === 'paid' || box.status === 'shipped' || box.status === 'delivered')) {
      deliveries.push({ date: box.delivery_date, cutOffAt: null, skipped: false, which: box.status });
    }
  }
  if (!subscriptionStarted(recurring)) return deliveries;
  try {
    const next = await api.get(`${recurring.url}next_delivery/`, { schema: nextDelivery });
    const date = next.delivery?.delivery_date ?? null;
    const known = new Set(deliveries.map((delivery) => delivery.date));
    if (date && !known.has(date)) deliveries.push({ date, cutOffAt: next.cut_off_at, skipped: next.skipped, which: 'next' });
    if (next.following_delivery_date && !known.has(next.following_delivery_date)) {
      deliveries.push({ date: next.following_delivery_date, cutOffAt: null, skipped: false, which: 'following' });
    }
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return deliveries;
}

/** A read beside the reminders: when it fails, the planner still shows them (and says what is missing). */
async function besides<T>(load: () => Promise<T>, what: string): Promise<T | 'unavailable'> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ApiNetworkError)) throw error;
    console.warn(`[planner] ${what} could not be loaded`, error);
    return 'unavailable';
  }
}

async function loadFeed(api: ApiClient): Promise<CalendarFeed | null> {
  try {
    return await api.get(calendarFeedPath, { schema: calendarFeed });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The page's read, by its route's loader (on the server for the first request). `origin`: the site's, for the feed's address. */
export async function loadPlanner(api: ApiClient, search: URLSearchParams, origin: string, now: Date = new Date()): Promise<PlannerData> {
  const today = todayIsoDate(now);
  const view = plannerView(search, today);
  const weeks = calendarWeeks(view.month);
  const from = view.from < weeks.from ? view.from : weeks.from;
  let to = view.to > weeks.to ? view.to : weeks.to;
  if (daysBetween(from, to) + 1 > maxOccurrenceRangeDays) to = addCalendarDays(from, maxOccurrenceRangeDays - 1);
  const [pets, reminders, completions, deliveries, feed] = await Promise.all([
    api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }).then((page) => page.results),
    api.get('/reminder/', { query: { limit: 1000 }, schema: reminderList }).then((page) => page.results),
    api.get('/remindercompletion/', { query: { limit: 1000 }, schema: reminderCompletionList }).then((page) => page.results),
    besides(() => loadDeliveries(api), 'the deliveries'),
    besides(() => loadFeed(api), 'the calendar feed'),
  ]);
  const asked = Number(search.get('pet'));
  const petId = pets.some((pet) => pet.id === asked) ? asked : null;
  const occurrences = (await api.get('/reminder/occurrences/', { query: { from, to, animal: petId ?? undefined }, schema: reminderOccurrenceList })).results;

  const askedReminder = Number(search.get('complete'));
  const askedDate = search.get('date') ?? '';
  const markDone =
    askedReminder > 0 &&
    occurrences.some((occurrence) => occurrence.reminder === `/reminder/${askedReminder}/` && occurrence.date === askedDate && occurrence.status !== 'done')
      ? { reminder: askedReminder, date: askedDate }
      : null;

  return {
    today,
    ...view,
    petId,
    pets,
    reminders: Object.fromEntries(reminders.map((reminder) => [reminder.url, reminder])),
    occurrences,
    notes: Object.fromEntries(completions.filter((completion) => completion.note !== '').map((completion) => [completion.url, completion.note])),
    deliveries: deliveries === 'unavailable' ? [] : deliveries,
    deliveriesUnavailable: deliveries === 'unavailable',
    feed,
    origin,
    markDone,
  };
}

const id = z.number().int().positive();
const date = z.string().regex(isoDay);

/**
 * What the planner submits, one occurrence or the feed at a time: an occurrence marked done (with
 * a note) or not done again, moved to another day, taken out of its series, or the whole series
 * deleted; the calendar feed made (again) or revoked.
 */
export const plannerSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('complete'), reminder: id, date, note: z.string().max(2000) }),
  z.object({ intent: z.literal('uncomplete'), completion: id }),
  z.object({ intent: z.literal('snooze'), reminder: id, date, to: date }),
  z.object({ intent: z.literal('skip'), reminder: id, date }),
  z.object({ intent: z.literal('delete_series'), reminder: id }),
  z.object({ intent: z.literal('feed_create') }),
  z.object({ intent: z.literal('feed_revoke') }),
]);
export type PlannerSubmission = z.input<typeof plannerSubmission>;

export type PlannerOutcome = ActionResult<{ intent: PlannerSubmission['intent'] }>;

/**
 * Moves one occurrence to another day. A one-off reminder simply gets the new day; an occurrence
 * of a series becomes a one-off copy on the new day, and leaves its series (a deletion of its
 * date): the copy first, so that nothing is lost when the second step fails (the copy goes again).
 */
async function snooze(api: ApiClient, reminderId: number, from: string, to: string): Promise<void> {
  const reminder = await api.get(`/reminder/${reminderId}/`, { schema: reminderSchema });
  if (reminder.repeat === 'never') {
    await api.patch(`/reminder/${reminderId}/`, { start_date: to }, { schema: reminderSchema });
    return;
  }
  const copy = await api.post(
    '/reminder/',
    {
      animal: reminder.animal,
      kind: reminder.kind,
      title: reminder.title,
      notes: reminder.notes,
      start_date: to,
      time: reminder.time.slice(0, 5),
      repeat: 'never',
      notify_days_before: reminder.notify_days_before,
    },
    { schema: reminderSchema },
  );
  try {
    await api.post('/reminderdeletion/', { reminder: reminderId, date: from });
  } catch (error) {
    await api.delete(`/reminder/${copy.id}/`).catch(() => undefined);
    throw error;
  }
}

/** The planner's write; the router then reads the planner again. */
export function plannerAction(api: ApiClient, submission: z.output<typeof plannerSubmission>): Promise<PlannerOutcome> {
  return attempt(async () => {
    switch (submission.intent) {
      case 'complete':
        await api.post('/remindercompletion/', {
          reminder: submission.reminder,
          date: submission.date,
          ...(submission.note.trim() ? { note: submission.note.trim() } : {}),
        });
        break;
      case 'uncomplete':
        await api.delete(`/remindercompletion/${submission.completion}/`);
        break;
      case 'snooze':
        await snooze(api, submission.reminder, submission.date, submission.to);
        break;
      case 'skip':
        await api.post('/reminderdeletion/', { reminder: submission.reminder, date: submission.date });
        break;
      case 'delete_series':
        await api.delete(`/reminder/${submission.reminder}/`);
        break;
      case 'feed_create':
        await api.post(calendarFeedPath, {}, { schema: calendarFeed });
        break;
      case 'feed_revoke':
        await api.delete(calendarFeedPath);
        break;
    }
    return { intent: submission.intent };
  });
}
