import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import {
  deleteReminderCompletion,
  findReminder,
  findReminderCompletion,
  findReminderDeletion,
  insertReminderCompletion,
  insertReminderDeletion,
  listReminderCompletions,
  listReminderDeletions,
  occurrenceMarks,
  type ReminderCompletionRow,
  type ReminderDeletionRow,
  type ReminderRow,
} from '@brokkie/db/reminder-queries';
import type { PageWindow } from '@brokkie/db/reference-data-queries';
import {
  reminderMessageKeys,
  reminderReferencedId,
  type ReminderCompletion,
  type ReminderCompletionCreate,
  type ReminderDeletion,
  type ReminderDeletionCreate,
} from '@brokkie/contracts/reminder';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { isOccurrence } from '@brokkie/domain/reminder-schedule';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import { seriesOf } from './reminder-service.ts';

/**
 * Completions (an occurrence marked done, with an optional note) and deletions (an occurrence
 * taken out of its series) — §7 /remindercompletion/ and /reminderdeletion/. Each names one
 * occurrence of one of the customer's reminders, once: a second completion or deletion of the
 * same occurrence is a 409 (`already_completed`, `already_deleted`), so that the planner can tell
 * the customer it was done already (by someone else of the household, in another tab); a retry of
 * the same request is answered by its Idempotency-Key instead.
 */

export function toReminderCompletion(row: ReminderCompletionRow): ReminderCompletion {
  return {
    id: row.id,
    url: resourceUrl('remindercompletion', row.id),
    reminder: resourceUrl('reminder', row.reminderId),
    date: row.date,
    note: row.note,
  };
}

export function toReminderDeletion(row: ReminderDeletionRow): ReminderDeletion {
  return { id: row.id, url: resourceUrl('reminderdeletion', row.id), reminder: resourceUrl('reminder', row.reminderId), date: row.date };
}

/** The reminder a body names: one of the customer's (400 on `reminder` otherwise, as a body's reference is a field). */
async function bodyReminder(db: Database, customer: CustomerRow, reference: number | string): Promise<ReminderRow> {
  const row = await findReminder(db, customer.id, reminderReferencedId(reference));
  if (!row) throw validationFailed({ reminder: [{ key: reminderMessageKeys.unknownReminder }] });
  return row;
}

function assertOccurrence(row: ReminderRow, date: string): void {
  if (!isOccurrence(seriesOf(row), date)) throw validationFailed({ date: [{ key: reminderMessageKeys.notAnOccurrence }] });
}

export async function completionsOf(
  db: Database,
  customer: CustomerRow,
  window: PageWindow,
  reminderId: number | undefined,
): Promise<{ count: number; results: ReminderCompletion[] }> {
  const page = await listReminderCompletions(db, customer.id, window, reminderId);
  return { count: page.count, results: page.rows.map(toReminderCompletion) };
}

export async function completionOf(db: Database, customer: CustomerRow, id: number): Promise<ReminderCompletion> {
  const row = await findReminderCompletion(db, customer.id, id);
  if (!row) throw notFound();
  return toReminderCompletion(row);
}

/** Marks an occurrence done: an occurrence of the series that is not deleted (400 on `date`), once (409). */
export async function completeOccurrence(db: Database, customer: CustomerRow, body: ReminderCompletionCreate): Promise<ReminderCompletion> {
  const reminder = await bodyReminder(db, customer, body.reminder);
  assertOccurrence(reminder, body.date);
  const { deletions } = await occurrenceMarks(db, [reminder.id], body.date, body.date);
  if (deletions.length > 0) throw validationFailed({ date: [{ key: reminderMessageKeys.occurrenceDeleted }] });
  const row = await insertReminderCompletion(db, { reminderId: reminder.id, date: body.date, note: body.note ?? '' });
  if (!row) {
    throw new ApiProblem({ statusCode: 409, code: 'already_completed', detail: { key: reminderMessageKeys.alreadyCompleted } });
  }
  return toReminderCompletion(row);
}

/** Undoes a completion: the occurrence is due (or overdue) again. */
export async function removeCompletion(db: Database, customer: CustomerRow, id: number): Promise<void> {
  if (!(await deleteReminderCompletion(db, customer.id, id))) throw notFound();
}

export async function deletionsOf(
  db: Database,
  customer: CustomerRow,
  window: PageWindow,
  reminderId: number | undefined,
): Promise<{ count: number; results: ReminderDeletion[] }> {
  const page = await listReminderDeletions(db, customer.id, window, reminderId);
  return { count: page.count, results: page.rows.map(toReminderDeletion) };
}

export async function deletionOf(db: Database, customer: CustomerRow, id: number): Promise<ReminderDeletion> {
  const row = await findReminderDeletion(db, customer.id, id);
  if (!row) throw notFound();
  return toReminderDeletion(row);
}

/** Takes one occurrence out of its series (400 on `date` when it is none), once (409). A completion of it stays, unseen. */
export async function deleteOccurrence(db: Database, customer: CustomerRow, body: ReminderDeletionCreate): Promise<ReminderDeletion> {
  const reminder = await bodyReminder(db, customer, body.reminder);
  assertOccurrence(reminder, body.date);
  const row = await insertReminderDeletion(db, { reminderId: reminder.id, date: body.date });
  if (!row) throw new ApiProblem({ statusCode: 409, code: 'already_deleted', detail: { key: reminderMessageKeys.alreadyDeleted } });
  return toReminderDeletion(row);
}
