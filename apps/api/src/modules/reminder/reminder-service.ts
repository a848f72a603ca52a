import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import {
  allRemindersOf,
  deleteReminder,
  findReminder,
  findReminderAnimal,
  insertReminder,
  listReminders,
  occurrenceMarks,
  updateReminder,
  type ReminderRow,
  type ReminderValues,
} from '@brokkie/db/reminder-queries';
import type { PageWindow } from '@brokkie/db/reference-data-queries';
import {
  reminderMessageKeys,
  reminderReferencedId,
  type Reminder,
  type ReminderCreate,
  type ReminderKind,
  type ReminderOccurrence,
  type ReminderOccurrenceList,
  type ReminderOccurrenceQuery,
  type ReminderRepeat,
  type ReminderUpdate,
} from '@brokkie/contracts/reminder';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addCalendarDays, nextOccurrence, occurrenceDates, occurrenceStatus, startsAt, type ReminderSeries } from '@brokkie/domain/reminder-schedule';
import { notFound, validationFailed } from '../../lib/api-problem.ts';

/**
 * Reminders (issue 13, §7 GET/POST /reminder/, PATCH/DELETE /reminder/{id}/, GET
 * /reminder/occurrences/): a series of occurrences on Brussels wall time
 * (@brokkie/domain/reminder-schedule), owned through the customer; another customer's is a 404.
 */

export function seriesOf(row: ReminderRow): ReminderSeries {
  return { startDate: row.startDate, repeat: row.repeat as ReminderRepeat, interval: row.interval, until: row.until };
}

/** 'HH:MM' of the database's 'HH:MM:SS'. */
export function wallTimeOf(row: ReminderRow): string {
  return row.time.slice(0, 5);
}

export function toReminder(row: ReminderRow, skipped: ReadonlySet<string>, now: Date): Reminder {
  return {
    id: row.id,
    url: resourceUrl('reminder', row.id),
    animal: resourceUrl('animal', row.animalId),
    kind: row.kind as ReminderKind,
    title: row.title,
    notes: row.notes,
    start_date: row.startDate,
    time: wallTimeOf(row),
    repeat: row.repeat as ReminderRepeat,
    interval: row.interval,
    until: row.until,
    notify_days_before: row.notifyDaysBefore,
    next_occurrence: nextOccurrence(seriesOf(row), row.time, now, skipped)?.startsAt ?? null,
  };
}

/** The reminders as the contract has them; the dates done or deleted from yesterday on are read once for all. */
async function toReminders(db: Database, rows: readonly ReminderRow[], now: Date): Promise<Reminder[]> {
  const { completions, deletions } = await occurrenceMarks(
    db,
    rows.map((row) => row.id),
    addCalendarDays(todayIsoDate(now), -1),
  );
  const skipped = new Map<number, Set<string>>(rows.map((row) => [row.id, new Set()]));
  for (const mark of [...completions, ...deletions]) skipped.get(mark.reminderId)?.add(mark.date);
  return rows.map((row) => toReminder(row, skipped.get(row.id) ?? new Set(), now));
}

export async function remindersOf(
  db: Database,
  customer: CustomerRow,
  window: PageWindow,
  animalId: number | undefined,
  now: Date,
): Promise<{ count: number; results: Reminder[] }> {
  const page = await listReminders(db, customer.id, window, animalId);
  return { count: page.count, results: await toReminders(db, page.rows, now) };
}

export async function reminderOf(db: Database, customer: CustomerRow, id: number, now: Date): Promise<Reminder> {
  const row = await findReminder(db, customer.id, id);
  if (!row) throw notFound();
  const [reminder] = await toReminders(db, [row], now);
  if (!reminder) throw notFound();
  return reminder;
}

/** The pet a reminder is for: one of the customer's, not deleted (400 on `animal` otherwise). */
async function ownAnimalId(db: Database, customer: CustomerRow, reference: number | string): Promise<number> {
  const animal = await findReminderAnimal(db, customer.id, reminderReferencedId(reference));
  if (!animal) throw validationFailed({ animal: [{ key: reminderMessageKeys.unknownAnimal }] });
  return animal.id;
}

