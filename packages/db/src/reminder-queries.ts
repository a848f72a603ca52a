import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { pageWithCount, type ListWindow } from './page-with-count.ts';
import { animals, calendarFeeds, customers, deliveries, reminderCompletions, reminderDeletions, reminderNotices, reminders } from './schema.ts';

/**
 * Pet-care reminders (issue 13), their completions and deletions, the notices the notice job
 * claims and sends, and the customer's calendar feed. Every read and write a customer makes
 * names the customer: another customer's reminder is not found (a 404), never forbidden. A
 * reminder of a deleted pet is gone with the pet.
 */

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderCompletionRow = typeof reminderCompletions.$inferSelect;
export type ReminderDeletionRow = typeof reminderDeletions.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export type ReminderValues = Omit<typeof reminders.$inferInsert, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;

/** The customer's reminders whose pet is not deleted (and, with `id`, that one). */
function ownReminder(customerId: string, id?: number): SQL {
  const owned = and(
    eq(reminders.customerId, customerId),
    ...(id === undefined ? [] : [eq(reminders.id, id)]),
    sql`exists (select 1 from ${animals} where ${animals.id} = ${reminders.animalId} and ${animals.deletedAt} is null)`,
  );
  return owned ?? sql`false`;
}

/** The customer's pet, not deleted: what a reminder may be for. */
export async function findReminderAnimal(db: Database, customerId: string, animalId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: animals.id, name: animals.name })
    .from(animals)
    .where(and(eq(animals.id, animalId), eq(animals.customerId, customerId), isNull(animals.deletedAt)));
  return row;
}

/** A page of the customer's reminders (optionally one pet's), by id. */
export async function listReminders(db: Database, customerId: string, window: ListWindow, animalId?: number): Promise<{ count: number; rows: ReminderRow[] }> {
  const where = and(ownReminder(customerId), ...(animalId === undefined ? [] : [eq(reminders.animalId, animalId)]));
  return pageWithCount(
    window,
    () => db.select().from(reminders).where(where).orderBy(asc(reminders.id)).limit(window.limit).offset(window.offset),
    async () => (await db.select({ count: count() }).from(reminders).where(where))[0]?.count ?? 0,
  );
}

/** Every reminder of the customer (optionally one pet's), by id: what the occurrences and the calendar feed read. */
export async function allRemindersOf(db: Database, customerId: string, animalId?: number): Promise<ReminderRow[]> {
  const where = and(ownReminder(customerId), ...(animalId === undefined ? [] : [eq(reminders.animalId, animalId)]));
  return db.select().from(reminders).where(where).orderBy(asc(reminders.id));
}

export async function findReminder(db: Database, customerId: string, id: number): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(ownReminder(customerId, id));
  return row;
}

export async function insertReminder(db: Database, customerId: string, values: ReminderValues): Promise<ReminderRow> {
  const [row] = await db
    .insert(reminders)
    .values({ ...values, customerId })
    .returning();
  if (!row) throw new Error('insert into reminder returned no row');
  return row;
}

export async function updateReminder(db: Database, customerId: string, id: number, changes: Partial<ReminderValues>): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(reminders)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownReminder(customerId, id))
    .returning();
  return row;
}

/** Deletes the series with its completions, deletions and notices (the foreign keys cascade). */
export async function deleteReminder(db: Database, customerId: string, id: number): Promise<boolean> {
  const rows = await db.delete(reminders).where(ownReminder(customerId, id)).returning({ id: reminders.id });
  return rows.length > 0;
}

// ─── Completions and deletions ───────────────────────────────────────────────────────────────

/** The dates done (`completions`) and taken out (`deletions`) of these reminders between two days, both included. */
export async function occurrenceMarks(
  db: Database,
  reminderIds: readonly number[],
  from: string,
  to?: string,
): Promise<{ completions: ReminderCompletionRow[]; deletions: ReminderDeletionRow[] }> {
  if (reminderIds.length === 0) return { completions: [], deletions: [] };
  const ids = [...reminderIds];
  const [completions, deletions] = await Promise.all([
    db
      .select()
      .from(reminderCompletions)
      .where(
        and(
          inArray(reminderCompletions.reminderId, ids),
          gte(reminderCompletions.date, from),
          ...(to === undefined ? [] : [lte(reminderCompletions.date, to)]),
        ),
      ),
    db
      .select()
      .from(reminderDeletions)
      .where(
        and(inArray(reminderDeletions.reminderId, ids), gte(reminderDeletions.date, from), ...(to === undefined ? [] : [lte(reminderDeletions.date, to)])),
      ),
  ]);
  return { completions, deletions };
}

