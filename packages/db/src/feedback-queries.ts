import { and, asc, count, eq, notExists } from 'drizzle-orm';
import type { Database } from './client.ts';
import { feedbackAnswers, feedbackQuestions } from './schema.ts';
import type { Page, PageWindow } from './reference-data-queries.ts';

export type FeedbackQuestionRow = typeof feedbackQuestions.$inferSelect;
export type FeedbackAnswerRow = typeof feedbackAnswers.$inferSelect;

export interface NewFeedbackAnswer {
  questionId: number;
  customerId: string;
  rating: number | null;
  choice: string | null;
  comment: string | null;
}

/** Active questions the customer has not answered, in the order the company asks them. */
export async function listOpenFeedbackQuestions(
  db: Database,
  customerId: string,
  window: PageWindow,
): Promise<Page<FeedbackQuestionRow>> {
  const open = and(
    eq(feedbackQuestions.active, true),
    notExists(
      db
        .select({ id: feedbackAnswers.id })
        .from(feedbackAnswers)
        .where(and(eq(feedbackAnswers.questionId, feedbackQuestions.id), eq(feedbackAnswers.customerId, customerId))),
    ),
  );
  const [counted, rows] = await Promise.all([
    db.select({ count: count() }).from(feedbackQuestions).where(open),
    db
      .select()
      .from(feedbackQuestions)
      .where(open)
      .orderBy(asc(feedbackQuestions.position), asc(feedbackQuestions.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

export async function findFeedbackQuestion(db: Database, id: number): Promise<FeedbackQuestionRow | undefined> {
  const [row] = await db.select().from(feedbackQuestions).where(eq(feedbackQuestions.id, id));
  return row;
}

/**
 * Stores the answer; `undefined` when the customer already answered the question (the unique
 * question + customer index decides, so two answers sent at once store one).
 */
export async function insertFeedbackAnswer(db: Database, answer: NewFeedbackAnswer): Promise<FeedbackAnswerRow | undefined> {
  const [row] = await db
    .insert(feedbackAnswers)
    .values(answer)
    .onConflictDoNothing({ target: [feedbackAnswers.questionId, feedbackAnswers.customerId] })
    .returning();
  return row;
}
