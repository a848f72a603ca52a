import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizePath } from '@brokkie/domain/locales';
import { mandate, mandateCreate, mandateCreated, mandateList, paymentMessageKeys } from '@brokkie/contracts/payment';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { validationFailed } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { translateMessage } from '../../lib/translator.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import {
  getMandate,
  listMandates,
  makeMandateDefault,
  revokeCustomerMandate,
  startMandateCreation,
} from './mandate-service.ts';
import { isOwnUrl, payerOrigin } from './payer-origin.ts';

const tags = ['mandate'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

export interface MandateRoutesOptions {
  isOwnHost(host: string): boolean;
  /** PUBLIC_URL: the web origin when the request's is not one of ours. */
  publicUrl: string;
}

/** Mandates (§7): GET /mandate/, POST /mandate/, DELETE {mandate url}, POST {mandate url}default/. */
export const mandateRoutes: FastifyPluginAsyncZod<MandateRoutesOptions> = async (app, options) => {
  app.get(
    '/mandate/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listMandates',
        summary: "The caller's valid mandates (details masked)",
        querystring: paginationQuery,
        response: { 200: mandateList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const { count, results } = await listMandates(app.db, customer.id, window);
      return pageOf(request, window, count, results);
    },
  );

  app.post(
    '/mandate/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createMandate',
        summary: 'Add a payment method: starts a €0.01 verification payment whose checkout makes the mandate',
        body: mandateCreate.optional(),
        response: { 201: mandateCreated, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const requested = request.body?.redirect_url;
      if (requested !== undefined && !isOwnUrl(requested, options.isOwnHost)) {
        throw validationFailed({ redirect_url: [{ key: paymentMessageKeys.redirectUrlNotOurs }] });
      }
      const origin = payerOrigin(request, options.isOwnHost, options.publicUrl);
      const created = await startMandateCreation(app.payments, {
        customerId: customer.id,
        redirectUrl: requested ?? `${origin}${localizePath('/dashboard/payment-methods', request.context.locale)}`,
        description: translateMessage(request.context.locale, { key: paymentMessageKeys.mandateVerificationDescription }),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/mandate/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getMandate',
        summary: 'One of the caller’s valid mandates',
        params: resourceIdParams,
        response: { 200: mandate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return getMandate(app.db, customer.id, request.params.id);
    },
  );

  app.delete(
    '/mandate/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteMandate',
        summary:
          'Revoke a mandate (here and at the provider); 409 mandate_in_use for the last one while the subscription is active',
        params: resourceIdParams,
        response: { 204: z.null().describe('Revoked'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await revokeCustomerMandate(app.payments, app.db, customer.id, request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/mandate/:id/default/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'makeMandateDefault',
        summary: "Make the mandate the caller's only default (recurring deliveries are charged through it)",
        params: resourceIdParams,
        response: { 200: mandate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return makeMandateDefault(app.db, customer.id, request.params.id);
    },
  );
};
