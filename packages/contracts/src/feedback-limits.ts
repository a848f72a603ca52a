// No zod here: the dashboard's feedback card draws its stars and counts its remark with these
// without loading the schemas (they load with the page's data, feedback.ts).

/** The scale of every rating question. */
export const feedbackRatingScale = { min: 1, max: 5 } as const;

/** Longest comment (a text answer, or the remark with a rating or choice). */
export const maxFeedbackCommentLength = 2000;
