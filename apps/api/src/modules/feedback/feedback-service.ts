import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import {
  findFeedbackQuestion,
  insertFeedbackAnswer,
  isAskedOf,
  listOpenFeedbackQuestions,
  type FeedbackAnswerRow,
  type FeedbackQuestionRow,
} from '@brokkie/db/feedback-queries';
import type { PageWindow } from '@brokkie/db/reference-data-queries';
import {
  feedbackMessageKeys,
  feedbackQuestionId,
  feedbackRatingScale,
  type FeedbackAnswer,
  type FeedbackAnswerRequest,
  type FeedbackQuestion,
  type FeedbackQuestionKind,
} from '@brokkie/contracts/feedback';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import type { Locale } from '@brokkie/domain/locales';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import { translateKey, type MessageRef } from '../../lib/translator.ts';

/**
 * Feedback questions (§7 GET /feedbackquestion/, POST /feedbackquestion/answer/). The dashboard
 * shows the first open question while GET /customer/feedback_count/ says one is open; the texts
 * come from the catalogs (`feedback_questions.<key>`), in the request's language.
 */

export function toFeedbackQuestion(row: FeedbackQuestionRow, locale: Locale): FeedbackQuestion {
  // A question added in the database before its texts reached the catalogs still shows, by key.
  const text = (path: string) => translateKey(locale, `feedback_questions.${row.key}.${path}`) ?? null;
  const kind = row.kind as FeedbackQuestionKind;
  const rating = kind === 'rating';
  return {
    id: row.id,
    url: resourceUrl('feedbackquestion', row.id),
    key: row.key,
    kind,
    text: text('text') ?? row.key,
    choices: kind === 'choice' ? row.choices.map((value) => ({ value, label: text(`choices.${value}`) ?? value })) : [],
    min: rating ? feedbackRatingScale.min : null,
    max: rating ? feedbackRatingScale.max : null,
    min_label: rating ? text('min_label') : null,
    max_label: rating ? text('max_label') : null,
    comment_label: kind === 'text' ? null : text('comment_label'),
  };
}

export async function openFeedbackQuestions(
  db: Database,
  customer: CustomerRow,
  window: PageWindow,
  locale: Locale,
  now: Date = new Date(),
): Promise<{ count: number; results: FeedbackQuestion[] }> {
  // The question about the first box waits until that box has arrived (by today's date in Brussels).
  const page = await listOpenFeedbackQuestions(db, customer.id, window, todayIsoDate(now));
  return { count: page.count, results: page.rows.map((row) => toFeedbackQuestion(row, locale)) };
}

/** An active question; switched-off questions are gone as far as customers are concerned. */
export async function activeFeedbackQuestion(db: Database, id: number): Promise<FeedbackQuestionRow> {
  const row = await findFeedbackQuestion(db, id);
  if (!row?.active) throw notFound();
  return row;
}

/** What the answer stores, once it fits the question's kind; 400 with the fields otherwise. */
export function answerContents(
  question: FeedbackQuestionRow,
  body: Pick<FeedbackAnswerRequest, 'rating' | 'choice' | 'comment'>,
): { rating: number | null; choice: string | null; comment: string | null } {
  const fields: Record<string, MessageRef[]> = {};
  const comment = body.comment ? body.comment : null;
  const refuse = (field: 'rating' | 'choice') => {
    if (body[field] !== undefined) fields[field] = [{ key: feedbackMessageKeys.notForThisQuestion }];
  };
  switch (question.kind as FeedbackQuestionKind) {
    case 'rating':
      if (body.rating === undefined) fields.rating = [{ key: feedbackMessageKeys.ratingRequired }];
      refuse('choice');
      break;
    case 'choice':
      if (body.choice === undefined) fields.choice = [{ key: feedbackMessageKeys.choiceRequired }];
      else if (!question.choices.includes(body.choice)) fields.choice = [{ key: feedbackMessageKeys.unknownChoice }];
      refuse('rating');
      break;
    case 'text':
      if (comment === null) fields.comment = [{ key: feedbackMessageKeys.commentRequired }];
      refuse('rating');
      refuse('choice');
      break;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { rating: body.rating ?? null, choice: body.choice ?? null, comment };
}

export function toFeedbackAnswer(row: FeedbackAnswerRow): FeedbackAnswer {
  return {
    question: resourceUrl('feedbackquestion', row.questionId),
    rating: row.rating,
    choice: row.choice,
    comment: row.comment,
    answered_at: row.answeredAt.toISOString(),
  };
}

/** Stores the customer's answer: once per question (409 already_answered after that). */
export async function answerFeedbackQuestion(
  db: Database,
  customer: CustomerRow,
  body: FeedbackAnswerRequest,
  now: Date = new Date(),
): Promise<FeedbackAnswer> {
  const question = await findFeedbackQuestion(db, feedbackQuestionId(body.question));
  if (!question?.active) throw validationFailed({ question: [{ key: feedbackMessageKeys.unknownQuestion }] });
  // The question about the first box is answered once that box has arrived, as it is asked.
  if (!(await isAskedOf(db, customer.id, question.id, todayIsoDate(now)))) {
    throw validationFailed({ question: [{ key: feedbackMessageKeys.notAskedYet }] });
  }
  const contents = answerContents(question, body);
  const row = await insertFeedbackAnswer(db, { questionId: question.id, customerId: customer.id, ...contents });
  if (!row) {
    throw new ApiProblem({ statusCode: 409, code: 'already_answered', detail: { key: feedbackMessageKeys.alreadyAnswered } });
  }
  return toFeedbackAnswer(row);
}
