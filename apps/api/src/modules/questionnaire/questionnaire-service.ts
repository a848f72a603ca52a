import type { Database } from '@brokkie/db/client';
import {
  deleteQuestionnaireDraft,
  findQuestionnaireDraft,
  saveQuestionnaireDraft,
  type QuestionnaireDraftRow,
} from '@brokkie/db/questionnaire-queries';
import {
  emptyQuestionnaireDraft,
  questionnaireDraftBody,
  type QuestionnaireDraft,
  type QuestionnaireDraftBody,
} from '@brokkie/contracts/questionnaire';

function toDraft(row: QuestionnaireDraftRow): QuestionnaireDraft {
  // A draft saved under older rules (a question renamed since) is not worth an error page: the
  // owner starts afresh rather than being stuck.
  const parsed = questionnaireDraftBody.safeParse(row.answers);
  if (!parsed.success) return emptyQuestionnaireDraft;
  return { ...parsed.data, updated_at: row.updatedAt.toISOString() };
}

/** The customer's saved answers, or an empty draft when there are none. */
export async function draftOf(db: Database, customerId: string): Promise<QuestionnaireDraft> {
  const row = await findQuestionnaireDraft(db, customerId);
  return row ? toDraft(row) : emptyQuestionnaireDraft;
}

/** Replaces the customer's draft with the validated body. */
export async function saveDraft(db: Database, customerId: string, body: QuestionnaireDraftBody): Promise<QuestionnaireDraft> {
  const row = await saveQuestionnaireDraft(db, customerId, body);
  return toDraft(row);
}

export async function discardDraft(db: Database, customerId: string): Promise<void> {
  await deleteQuestionnaireDraft(db, customerId);
}
