import { and, asc, count, eq, exists, inArray, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { deliveries, feedbackAnswers, feedbackQuestions } from './schema.ts';
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

/**
 * The questions about the food itself, asked only once the first box has arrived: how it went,
 * and whether the pet eats it (nobody can tell before the food is there).
 */
export const afterFirstBoxQuestionKeys = ['first_box_satisfaction', 'pet_likes_food'] as const;

/**
 * The active questions put to the customer: every one, except the questions about the food
 * (afterFirstBoxQuestionKeys) until a paid first box has arrived (status `delivered`, or its delivery date before `today` in
 * Brussels: nothing marks a box delivered yet, docs/billing.md).
 */
export function askedOf(db: Database, customerId: string, today: string): SQL | undefined {
  return and(
    eq(feedbackQuestions.active, true),
    or(
      notInArray(feedbackQuestions.key, [...afterFirstBoxQuestionKeys]),
      exists(
        db
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(
            and(
              eq(deliveries.customerId, customerId),
              eq(deliveries.kind, 'first'),
              or(
                eq(deliveries.status, 'delivered'),
                and(inArray(deliveries.status, ['paid', 'shipped']), sql`${deliveries.deliveryDate} < ${today}`),
              ),
            ),
          ),
      ),
    ),
  );
}

/** Whether the question is put to the customer now (askedOf). */
export async function isAskedOf(db: Database, customerId: string, questionId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: feedbackQuestions.id })
    .from(feedbackQuestions)
    .where(and(eq(feedbackQuestions.id, questionId), askedOf(db, customerId, today)));
  return row !== undefined;
}

/** Questions put to the customer (askedOf) not answered yet, in the order the company asks them. */
export async function listOpenFeedbackQuestions(
  db: Database,
  customerId: string,
  window: PageWindow,
  today: string,
): Promise<Page<FeedbackQuestionRow>> {
  const open = and(
    askedOf(db, customerId, today),
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
