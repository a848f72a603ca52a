import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { address, addressCreate, addressInvalid, addressList, addressUpdate } from '@brokkie/contracts/address';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { addressLookupRoutes, type AddressLookupRoutesOptions } from './address-lookup-routes.ts';
import { addressOf, addressPage, createAddress, removeAddress, updateAddress } from './address-service.ts';

export interface AddressRoutesOptions {
  lookup?: AddressLookupRoutesOptions;
}

const tags = ['address'];
const addressInvalidResponse = {
  description: 'Invalid request: validation_error (with fields; a city that is not in the postal code with city_suggestions) or parse_error',
  content: { 'application/json': { schema: addressInvalid } },
};
const security = [{ bearerAuth: [] }];
// Without a user the answer is 401 before anything else is looked at.
const config = { requireUser: true };

/**
 * The customer's addresses (§3, §7) and the address lookup. Every address call answers for
 * the caller's own addresses (or, for staff with customer_override, reads the customer's);
 * another customer's address is a 404. Failures come back as the one error body, an object
 * holding the error (§8), with the postal-code rules of §5 in `fields.postal_code`.
 */
export const addressRoutes: FastifyPluginAsyncZod<AddressRoutesOptions> = async (app, options) => {
  app.get(
    '/address/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listAddresses',
        summary: "The caller's addresses, oldest first",
        querystring: paginationQuery,
        response: { 200: addressList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await addressPage(app.db, customer.id, window);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.post(
    '/address/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createAddress',
        summary: 'Add an address; the postal code must fit the country (§5), the city the postal code',
        body: addressCreate,
        response: { 201: address, ...errorResponses(400, 401, 403, 404), 400: addressInvalidResponse },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const created = await createAddress(app.db, customer.id, request.body, request.context.locale);
      return reply.code(201).header('location', `${app.apiBasePath}${created.url}`).send(created);
    },
  );

  app.get(
    '/address/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getAddress',
        summary: "One of the caller's addresses",
        params: resourceIdParams,
        response: { 200: address, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return addressOf(app.db, customer.id, request.params.id);
    },
  );

  app.patch(
    '/address/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateAddress',
        summary: "Change one of the caller's addresses",
        params: resourceIdParams,
        body: addressUpdate,
        response: { 200: address, ...errorResponses(400, 401, 403, 404), 400: addressInvalidResponse },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return updateAddress(app.db, customer.id, request.params.id, request.body, request.context.locale);
    },
  );

  app.delete(
    '/address/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteAddress',
        summary: 'Delete an address; refused (409 address_in_use) while the active subscription delivers there',
        params: resourceIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await removeAddress(app.db, customer.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(addressLookupRoutes, options.lookup ?? {});
};
