import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { animalIdParams } from '@brokkie/contracts/animal';
import { petPassport, petPassportUpdate, weightCheckIn, weightCheckInCreate, weightCheckInList, weightCheckInQuery } from '@brokkie/contracts/pet-passport';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { changePassport, checkInWeight, readPassport, weightHistory } from './pet-passport-service.ts';

const tags = ['animal'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The pet passport and the weight history (issue 13): sub-resources of a pet, with its owner
 * check (another customer's pet is a 404; staff acting through customer_override read only).
 */
export const petPassportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/animal/:id/passport/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getPetPassport',
        summary: "The pet's passport: identification, the vet, allergies, medication, and the vaccinations recorded as done reminders",
        params: animalIdParams,
        response: { 200: petPassport, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return readPassport(app.db, customer.id, request.params.id);
    },
  );

  app.patch(
    '/animal/:id/passport/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updatePetPassport',
        summary: "Change the passport's own fields; '' or null clears one",
        params: animalIdParams,
        body: petPassportUpdate,
        response: { 200: petPassport, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return changePassport(app.db, customer.id, request.params.id, request.body);
    },
  );

  app.get(
    '/animal/:id/passport/pdf/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getPetPassportPdf',
        summary: "The passport as a printable PDF (A4) in the request's language, with the weight history",
        params: animalIdParams,
        response: { 200: z.any().describe('The passport (application/pdf)'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      // pdfkit is loaded with the first passport, not at every start.
      const { passportDocument } = await import('./passport-document.ts');
      const document = await passportDocument(app.db, customer, request.params.id, request.context.locale);
      return reply
        .type('application/pdf')
        .headers({ 'content-disposition': `attachment; filename="${document.fileName}"`, 'cache-control': 'private, no-store' })
        .send(document.pdf);
    },
  );

  app.get(
    '/animal/:id/weights/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listWeightCheckIns',
        summary: "The pet's weighings, oldest first (one a day)",
        params: animalIdParams,
        querystring: weightCheckInQuery,
        response: { 200: weightCheckInList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await weightHistory(app.db, customer.id, request.params.id, window);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.post(
    '/animal/:id/weights/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'checkInWeight',
        summary:
          "Record a weighing (the same day again replaces it). The newest weighing becomes the pet's weight, so the meal plan follows: " +
          'preview it with diet_preview/ first, and let the subscription follow the plan after',
        params: animalIdParams,
        body: weightCheckInCreate,
        response: { 201: weightCheckIn, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const { checkIn } = await checkInWeight(app.db, customer.id, request.params.id, request.body);
      return reply.code(201).send(checkIn);
    },
  );
};
