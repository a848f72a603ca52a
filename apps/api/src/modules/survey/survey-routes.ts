import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceIdParams } from '@brokkie/contracts/resource';
import {
  recommendation,
  recommendationList,
  recommendationListQuery,
  survey,
  surveyAnswer,
  surveyAnswerList,
  surveyAnswerListQuery,
  surveyCategory,
  surveyCategoryList,
  surveyCategoryListQuery,
  surveyList,
  surveyListQuery,
  surveyQuestion,
  surveyQuestionList,
  surveyQuestionListQuery,
  surveySubmission,
  surveySubmissionList,
  surveySubmissionListQuery,
  surveySubmissionRequest,
} from '@brokkie/contracts/survey';
import { localeTags } from '@brokkie/domain/locales';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import {
  recommendationById,
  recommendationPage,
  submitSurvey,
  surveyAnswerById,
  surveyAnswerPage,
  surveyById,
  surveyCategoryById,
  surveyCategoryPage,
  surveyPage,
  surveyQuestionById,
  surveyQuestionPage,
  surveySubmissionById,
  surveySubmissionPage,
} from './survey-service.ts';

const tags = ['surveys'];
const security = [{ bearerAuth: [] }];

// The surveys and recommendations are the same for every caller and change with a deployment
// (the seed), like the catalogue: public and cacheable, keyed on Accept-Language too. Only a
// customer's submissions need a signed-in user.
const content = { publicCacheSeconds: 300 };
const customerOnly = { requireUser: true };

function localised(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Accept-Language').header('content-language', localeTags[request.context.locale]);
}

/** Pet-discover surveys (§7 "Surveys", issue 13). */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surveycategories/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'listSurveyCategories',
        summary: 'Survey categories that have a survey, by position, named in the request’s language',
        querystring: surveyCategoryListQuery,
        response: { 200: surveyCategoryList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await surveyCategoryPage(app.db, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/surveycategories/:id/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'getSurveyCategory',
        summary: 'One survey category',
        params: resourceIdParams,
        response: { 200: surveyCategory, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await surveyCategoryById(app.db, request.params.id, request.context.locale);
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/surveys/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'listSurveys',
        summary: 'Surveys, by category then position; ?category= (id), ?animal_type=dog|cat',
        querystring: surveyListQuery,
        response: { 200: surveyList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await surveyPage(app.db, request.query, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/surveys/:id/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'getSurvey',
        summary: 'One survey',
        params: resourceIdParams,
        response: { 200: survey, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await surveyById(app.db, request.params.id, request.context.locale);
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/surveyquestions/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'listSurveyQuestions',
        summary: 'Survey questions, by survey then position; ?survey= (id); ?limit=1000 gives them all',
        querystring: surveyQuestionListQuery,
        response: { 200: surveyQuestionList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await surveyQuestionPage(app.db, request.query, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/surveyquestions/:id/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'getSurveyQuestion',
        summary: 'One survey question',
        params: resourceIdParams,
        response: { 200: surveyQuestion, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await surveyQuestionById(app.db, request.params.id, request.context.locale);
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/surveyanswers/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'listSurveyAnswers',
        summary: 'Survey answers, by survey, question, then position; ?question= or ?survey= (ids); ?limit=1000 gives them all',
        querystring: surveyAnswerListQuery,
        response: { 200: surveyAnswerList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await surveyAnswerPage(app.db, request.query, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/surveyanswers/:id/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'getSurveyAnswer',
        summary: 'One survey answer',
        params: resourceIdParams,
        response: { 200: surveyAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await surveyAnswerById(app.db, request.params.id, request.context.locale);
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/recommendations/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'listRecommendations',
        summary: 'Every recommendation the surveys can give, by priority, with its source and action',
        querystring: recommendationListQuery,
        response: { 200: recommendationList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await recommendationPage(app.db, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/recommendations/:id/',
    {
      config: content,
      schema: {
        tags,
        operationId: 'getRecommendation',
        summary: 'One recommendation',
        params: resourceIdParams,
        response: { 200: recommendation, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await recommendationById(app.db, request.params.id, request.context.locale);
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/surveyanswerrecommendationsubmissions/',
    {
      config: customerOnly,
      schema: {
        tags,
        security,
        operationId: 'listSurveySubmissions',
        summary: 'The customer’s survey submissions with their recommendations, newest first; ?animal=, ?survey= (ids)',
        querystring: surveySubmissionListQuery,
        response: { 200: surveySubmissionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await surveySubmissionPage(app.db, customer, request.query, window, request.context.locale);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/surveyanswerrecommendationsubmissions/:id/',
    {
      config: customerOnly,
      schema: {
        tags,
        security,
        operationId: 'getSurveySubmission',
        summary: 'One of the customer’s survey submissions',
        params: resourceIdParams,
        response: { 200: surveySubmission, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return surveySubmissionById(app.db, customer, request.params.id, request.context.locale);
    },
  );

  app.post(
    '/surveyanswerrecommendationsubmissions/',
    {
      config: customerOnly,
      schema: {
        tags,
        security,
        operationId: 'submitSurvey',
        summary: "Answer a survey for one of the customer's pets: the recommendations the answers lead to, by priority, each once",
        body: surveySubmissionRequest,
        response: { 201: surveySubmission, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const submission = await submitSurvey(app.db, customer, request.body, request.context.locale);
      return reply.code(201).header('location', `${app.apiBasePath}${submission.url}`).send(submission);
    },
  );
};
