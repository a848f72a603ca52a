import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalDiet,
  animalIdParams,
  animalPriceQuery,
  animalProductList,
  animalProductsLimit,
  animalProductsQuery,
  dietPreview,
  dietPreviewRequest,
  dietRequest,
  foodPercentageInformation,
  selectedProduct,
  subscribedProductList,
} from '@brokkie/contracts/animal';
import { paginationQuery } from '@brokkie/contracts/pagination';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { todayIsoDate } from '@brokkie/domain/dates';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { deliveryCountryFor } from '../pricing/pricing-service.ts';
import {
  foodPercentageInformationOf,
  getOrCreateDiet,
  previewDiet,
  productsFor,
  selectedProductOf,
  subscribedProductsOf,
  type DietContext,
} from './animal-diet-service.ts';
import { requireAnimal, type AnimalServiceDeps } from './animal-service.ts';

const tags = ['animal'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * A pet's meal plan and products (§3 "Meal plan", §7): the extras that suit it, what it is
 * subscribed to, its formula and why, where its energy comes from, get_or_create_diet, and the
 * dry run of a change (diet_preview).
 * Prices are for the customer's delivery country (default delivery address, else `?country=`,
 * else BE).
 */
export const animalDietRoutes: FastifyPluginAsyncZod<{ deps: AnimalServiceDeps }> = async (app, { deps }) => {
  async function contextFor(request: FastifyRequest, customer: CustomerRow, country: DeliveryCountry | undefined): Promise<DietContext> {
    return {
      locale: request.context.locale,
      country: await deliveryCountryFor(app.db, customer, country),
      today: todayIsoDate(),
    };
  }

  app.get(
    '/animal/:id/products/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listAnimalProducts',
        summary: `The shop's extras that suit this pet, best first (at most ${animalProductsLimit} a page)`,
        params: animalIdParams,
        querystring: animalProductsQuery,
        response: { 200: animalProductList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = { limit: request.query.limit ?? animalProductsLimit, offset: request.query.offset ?? 0 };
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      const page = await productsFor(app.db, pet, window, await contextFor(request, customer, request.query.country));
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/animal/:id/subscribed_products/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listAnimalSubscribedProducts',
        summary: "This pet's items of the customer's recurring delivery (empty before the first order)",
        params: animalIdParams,
        querystring: paginationQuery.extend(animalPriceQuery.shape),
        response: { 200: subscribedProductList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      const context = await contextFor(request, customer, request.query.country);
      const page = await subscribedProductsOf(app.db, customer.id, pet, window, context);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/animal/:id/selected_product/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getAnimalSelectedProduct',
        summary: "The pet's dry formula: the owner's choice while it suits, else the suggestion; with the reasons",
        params: animalIdParams,
        querystring: animalPriceQuery,
        response: { 200: selectedProduct, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      return selectedProductOf(app.db, pet, await contextFor(request, customer, request.query.country));
    },
  );

  app.get(
    '/animal/:id/food_percentage_information/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getAnimalFoodPercentageInformation',
        summary: "Where the pet's daily energy comes from: percentages and kcal of dry formula, wet food, fresh food, treats",
        params: animalIdParams,
        response: { 200: foodPercentageInformation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      return foodPercentageInformationOf(app.db, pet, todayIsoDate());
    },
  );

  app.post(
    '/animal/:id/get_or_create_diet/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getOrCreateAnimalDiet',
        summary:
          "The pet's meal plan: 200 with the stored plan when nothing changed, 201 when a new one was computed. " +
          'With { product } another suitable formula is chosen first.',
        params: animalIdParams,
        querystring: animalPriceQuery,
        body: dietRequest,
        response: { 200: animalDiet, 201: animalDiet, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      const context = await contextFor(request, customer, request.query.country);
      const { diet, created } = await getOrCreateDiet(deps, customer.id, pet, request.body?.product, context);
      return reply.code(created ? 201 : 200).send(diet);
    },
  );

  app.post(
    '/animal/:id/diet_preview/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'previewAnimalDiet',
        summary:
          'Dry run of a change to the pet or its formula: the meal plan now and with the change, grams, sacs and price. ' +
          'Checked as PATCH /animal/{id}/ checks it; nothing is saved.',
        params: animalIdParams,
        querystring: animalPriceQuery,
        body: dietPreviewRequest,
        response: { 200: dietPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // A dry run changes nothing, so staff may ask for it through customer_override.
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const pet = await requireAnimal(app.db, customer.id, request.params.id);
      const context = await contextFor(request, customer, request.query.country);
      return previewDiet(deps, customer.id, pet, request.body, context);
    },
  );
};
