import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { questionnaireDrafts } from './schema.ts';

export interface QuestionnaireDraftRow {
  answers: Record<string, unknown>;
  updatedAt: Date;
}

export async function findQuestionnaireDraft(db: Database, customerId: string): Promise<QuestionnaireDraftRow | undefined> {
  const [row] = await db
    .select({ answers: questionnaireDrafts.answers, updatedAt: questionnaireDrafts.updatedAt })
    .from(questionnaireDrafts)
    .where(eq(questionnaireDrafts.customerId, customerId));
  return row;
}

/** Replaces the customer's draft (one per customer: the last save wins). */
export async function saveQuestionnaireDraft(
  db: Database,
  customerId: string,
  answers: Record<string, unknown>,
): Promise<QuestionnaireDraftRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(questionnaireDrafts)
    .values({ customerId, answers, updatedAt })
    .onConflictDoUpdate({ target: questionnaireDrafts.customerId, set: { answers, updatedAt } })
    .returning({ answers: questionnaireDrafts.answers, updatedAt: questionnaireDrafts.updatedAt });
  if (!row) throw new Error('The questionnaire draft was not saved');
  return row;
}

export async function deleteQuestionnaireDraft(db: Database, customerId: string): Promise<void> {
  await db.delete(questionnaireDrafts).where(eq(questionnaireDrafts.customerId, customerId));
}
