import { feedbackQuestionList, type FeedbackQuestion } from '@brokkie/contracts/feedback';
import type { ApiClient } from '../lib/api-client.ts';

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
