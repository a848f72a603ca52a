import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  delivery,
  followPlanConflict,
  followPlanRequest,
  followPlanResponse,
  recurringDelivery,
  recurringDeliveryItem,
  recurringDeliveryItemList,
  recurringDeliveryItemUpdate,
  recurringDeliveryList,
  recurringDeliveryUpdate,
  upsellingRequest,
} from '@brokkie/contracts/delivery';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { createFirstDelivery } from './checkout-workflow.ts';
import { describeDelivery } from './delivery-service.ts';
import { followPlan } from './follow-plan.ts';
import {
  changeRecurringDelivery,
  changeRecurringItem,
  describeRecurringDelivery,
  ownRecurringDelivery,
  recurringDeliveryPage,
  recurringItemById,
  recurringItemPage,
  setUpselling,
} from './recurring-delivery-service.ts';

const tags = ['delivery'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The subscription's box (§3, §7): GET /recurringdelivery/, PATCH /recurringdelivery/{id}/,
 * POST …/upselling/, POST …/create_first_delivery/, POST …/follow_plan/, and its items under
 * /recurringdeliveryitem/.
 */
export const recurringDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recurringdelivery/',
    {
      config,
      // Read on every visit of the dashboard and the subscription pages (lib/compiled-serializer.ts).
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        security,
        operationId: 'listRecurringDeliveries',
        summary: "The caller's recurring delivery (0 or 1), with its items and its price per delivery and per day",
        querystring: paginationQuery,
        response: { 200: recurringDeliveryList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await recurringDeliveryPage(app.db, request, window, new Date());
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/recurringdelivery/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getRecurringDelivery',
        summary: "The caller's recurring delivery",
        params: resourceIdParams,
        response: { 200: recurringDelivery, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const row = await ownRecurringDelivery(app.db, customer.id, request.params.id);
      return describeRecurringDelivery(app.db, customer, row, new Date());
    },
  );

  app.patch(
    '/recurringdelivery/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateRecurringDelivery',
        summary: 'Change the interval (the sacs are planned again) or pause/resume the subscription',
        params: resourceIdParams,
        body: recurringDeliveryUpdate,
        response: { 200: recurringDelivery, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const now = new Date();
      const row = await changeRecurringDelivery(app.db, customer, request.params.id, request.body, now);
      return describeRecurringDelivery(app.db, customer, row, now);
    },
  );

  app.post(
    '/recurringdelivery/:id/upselling/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'setRecurringExtras',
        summary: 'Set extras of every delivery (amount 0 removes one); an unpaid first delivery follows',
        params: resourceIdParams,
        body: upsellingRequest,
        response: { 200: recurringDelivery, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const now = new Date();
      const row = await setUpselling(app.db, customer, request.params.id, request.body, now);
      return describeRecurringDelivery(app.db, customer, row, now);
    },
  );

  app.post(
    '/recurringdelivery/:id/create_first_delivery/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createFirstDelivery',
        summary: 'The draft first delivery made from the recurring delivery (201), or the unpaid one there is (200), priced',
        params: resourceIdParams,
        response: { 200: delivery, 201: delivery, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const result = await createFirstDelivery(app.db, customer, request.params.id, new Date());
      const body = await describeDelivery(app.db, result.delivery);
      if (!result.created) return reply.code(200).send(body);
      return reply.code(201).header('location', `${app.apiBasePath}${body.url}`).send(body);
    },
  );

  app.post(
    '/recurringdelivery/:id/follow_plan/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'followPetPlan',
        summary: "One pet's formula item becomes its current meal plan (added for a new pet); the other items stay as they are",
        params: resourceIdParams,
        body: followPlanRequest,
        response: {
          200: followPlanResponse,
          ...errorResponses(400, 401, 403, 404),
          409: {
            description: 'subscription_not_started (the first box is not paid), pet_not_active (with `pets`), or idempotency_in_progress',
            content: { 'application/json': { schema: followPlanConflict } },
          },
        },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const now = new Date();
      const result = await followPlan(app.db, customer, request.params.id, request.body, now);
      return { kind: result.kind, recurring: await describeRecurringDelivery(app.db, customer, result.row, now) };
    },
  );

  app.get(
    '/recurringdeliveryitem/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listRecurringDeliveryItems',
        summary: "The items of the caller's recurring delivery, by id",
        querystring: paginationQuery,
        response: { 200: recurringDeliveryItemList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await recurringItemPage(app.db, customer, window, new Date());
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/recurringdeliveryitem/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getRecurringDeliveryItem',
        summary: "An item of the caller's recurring delivery",
        params: resourceIdParams,
        response: { 200: recurringDeliveryItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return recurringItemById(app.db, customer, request.params.id, new Date());
    },
  );

  app.patch(
    '/recurringdeliveryitem/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateRecurringDeliveryItem',
        summary: 'Change the amount (sacs or units) or skip the item in the next delivery',
        params: resourceIdParams,
        body: recurringDeliveryItemUpdate,
        response: { 200: recurringDeliveryItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const now = new Date();
      await changeRecurringItem(app.db, customer, request.params.id, request.body, now);
      return recurringItemById(app.db, customer, request.params.id, now);
    },
  );
};
