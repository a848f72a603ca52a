import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breed,
  breedList,
  breedListQuery,
  productListQuery,
  productQuery,
  shopProduct,
  shopProductList,
} from '@brokkie/contracts/catalogue';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { localeTags } from '@brokkie/domain/locales';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { breedById, breedPage, productById, productPage } from './catalogue-service.ts';

// The catalogue changes with a deployment, not per request: public and cacheable like the
// reference data. Its texts follow Accept-Language, so caches must key on that header too.
const config = { publicCacheSeconds: 300 };

function localised(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Accept-Language').header('content-language', localeTags[request.context.locale]);
}

/** Breeds (§3, §7 "Breeds") and the shop's products, public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/breeds/',
    {
      config,
      schema: {
        tags: ['breeds'],
        operationId: 'listBreeds',
        summary: 'Breeds, by name in the request’s language; ?type=dog|cat, ?search=',
        querystring: breedListQuery,
        response: { 200: breedList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await breedPage(app.db, request.query, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/breeds/:id/',
    {
      config,
      schema: {
        tags: ['breeds'],
        operationId: 'getBreed',
        summary: 'One breed',
        params: resourceIdParams,
        response: { 200: breed, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await breedById(app.db, request.params.id, request.context.locale);
      if (!found) throw notFound();
      localised(request, reply);
      return found;
    },
  );

  app.get(
    '/product/',
    {
      config,
      schema: {
        tags: ['products'],
        operationId: 'listProducts',
        summary: 'The products the shop offers, in catalogue order; ?kind=, ?animal_type=, ?country=',
        querystring: productListQuery,
        response: { 200: shopProductList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const page = await productPage(app.db, request.query, window, request.context.locale);
      localised(request, reply);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/product/:id/',
    {
      config,
      schema: {
        tags: ['products'],
        operationId: 'getProduct',
        summary: 'One product, with its price in the delivery country of ?country=',
        params: resourceIdParams,
        querystring: productQuery,
        response: { 200: shopProduct, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await productById(app.db, request.params.id, request.context.locale, request.query.country);
      if (!found) throw notFound();
      localised(request, reply);
      return found;
    },
  );
};
