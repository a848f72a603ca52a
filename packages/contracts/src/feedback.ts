import { z } from 'zod';
import { referencedId, resourceReference } from './resource.ts';
import { feedbackRatingScale, maxFeedbackCommentLength } from './feedback-limits.ts';
import { paginated, paginationQuery } from './pagination.ts';

/** How a feedback question is answered. */
export const feedbackQuestionKinds = ['rating', 'choice', 'text'] as const;
export type FeedbackQuestionKind = (typeof feedbackQuestionKinds)[number];

export { feedbackRatingScale, maxFeedbackCommentLength } from './feedback-limits.ts';

/** Message keys of the feedback endpoints (`api` namespace). */
export const feedbackMessageKeys = {
  invalidQuestion: 'api.feedback.invalid_question',
  unknownQuestion: 'api.feedback.unknown_question',
  alreadyAnswered: 'api.feedback.already_answered',
  notAskedYet: 'api.feedback.not_asked_yet',
  ratingRequired: 'api.feedback.rating_required',
  choiceRequired: 'api.feedback.choice_required',
  commentRequired: 'api.feedback.comment_required',
  unknownChoice: 'api.feedback.unknown_choice',
  notForThisQuestion: 'api.feedback.not_for_this_question',
} as const;

const invalid = feedbackMessageKeys.invalidQuestion;

/** A question by its url (`/feedbackquestion/3/`) or its id (3). */
export const feedbackQuestionReference = resourceReference('feedbackquestion', invalid);

/** The id of a validated `feedbackQuestionReference`. */
export const feedbackQuestionId = referencedId;

export const feedbackChoice = z
  .object({
    value: z.string().describe('What to send as `choice`'),
    label: z.string().describe("What to show, in the request's language"),
  })
  .meta({ id: 'FeedbackChoice' });

/** A question the customer has not answered yet, with its texts in the request's language. */
export const feedbackQuestion = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /feedbackquestion/{id}/'),
    key: z.string().describe('Stable name of the question, e.g. first_box_satisfaction'),
    kind: z.enum(feedbackQuestionKinds).describe('rating: send `rating`; choice: send `choice`; text: send `comment`'),
    text: z.string().describe('The question'),
    choices: z.array(feedbackChoice).describe('choice: the answers to pick from, in order; otherwise empty'),
    min: z.number().int().nullable().describe(`rating: lowest rating (${feedbackRatingScale.min}); otherwise null`),
    max: z.number().int().nullable().describe(`rating: highest rating (${feedbackRatingScale.max}); otherwise null`),
    min_label: z.string().nullable().describe('rating: what the lowest rating means; otherwise null'),
    max_label: z.string().nullable().describe('rating: what the highest rating means; otherwise null'),
    comment_label: z.string().nullable().describe('rating and choice: prompt of the optional remark; text: null'),
  })
  .meta({ id: 'FeedbackQuestion' });
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

export const feedbackQuestionList = paginated(feedbackQuestion).meta({ id: 'FeedbackQuestionList' });

export const feedbackQuestionQuery = paginationQuery;

export const feedbackAnswerRequest = z
  .strictObject({
    question: feedbackQuestionReference,
    rating: z
      .number()
      .int()
      .min(feedbackRatingScale.min)
      .max(feedbackRatingScale.max)
      .optional()
      .describe(`rating questions: ${feedbackRatingScale.min}–${feedbackRatingScale.max}`),
    choice: z.string().trim().min(1).max(64).optional().describe('choice questions: one of the `value`s of `choices`'),
    comment: z.string().trim().max(maxFeedbackCommentLength).optional().describe('text questions: the answer (required); others: an optional remark'),
  })
  .meta({ id: 'FeedbackAnswerRequest' });
export type FeedbackAnswerRequest = z.infer<typeof feedbackAnswerRequest>;

export const feedbackAnswer = z
  .object({
    question: z.string().describe('url of the question answered'),
    rating: z.number().int().nullable(),
    choice: z.string().nullable(),
    comment: z.string().nullable(),
    answered_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'FeedbackAnswer' });
export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;
