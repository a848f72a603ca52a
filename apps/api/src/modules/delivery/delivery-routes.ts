import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutResponse,
  createForAnimalsRequest,
  createForAnimalsResponse,
  delivery,
  deliveryItem,
  deliveryItemList,
  deliveryItemListQuery,
  deliveryList,
  deliveryUpdate,
} from '@brokkie/contracts/delivery';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { calculatePricesResponse } from '@brokkie/contracts/pricing';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { answerAtVersion, VersionedAnswers } from '../../lib/versioned-answers.ts';
import { actingCustomer, actingCustomerVersion } from '../customer/customer-service.ts';
import { checkoutOf } from './checkout-view.ts';
import { createForAnimals } from './checkout-workflow.ts';
import {
  currentCart,
  deliveryItemById,
  deliveryItemPage,
  deliveryPageOf,
  describeDelivery,
  ownDelivery,
  setCustomAmounts,
} from './delivery-service.ts';
import { describeRecurringDelivery } from './recurring-delivery-service.ts';

const tags = ['delivery'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * Deliveries (§3, §7): the lists, one delivery, its priced cart and what the checkout page needs,
 * the extras of one delivery, and POST /delivery/create_for_animals/ (the funnel's first step).
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The list as last answered to each reader, valid while its customer's data version stands
  // (decision 0023): most dashboard visits read it unchanged. 16 million characters at most.
  const deliveryListAnswers = new VersionedAnswers(16_000_000);

  app.get(
    '/delivery/',
    {
      config,
      // The list is the largest body the dashboard reads, on every visit.
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        security,
        operationId: 'listDeliveries',
        summary: "The caller's deliveries, newest first, with their items and payment state",
        querystring: paginationQuery,
        response: { 200: deliveryList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const reader = await actingCustomerVersion(app.db, request);
      return answerAtVersion(reply, deliveryListAnswers, reader, async () => {
        const page = await deliveryPageOf(app.db, reader.customerId, window);
        return pageOf(request, window, page.count, page.results);
      });
    },
  );

  app.post(
    '/delivery/create_for_animals/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createDeliveryForAnimals',
        summary: "The pets' formulas become the recurring delivery's items; the draft first delivery is made (201) or updated (200)",
        body: createForAnimalsRequest,
        response: { 200: createForAnimalsResponse, 201: createForAnimalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const now = new Date();
      const result = await createForAnimals(app.db, customer, request.body, now);
      const body = {
        delivery: result.delivery ? await describeDelivery(app.db, result.delivery) : null,
        recurring_delivery: await describeRecurringDelivery(app.db, customer, result.recurring, now),
      };
      if (!result.created || !body.delivery) return reply.code(200).send(body);
      return reply.code(201).header('location', `${app.apiBasePath}${body.delivery.url}`).send(body);
    },
  );

  app.get(
    '/delivery/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getDelivery',
        summary: "One of the caller's deliveries",
        params: resourceIdParams,
        response: { 200: delivery, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return describeDelivery(app.db, await ownDelivery(app.db, customer.id, request.params.id));
    },
  );

  app.patch(
    '/delivery/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateDelivery',
        summary: 'Extras for this delivery only (custom_amounts); draft or awaiting payment first deliveries',
        params: resourceIdParams,
        body: deliveryUpdate,
        response: { 200: delivery, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const row = await setCustomAmounts(app.db, customer, request.params.id, request.body.custom_amounts, new Date());
      return describeDelivery(app.db, row);
    },
  );

  app.get(
    '/delivery/:id/calculate_cart/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'calculateDeliveryCart',
        summary: 'The priced cart of the delivery (an unpaid first delivery is priced from the current state)',
        params: resourceIdParams,
        response: { 200: calculatePricesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer, overridden } = await actingCustomer(app.db, request, { forWrite: false });
      const { cart } = await currentCart(app.db, customer, request.params.id, { now: new Date(), persist: !overridden });
      return cart;
    },
  );

  app.get(
    '/delivery/:id/checkout/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryCheckout',
        summary: 'Everything the checkout page needs: delivery, priced cart, addresses, delivery dates, recurring price, payment',
        params: resourceIdParams,
        response: { 200: checkoutResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer, overridden } = await actingCustomer(app.db, request, { forWrite: false });
      return checkoutOf(app.db, app.payments, customer, request.params.id, { now: new Date(), persist: !overridden });
    },
  );

  app.get(
    '/deliveryitem/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listDeliveryItems',
        summary: "The items of the caller's deliveries (or of one, ?delivery={id}), by id",
        querystring: deliveryItemListQuery,
        response: { 200: deliveryItemList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await deliveryItemPage(app.db, customer.id, window, request.query.delivery);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/deliveryitem/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryItem',
        summary: "An item of one of the caller's deliveries",
        params: resourceIdParams,
        response: { 200: deliveryItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return deliveryItemById(app.db, customer.id, request.params.id);
    },
  );
};
