import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customer,
  customerIdParams,
  customerList,
  customerUpdate,
  feedbackCount,
} from '@brokkie/contracts/customer';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer, applyCustomerUpdate, feedbackCountOf, toCustomer } from './customer-service.ts';

const tags = ['customer'];
const security = [{ bearerAuth: [] }];
// Without a user the answer is 401 before anything else is looked at.
const config = { requireUser: true };

/**
 * The customer (§3, §7): the signed-in user's own record, or, for staff with
 * `customer_override`, the record of the customer they act as (reads only).
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listCustomers',
        summary: 'The signed-in customer (or the customer_override target), as a one-item list',
        querystring: paginationQuery,
        response: { 200: customerList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer: row } = await actingCustomer(app.db, request, { forWrite: false });
      const results = window.offset === 0 ? [toCustomer(row)] : [];
      return pageOf(request, window, 1, results);
    },
  );

  app.get(
    '/customer/feedback_count/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getCustomerFeedbackCount',
        summary: 'How many feedback questions the customer has, answered and open',
        response: { 200: feedbackCount, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer: row } = await actingCustomer(app.db, request, { forWrite: false });
      return feedbackCountOf(app.db, row);
    },
  );

  app.get(
    '/customer/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getCustomer',
        summary: "The customer, if it is the caller's own (or the customer_override target)",
        params: customerIdParams,
        response: { 200: customer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer: row } = await actingCustomer(app.db, request, { forWrite: false });
      // Another customer's record does not exist as far as this caller is concerned.
      if (row.id !== request.params.id) throw notFound();
      return toCustomer(row);
    },
  );

  app.patch(
    '/customer/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateCustomer',
        summary: "Change the caller's own customer; refused (403) while customer_override is in use",
        params: customerIdParams,
        body: customerUpdate,
        response: { 200: customer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer: row } = await actingCustomer(app.db, request, { forWrite: true });
      if (row.id !== request.params.id) throw notFound();
      return applyCustomerUpdate(app.db, row, request.body);
    },
  );
};
