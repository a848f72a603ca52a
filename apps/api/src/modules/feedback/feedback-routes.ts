import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackAnswer,
  feedbackAnswerRequest,
  feedbackQuestion,
  feedbackQuestionList,
  feedbackQuestionQuery,
} from '@brokkie/contracts/feedback';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import {
  activeFeedbackQuestion,
  answerFeedbackQuestion,
  openFeedbackQuestions,
  toFeedbackQuestion,
} from './feedback-service.ts';

const tags = ['feedback'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * Feedback questions (§7): the questions the customer has not answered yet, and their answers.
 * Staff with customer_override may read a customer's open questions, never answer for them.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedbackquestion/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listFeedbackQuestions',
        summary: 'The active questions the customer has not answered yet, in the order they are asked',
        querystring: feedbackQuestionQuery,
        response: { 200: feedbackQuestionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await openFeedbackQuestions(app.db, customer, window, request.context.locale);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/feedbackquestion/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getFeedbackQuestion',
        summary: 'One active question, with its texts',
        params: resourceIdParams,
        response: { 200: feedbackQuestion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await actingCustomer(app.db, request, { forWrite: false });
      return toFeedbackQuestion(await activeFeedbackQuestion(app.db, request.params.id), request.context.locale);
    },
  );

  app.post(
    '/feedbackquestion/answer/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'answerFeedbackQuestion',
        summary: "Answer a question: `rating`, `choice` or `comment` as the question's kind asks; once per question",
        body: feedbackAnswerRequest,
        response: { 201: feedbackAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const answer = await answerFeedbackQuestion(app.db, customer, request.body);
      return reply.code(201).send(answer);
    },
  );
};