/** The ids of the customer's reminders: the owner check of completions and deletions. */
function ownReminderIds(customerId: string) {
  return sql`(select ${reminders.id} from ${reminders} where ${ownReminder(customerId)})`;
}

export async function listReminderCompletions(
  db: Database,
  customerId: string,
  window: ListWindow,
  reminderId?: number,
): Promise<{ count: number; rows: ReminderCompletionRow[] }> {
  const where = and(
    sql`${reminderCompletions.reminderId} in ${ownReminderIds(customerId)}`,
    ...(reminderId === undefined ? [] : [eq(reminderCompletions.reminderId, reminderId)]),
  );
  return pageWithCount(
    window,
    () => db.select().from(reminderCompletions).where(where).orderBy(asc(reminderCompletions.id)).limit(window.limit).offset(window.offset),
    async () => (await db.select({ count: count() }).from(reminderCompletions).where(where))[0]?.count ?? 0,
  );
}

export async function findReminderCompletion(db: Database, customerId: string, id: number): Promise<ReminderCompletionRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderCompletions)
    .where(and(eq(reminderCompletions.id, id), sql`${reminderCompletions.reminderId} in ${ownReminderIds(customerId)}`));
  return row;
}

/** Marks an occurrence done; undefined when it was done before (the unique reminder + date index decides). */
export async function insertReminderCompletion(
  db: Database,
  values: { reminderId: number; date: string; note: string },
): Promise<ReminderCompletionRow | undefined> {
  const [row] = await db
    .insert(reminderCompletions)
    .values(values)
    .onConflictDoNothing({ target: [reminderCompletions.reminderId, reminderCompletions.date] })
    .returning();
  return row;
}

export async function deleteReminderCompletion(db: Database, customerId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(reminderCompletions)
    .where(and(eq(reminderCompletions.id, id), sql`${reminderCompletions.reminderId} in ${ownReminderIds(customerId)}`))
    .returning({ id: reminderCompletions.id });
  return rows.length > 0;
}

export async function listReminderDeletions(
  db: Database,
  customerId: string,
  window: ListWindow,
  reminderId?: number,
): Promise<{ count: number; rows: ReminderDeletionRow[] }> {
  const where = and(
    sql`${reminderDeletions.reminderId} in ${ownReminderIds(customerId)}`,
    ...(reminderId === undefined ? [] : [eq(reminderDeletions.reminderId, reminderId)]),
  );
  return pageWithCount(
    window,
    () => db.select().from(reminderDeletions).where(where).orderBy(asc(reminderDeletions.id)).limit(window.limit).offset(window.offset),
    async () => (await db.select({ count: count() }).from(reminderDeletions).where(where))[0]?.count ?? 0,
  );
}

export async function findReminderDeletion(db: Database, customerId: string, id: number): Promise<ReminderDeletionRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderDeletions)
    .where(and(eq(reminderDeletions.id, id), sql`${reminderDeletions.reminderId} in ${ownReminderIds(customerId)}`));
  return row;
}

