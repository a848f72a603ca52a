import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { feedbackQuestions } from './schema.ts';

/**
 * The feedback questions Brokkie asks on the dashboard (docs/referrals-and-feedback.md). Their
 * texts live in the catalogs under `feedback_questions.<key>` (`text`, `choices.<value>`,
 * `min_label`/`max_label` for ratings, `comment_label`), so that every language reads right.
 */
export interface FeedbackQuestionSeed {
  key: string;
  kind: 'rating' | 'choice' | 'text';
  /** choice: the values, in the order they are shown. */
  choices: string[];
  position: number;
}

export const feedbackQuestionSeeds: readonly FeedbackQuestionSeed[] = [
  // How the first box went, as a whole: the number the team watches after every change.
  { key: 'first_box_satisfaction', kind: 'rating', choices: [], position: 10 },
  // Whether the pet eats it: a recipe that is not eaten is the first reason to stop.
  {
    key: 'pet_likes_food',
    kind: 'choice',
    choices: ['loves_it', 'eats_it', 'getting_used', 'refuses'],
    position: 20,
  },
  { key: 'improvement', kind: 'text', choices: [], position: 30 },
];

/**
 * Writes `feedbackQuestionSeeds`, idempotently (upsert by key): the kind, choices and order
 * follow this file; `active` is left as it is in the database, so a question switched off there
 * stays off after the next start.
 */
export async function seedFeedbackQuestions(db: Database): Promise<void> {
  await db
    .insert(feedbackQuestions)
    .values(feedbackQuestionSeeds.map((seed) => ({ ...seed })))
    .onConflictDoUpdate({
      target: feedbackQuestions.key,
      set: {
        kind: sql`excluded.kind`,
        choices: sql`excluded.choices`,
        position: sql`excluded.position`,
      },
    });
}