export async function createReminder(db: Database, customer: CustomerRow, body: ReminderCreate, now: Date): Promise<Reminder> {
  const animalId = await ownAnimalId(db, customer, body.animal);
  const values: ReminderValues = {
    animalId,
    kind: body.kind,
    title: body.title,
    notes: body.notes ?? '',
    startDate: body.start_date,
    time: body.time,
    repeat: body.repeat,
    // A one-off has no interval to speak of: 1, so that a later switch to a repeat starts plain.
    interval: body.repeat === 'never' ? 1 : (body.interval ?? 1),
    until: body.until ?? null,
    notifyDaysBefore: body.notify_days_before ?? null,
  };
  return toReminder(await insertReminder(db, customer.id, values), new Set(), now);
}

/**
 * Changes the fields sent. `until` is checked against the start date the reminder ends up with
 * (either may change). Completions and deletions stay with their dates: one that no longer is
 * an occurrence of the changed series simply matches nothing.
 */
export async function changeReminder(db: Database, customer: CustomerRow, id: number, body: ReminderUpdate, now: Date): Promise<Reminder> {
  const row = await findReminder(db, customer.id, id);
  if (!row) throw notFound();
  const changes: Partial<ReminderValues> = {};
  if (body.animal !== undefined) changes.animalId = await ownAnimalId(db, customer, body.animal);
  if (body.kind !== undefined) changes.kind = body.kind;
  if (body.title !== undefined) changes.title = body.title;
  if (body.notes !== undefined) changes.notes = body.notes;
  if (body.start_date !== undefined) changes.startDate = body.start_date;
  if (body.time !== undefined) changes.time = body.time;
  if (body.repeat !== undefined) changes.repeat = body.repeat;
  if (body.interval !== undefined) changes.interval = body.interval;
  if (body.until !== undefined) changes.until = body.until;
  if (body.notify_days_before !== undefined) changes.notifyDaysBefore = body.notify_days_before;
  if ((changes.repeat ?? row.repeat) === 'never') changes.interval = 1;
  const until = changes.until === undefined ? row.until : changes.until;
  if (until !== null && until < (changes.startDate ?? row.startDate)) {
    throw validationFailed({ until: [{ key: reminderMessageKeys.untilBeforeStart }] });
  }
  const updated = await updateReminder(db, customer.id, id, changes);
  if (!updated) throw notFound();
  const [reminder] = await toReminders(db, [updated], now);
  if (!reminder) throw notFound();
  return reminder;
}

export async function removeReminder(db: Database, customer: CustomerRow, id: number): Promise<void> {
  if (!(await deleteReminder(db, customer.id, id))) throw notFound();
}

/**
 * Every occurrence of the customer's reminders (optionally one pet's) between `from` and `to`,
 * both included, by start: deleted ones left out, each with its status and its completion.
 */
export async function occurrencesOf(db: Database, customer: CustomerRow, query: ReminderOccurrenceQuery, now: Date): Promise<ReminderOccurrenceList> {
  const rows = await allRemindersOf(db, customer.id, query.animal);
  const { completions, deletions } = await occurrenceMarks(
    db,
    rows.map((row) => row.id),
    query.from,
    query.to,
  );
  const completionOf = new Map(completions.map((row) => [`${row.reminderId}|${row.date}`, row.id]));
  const deleted = new Set(deletions.map((row) => `${row.reminderId}|${row.date}`));
  const results: Array<ReminderOccurrence & { at: number }> = [];
  for (const row of rows) {
    for (const date of occurrenceDates(seriesOf(row), query.from, query.to)) {
      const key = `${row.id}|${date}`;
      if (deleted.has(key)) continue;
      const start = startsAt(date, row.time);
      const completion = completionOf.get(key);
      results.push({
        reminder: resourceUrl('reminder', row.id),
        animal: resourceUrl('animal', row.animalId),
        date,
        starts_at: start,
        status: occurrenceStatus(start, completion !== undefined, now),
        completion: completion === undefined ? null : resourceUrl('remindercompletion', completion),
        at: Date.parse(start),
      });
    }
  }
  // By start; at the same start, by reminder (the order of creation).
  results.sort((a, b) => a.at - b.at || a.reminder.localeCompare(b.reminder, 'en', { numeric: true }));
  return { count: results.length, results: results.map(({ at: _at, ...occurrence }) => occurrence) };
}