/** The names of the customer's pets by id (deleted ones too: a name is only shown). */
export async function animalNamesOf(db: Database, customerId: string): Promise<Map<number, string>> {
  const rows = await db.select({ id: animals.id, name: animals.name }).from(animals).where(eq(animals.customerId, customerId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Takes an occurrence out of its series; undefined when it was taken out before. */
export async function insertReminderDeletion(db: Database, values: { reminderId: number; date: string }): Promise<ReminderDeletionRow | undefined> {
  const [row] = await db
    .insert(reminderDeletions)
    .values(values)
    .onConflictDoNothing({ target: [reminderDeletions.reminderId, reminderDeletions.date] })
    .returning();
  return row;
}

// ─── Notices ───────────────────────────────────────────────────────────────────────────────────

/** A reminder with an e-mail notice, with what the mail needs of its pet and customer. */
export interface NoticeReminderRow {
  reminder: ReminderRow;
  animalName: string;
  customerId: string;
}

/**
 * A batch of the reminders with a notice that may be due on `today` (by id, after `afterId`): the
 * notice job's read, which works out the dates. Pets deleted are left out.
 */
export async function remindersWithNotices(db: Database, today: string, afterId: number, limit: number): Promise<NoticeReminderRow[]> {
  return db
    .select({ reminder: reminders, animalName: animals.name, customerId: customers.id })
    .from(reminders)
    .innerJoin(animals, and(eq(animals.id, reminders.animalId), isNull(animals.deletedAt)))
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .where(
      and(
        isNotNull(reminders.notifyDaysBefore),
        sql`${reminders.id} > ${afterId}`,
        or(isNull(reminders.until), gte(reminders.until, today)),
        // Not before the first notice day, and a one-off not after its day: nothing to send yet, or any more.
        sql`${reminders.startDate} - ${reminders.notifyDaysBefore} <= ${today}::date`,
        or(ne(reminders.repeat, 'never'), gte(reminders.startDate, today)),
      ),
    )
    .orderBy(asc(reminders.id))
    .limit(limit);
}

/**
 * Claims the notice of one occurrence until `claimedUntil`: true when this worker got it — a first
 * claim, or one whose worker died (its `claimed_until` passed, `sent_at` still null). A notice
 * sent, or claimed by a live worker, is not claimed again.
 */
export async function claimReminderNotice(db: Database, reminderId: number, occurrenceDate: string, now: Date, claimedUntil: Date): Promise<boolean> {
  const rows = await db
    .insert(reminderNotices)
    .values({ reminderId, occurrenceDate, claimedUntil })
    .onConflictDoUpdate({
      target: [reminderNotices.reminderId, reminderNotices.occurrenceDate],
      set: { claimedUntil },
      setWhere: and(isNull(reminderNotices.sentAt), lt(reminderNotices.claimedUntil, now)),
    })
    .returning({ reminderId: reminderNotices.reminderId });
  return rows.length > 0;
}

export async function markReminderNoticeSent(db: Database, reminderId: number, occurrenceDate: string, sentAt: Date): Promise<void> {
  await db
    .update(reminderNotices)
    .set({ sentAt })
    .where(and(eq(reminderNotices.reminderId, reminderId), eq(reminderNotices.occurrenceDate, occurrenceDate)));
}

/** Gives a claim back at once (the mail failed): the next run tries again. */
export async function releaseReminderNotice(db: Database, reminderId: number, occurrenceDate: string): Promise<void> {
  await db
    .delete(reminderNotices)
    .where(and(eq(reminderNotices.reminderId, reminderId), eq(reminderNotices.occurrenceDate, occurrenceDate), isNull(reminderNotices.sentAt)));
}

// ─── Calendar feed ─────────────────────────────────────────────────────────────────────────────

export async function findCalendarFeedOf(db: Database, customerId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.customerId, customerId));
  return row;
}

export async function findCalendarFeedByToken(db: Database, token: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row;
}

/** The customer's feed with a new secret: the old URL stops working at once. */
export async function replaceCalendarFeed(db: Database, customerId: string, token: string): Promise<CalendarFeedRow> {
  const createdAt = new Date();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ customerId, token, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.customerId, set: { token, createdAt } })
    .returning();
  if (!row) throw new Error('upsert into calendar_feed returned no row');
  return row;
}

export async function deleteCalendarFeed(db: Database, customerId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.customerId, customerId)).returning({ customerId: calendarFeeds.customerId });
  return rows.length > 0;
}

/** What the feed shows of a delivery. */
export type CalendarDeliveryRow = Pick<typeof deliveries.$inferSelect, 'id' | 'status' | 'deliveryDate' | 'country' | 'cutOffAt'>;

/**
 * The customer's deliveries with a date between two days (both included) that are coming or came:
 * not drafts waiting for the checkout, not canceled, not skipped.
 */
export async function calendarDeliveriesOf(db: Database, customerId: string, from: string, to: string): Promise<CalendarDeliveryRow[]> {
  return db
    .select({ id: deliveries.id, status: deliveries.status, deliveryDate: deliveries.deliveryDate, country: deliveries.country, cutOffAt: deliveries.cutOffAt })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.customerId, customerId),
        inArray(deliveries.status, ['scheduled', 'paid', 'shipped', 'delivered']),
        gte(deliveries.deliveryDate, from),
        lte(deliveries.deliveryDate, to),
      ),
    )
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.id));
}
