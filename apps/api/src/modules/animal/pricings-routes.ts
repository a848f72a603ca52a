import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingRequest, pricingResponse } from '@brokkie/contracts/pricing';
import { todayIsoDate } from '@brokkie/domain/dates';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { priceMealPlans } from './pricings-service.ts';

/** POST /pricings/ (§7): the prices of the meal plans of the caller's pets. */
export const pricingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pricings/',
    {
      config: { requireUser: true },
      schema: {
        tags: ['animal'],
        security: [{ bearerAuth: [] }],
        operationId: 'priceMealPlans',
        summary:
          "Prices of the meal plans of the caller's active pets: per delivery (sacs for the interval) and per day, " + 'incl. the VAT of the delivery country',
        body: pricingRequest,
        response: { 200: pricingResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Pricing changes nothing the customer sees, so staff may ask for it through customer_override.
      const { customer, overridden } = await actingCustomer(app.db, request, { forWrite: false });
      return priceMealPlans(app.db, customer, request.body, { today: todayIsoDate(), readOnly: overridden });
    },
  );
};
