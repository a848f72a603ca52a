import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { Page, PageWindow } from './reference-data-queries.ts';
import { animalWeights, animals, reminderCompletions, reminders } from './schema.ts';

export type WeightRow = typeof animalWeights.$inferSelect;
export type ReminderRecord = typeof reminders.$inferSelect;

/** A pet's weight check-ins, oldest first (a chart reads them in that order). */
export async function listWeights(db: Database, animalId: number, window: PageWindow): Promise<Page<WeightRow>> {
  const where = eq(animalWeights.animalId, animalId);
  const [counted, rows] = await Promise.all([
    db.select({ count: count() }).from(animalWeights).where(where),
    db.select().from(animalWeights).where(where).orderBy(asc(animalWeights.measuredOn)).limit(window.limit).offset(window.offset),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/**
 * Records the weight of `measuredOn` (replacing that day's earlier check-in) and, when no later
 * check-in exists, makes it the pet's weight: the meal plan follows the newest weighing.
 * `true` when the pet's weight changed.
 */
export async function recordWeight(db: Database, animalId: number, measuredOn: string, weightGrams: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(animalWeights)
      .values({ animalId, measuredOn, weightGrams })
      .onConflictDoUpdate({ target: [animalWeights.animalId, animalWeights.measuredOn], set: { weightGrams, createdAt: new Date() } });
    const [later] = await tx
      .select({ id: animalWeights.id })
      .from(animalWeights)
      .where(and(eq(animalWeights.animalId, animalId), gt(animalWeights.measuredOn, measuredOn)))
      .limit(1);
    if (later) return false;
    const changed = await tx
      .update(animals)
      .set({ weightGrams, updatedAt: new Date() })
      .where(and(eq(animals.id, animalId), sql`${animals.weightGrams} <> ${weightGrams}`))
      .returning({ id: animals.id });
    return changed.length > 0;
  });
}

/** The check-in of a weight the pet's profile was given (a PATCH or a new pet): today's, replaced if there was one. */
export async function noteProfileWeight(db: Database, animalId: number, measuredOn: string, weightGrams: number): Promise<void> {
  await db
    .insert(animalWeights)
    .values({ animalId, measuredOn, weightGrams })
    .onConflictDoUpdate({ target: [animalWeights.animalId, animalWeights.measuredOn], set: { weightGrams, createdAt: new Date() } });
}

export interface VaccinationRecord {
  reminder: ReminderRecord;
  date: string;
  note: string;
}

/** The pet's vaccination reminders' done occurrences, newest first. */
export async function vaccinationsOf(db: Database, animalId: number): Promise<VaccinationRecord[]> {
  const rows = await db
    .select({ reminder: reminders, date: reminderCompletions.date, note: reminderCompletions.note })
    .from(reminderCompletions)
    .innerJoin(reminders, eq(reminders.id, reminderCompletions.reminderId))
    .where(and(eq(reminders.animalId, animalId), eq(reminders.kind, 'vaccination')))
    .orderBy(desc(reminderCompletions.date), desc(reminderCompletions.id));
  return rows;
}
