import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatePricesRequest, calculatePricesResponse } from '@brokkie/contracts/pricing';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { calculateCartPrices } from './pricing-service.ts';

/** The price of a cart (§7: POST /delivery/calculate_prices/ with coupon_codes, testbag, cart). */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/delivery/calculate_prices/',
    {
      config: { requireUser: true },
      schema: {
        tags: ['delivery'],
        security: [{ bearerAuth: [] }],
        operationId: 'calculateDeliveryPrices',
        summary: 'Lines, subtotal, discounts, VAT per rate and total of a cart, in cents incl. VAT',
        body: calculatePricesRequest,
        response: { 200: calculatePricesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Pricing writes nothing: staff acting as the customer may see the same prices.
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return calculateCartPrices(app.db, customer, request.body, new Date());
    },
  );
};
