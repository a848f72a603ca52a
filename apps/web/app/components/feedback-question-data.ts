import { z } from 'zod';
import { feedbackAnswer, feedbackAnswerRequest, feedbackQuestionList, type FeedbackAnswer, type FeedbackQuestion } from '@brokkie/contracts/feedback';
import type { ApiClient } from '../lib/api-client.ts';
import { attempt, type ActionResult } from '../shell/page-action.ts';

/**
 * The customer's first open feedback question (GET /feedbackquestion/?limit=1), for a page's loader
 * to pass to FeedbackQuestionCard; null when none is open or it could not be read.
 */
export async function loadOpenFeedbackQuestion(api: ApiClient): Promise<FeedbackQuestion | null> {
  try {
    const page = await api.get('/feedbackquestion/', { query: { limit: 1 }, schema: feedbackQuestionList });
    return page.results[0] ?? null;
  } catch (error) {
    // The question is a bonus on its page: without it the page is complete.
    console.error('[feedback] question not loaded', error);
    return null;
  }
}

/** What FeedbackQuestionCard submits to the action of the page that shows it: the answer, as the API takes it. */
export const feedbackSubmission = z.object({ intent: z.literal('feedback'), answer: feedbackAnswerRequest });

export type FeedbackOutcome = ActionResult<FeedbackAnswer>;

/** The answer's write, for the action of the page showing the card: the API stores it; the page's next read has the next question. */
export function feedbackAction(api: ApiClient, submission: z.output<typeof feedbackSubmission>): Promise<FeedbackOutcome> {
  return attempt(() => api.post('/feedbackquestion/answer/', submission.answer, { schema: feedbackAnswer }));
}
