import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insuranceLead, insuranceLeadCreate, insuranceLeadList, insuranceLeadListQuery } from '@brokkie/contracts/insurance';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { createInsuranceLead, insuranceLeadOf, insuranceLeadsOf } from './insurance-service.ts';

const tags = ['insurance'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

export interface InsuranceRoutesOptions {
  /** Called after a lead is stored (the hand-over runs at once); not awaited. */
  onLeadCreated: () => void;
}

/**
 * Pet insurance leads (issue 15, docs/insurance.md): the signed-in customer's (an anonymous
 * account is signed in too). Staff with customer_override may read them, never make one.
 */
export const insuranceRoutes: FastifyPluginAsyncZod<InsuranceRoutesOptions> = async (app, options) => {
  app.post(
    '/insurancelead/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createInsuranceLead',
        summary:
          "Ask an insurer to cover one pet (one of the customer's, or one given): the API quotes the monthly premium on the start date and hands the lead to " +
          'the insurer; one open lead per pet and offer (409 insurance_lead_open). Send an Idempotency-Key.',
        body: insuranceLeadCreate,
        response: { 201: insuranceLead, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const { lead } = await createInsuranceLead(app.db, customer, request.body, new Date(), request.context.locale);
      options.onLeadCreated();
      return reply.code(201).header('location', `${app.apiBasePath}${lead.url}`).send(lead);
    },
  );

  app.get(
    '/insurancelead/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listInsuranceLeads',
        summary: "The customer's insurance leads, newest first (optionally of one `status`)",
        querystring: insuranceLeadListQuery,
        response: { 200: insuranceLeadList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await insuranceLeadsOf(app.db, customer, window, request.query);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/insurancelead/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getInsuranceLead',
        summary: "One of the customer's insurance leads",
        params: resourceIdParams,
        response: { 200: insuranceLead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return insuranceLeadOf(app.db, customer, request.params.id);
    },
  );
};
