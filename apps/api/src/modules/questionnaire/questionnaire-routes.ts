import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDraftBodyBytes, questionnaireDraft, questionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { discardDraft, draftOf, saveDraft } from './questionnaire-service.ts';

const tags = ['questionnaire'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The pet questionnaire's draft (issue 5): the answers saved as the owner goes, one draft per
 * customer. Staff acting through customer_override may read it but not change it.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questionnaire-draft/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getQuestionnaireDraft',
        summary: "The caller's saved questionnaire answers, or an empty draft",
        response: { 200: questionnaireDraft, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return draftOf(app.db, customer.id);
    },
  );

  app.put(
    '/questionnaire-draft/',
    {
      config,
      bodyLimit: maxDraftBodyBytes,
      schema: {
        tags,
        security,
        operationId: 'saveQuestionnaireDraft',
        summary: 'Replace the questionnaire answers (at most 10 pets) and the current position',
        body: questionnaireDraftBody,
        response: { 200: questionnaireDraft, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return saveDraft(app.db, customer.id, request.body);
    },
  );

  app.delete(
    '/questionnaire-draft/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteQuestionnaireDraft',
        summary: 'Forget the questionnaire answers (the pets already created stay)',
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await discardDraft(app.db, customer.id);
      return reply.code(204).send(null);
    },
  );
};
