import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestPaymentQuery, payment, paymentIdParams } from '@brokkie/contracts/payment';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { toPayment } from './payment-resources.ts';

const tags = ['payment'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/** The caller's payments (§7 `GET payment/latest/`). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/latest/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getLatestPayment',
        summary: "The caller's most recent payment, brought up to date with the provider while it is open",
        querystring: latestPaymentQuery,
        response: { 200: payment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const latest = await app.payments.latestPayment({
        customerId: customer.id,
        isShop: request.query.is_shop,
        refresh: true,
      });
      if (!latest) throw notFound();
      return toPayment(latest);
    },
  );

  app.get(
    '/payment/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getPayment',
        summary: 'One of the caller’s payments',
        params: paymentIdParams,
        response: { 200: payment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const row = await app.payments.paymentOf(customer.id, request.params.id);
      if (!row) throw notFound();
      return toPayment(row);
    },
  );
};
