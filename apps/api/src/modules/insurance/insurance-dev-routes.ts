import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insuranceDevDecision,
  insuranceDevLead,
  insuranceDevLeadList,
  insuranceDevLeadListQuery,
  insuranceHandoverRunReport,
  insuranceHandoverRunRequest,
} from '@brokkie/contracts/insurance';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { decideAsInsurer, insuranceDevLeads } from './insurance-decision.ts';
import type { InsuranceHandover } from './insurance-handover.ts';

const tags = ['development'];

/** The development control of the insurance hand-over (registered only with DEV_TOOLS=on, plugins/dev-tools.ts). */
export const insuranceDevRoutes: FastifyPluginAsyncZod<{ handover: InsuranceHandover }> = async (app, { handover }) => {
  app.get(
    '/dev/insurance/leads/',
    {
      schema: {
        tags,
        operationId: 'listInsuranceLeadsForDevelopment',
        summary: 'Development only: the newest insurance leads of every customer with every hand-over attempt (what the insurer received) and its answer',
        querystring: insuranceDevLeadListQuery,
        response: { 200: insuranceDevLeadList, ...errorResponses(400) },
      },
    },
    async (request) => insuranceDevLeads(app.db, handover.adapters, request.query.limit),
  );

  app.post(
    '/dev/insurance/handover/run/',
    {
      schema: {
        tags,
        operationId: 'runInsuranceHandover',
        summary: 'Development only: hand the due insurance leads to their insurers now, or as if at `now`; returns what happened to each',
        body: insuranceHandoverRunRequest.optional(),
        response: { 200: insuranceHandoverRunReport, ...errorResponses(400) },
      },
    },
    async (request) => handover.runOnce(request.body?.now === undefined ? new Date() : new Date(request.body.now)),
  );

  app.post(
    '/dev/insurance/leads/:id/decision/',
    {
      schema: {
        tags,
        operationId: 'decideInsuranceLeadForDevelopment',
        summary:
          "Development only: the insurer's answer to a lead (accepted or refused), sent as the insurer would: signed, through the decision callback's checks",
        params: resourceIdParams,
        body: insuranceDevDecision,
        response: { 200: insuranceDevLead, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => decideAsInsurer(app.db, handover.adapters, request.params.id, request.body, new Date()),
  );
};
