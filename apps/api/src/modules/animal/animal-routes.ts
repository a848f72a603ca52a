import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  animal,
  animalCreate,
  animalEmptyBody,
  animalIdParams,
  animalList,
  animalListQuery,
  animalMessageKeys,
  animalStopBody,
  animalUnpauseBody,
  animalStopAllResult,
  animalUnpauseResult,
  animalUpdate,
} from '@brokkie/contracts/animal';
import { ApiProblem } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { answerAtVersion, VersionedAnswers } from '../../lib/versioned-answers.ts';
import { actingCustomer, actingCustomerVersion } from '../customer/customer-service.ts';
import {
  animalPageOf,
  changeAnimal,
  changeAnimalStatusBy,
  createAnimal,
  deleteAnimal,
  removeAnimalPhoto,
  requireAnimal,
  setAnimalPhoto,
  pauseAllAnimalsOf,
  stopAllAnimalsOf,
  toAnimal,
  unpauseAnimals,
  type AnimalServiceDeps,
} from './animal-service.ts';
import { checkAnnouncedName, maxPhotoBytes, photoMediaTypes, uploadFileName } from './pet-photo.ts';

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function unsupportedPhotoType(header: string | undefined): ApiProblem {
  return new ApiProblem({
    statusCode: 415,
    code: 'unsupported_media_type',
    detail: { key: animalMessageKeys.imageMediaType, params: { type: mediaTypeOf(header) } },
  });
}

const tags = ['animal'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * Pets (§3, §4, §7): the customer's animals, their delivery status and their photo. Every
 * endpoint acts for `actingCustomer`: another customer's pet is a 404, and staff acting through
 * customer_override may read but not change (403).
 */
export const animalRoutes: FastifyPluginAsyncZod<{ deps: AnimalServiceDeps }> = async (app, { deps }) => {
  const { storage } = deps;
  // The pets as last answered to each reader, valid while its customer's data version stands
  // (decision 0023). 4 million characters at most.
  const animalListAnswers = new VersionedAnswers(4_000_000);

  // Photos arrive as the raw body of PUT /animal/{id}/image/ (Content-Type image/…), read into
  // memory up to the size limit; what they really are is decided from their bytes.
  app.addContentTypeParser(/^image\/[\w.+-]+$/i, { parseAs: 'buffer', bodyLimit: maxPhotoBytes }, (_request, body, done) => done(null, body));
  // A photo that is too large or of another media type gets a message that speaks of photos;
  // everything else goes on to the API's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    const photo = request.routeOptions.url?.endsWith('/image/') ?? false;
    if (photo && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new ApiProblem({
        statusCode: 413,
        code: 'payload_too_large',
        detail: { key: animalMessageKeys.imageTooLarge, params: { max: maxPhotoBytes / 1024 / 1024 } },
      });
    }
    if (photo && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw unsupportedPhotoType(request.headers['content-type']);
    throw error;
  });

  app.get(
    '/animal/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listAnimals',
        summary: "The customer's pets: active ones, or all of them with ?all=true; by id",
        querystring: animalListQuery,
        response: { 200: animalList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const window = pageWindow(request.query);
      const reader = await actingCustomerVersion(app.db, request);
      return answerAtVersion(reply, animalListAnswers, reader, async () => {
        const page = await animalPageOf(deps, reader.customerId, { includeStopped: request.query.all === 'true', ...window });
        return pageOf(request, window, page.count, page.results);
      });
    },
  );

  app.post(
    '/animal/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createAnimal',
        summary: 'Add a pet',
        body: animalCreate,
        response: { 201: animal, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const created = await createAnimal(deps, customer.id, request.body);
      return reply.code(201).header('location', `${app.apiBasePath}${created.url}`).send(created);
    },
  );

  app.post(
    '/animal/unpause/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'unpauseAnimals',
        summary: 'Make the listed stopped pets active again (§4); active ones stay as they are',
        body: animalUnpauseBody,
        response: { 200: animalUnpauseResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return unpauseAnimals(deps, customer.id, request.body.animal_ids);
    },
  );

  app.get(
    '/animal/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getAnimal',
        summary: 'One pet of the customer (stopped ones too)',
        params: animalIdParams,
        response: { 200: animal, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return toAnimal(await requireAnimal(app.db, customer.id, request.params.id), storage);
    },
  );

  app.patch(
    '/animal/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateAnimal',
        summary: 'Change a pet (any of its writable fields)',
        params: animalIdParams,
        body: animalUpdate,
        response: { 200: animal, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return changeAnimal(deps, customer.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/animal/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteAnimal',
        summary: 'Remove a pet: it disappears for the customer; past deliveries keep pointing at it',
        params: animalIdParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await deleteAnimal(deps, customer.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const statusRoute = (action: 'pause' | 'activate', summary: string) =>
    app.post(
      `/animal/:id/${action}/`,
      {
        config,
        schema: {
          tags,
          security,
          operationId: `${action}Animal`,
          summary,
          params: animalIdParams,
          body: animalEmptyBody,
          response: { 200: animal, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { customer } = await actingCustomer(app.db, request, { forWrite: true });
        return changeAnimalStatusBy(deps, customer.id, request.params.id, action);
      },
    );
  statusRoute('pause', 'Pause an active pet: it is left out of deliveries until unpause or activate (409 if stopped)');
  statusRoute('activate', 'Make a stopped pet active again (409 if it is active)');

  app.post(
    '/animal/pause_all/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'pauseAllAnimals',
        summary: 'Pause the whole subscription: every active pet pauses at once; answers the pets it paused',
        body: animalEmptyBody,
        response: { 200: animalStopAllResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return pauseAllAnimalsOf(deps, customer.id);
    },
  );

  app.post(
    '/animal/stop_all/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'stopAllAnimals',
        summary: 'Stop the whole subscription: every active or paused pet stops, with one reason',
        body: animalStopBody,
        response: { 200: animalStopAllResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return stopAllAnimalsOf(deps, customer.id, request.body.reason);
    },
  );

  app.post(
    '/animal/:id/stop/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'stopAnimal',
        summary: 'Stop an active pet, with the reason (409 if it is already stopped)',
        params: animalIdParams,
        body: animalStopBody,
        response: { 200: animal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return changeAnimalStatusBy(deps, customer.id, request.params.id, 'stop', request.body.reason);
    },
  );

  app.put(
    '/animal/:id/image/',
    {
      config,
      bodyLimit: maxPhotoBytes,
      schema: {
        tags,
        security,
        operationId: 'putAnimalImage',
        summary:
          'Set the pet photo: the raw image as the body, Content-Type image/jpeg, png, gif, webp or svg+xml, ' +
          `at most ${maxPhotoBytes / 1024 / 1024} MB; optionally Content-Disposition with the file name. ` +
          'Checked by its content, stored as WebP of at most 1024 px without metadata.',
        consumes: Object.keys(photoMediaTypes),
        params: animalIdParams,
        response: { 200: animal, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const type = mediaTypeOf(request.headers['content-type']);
      if (!Buffer.isBuffer(request.body) || !(type in photoMediaTypes)) throw unsupportedPhotoType(type);
      checkAnnouncedName(uploadFileName(request.headers['content-disposition']));
      return setAnimalPhoto(deps, customer.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/animal/:id/image/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteAnimalImage',
        summary: 'Remove the pet photo',
        params: animalIdParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await removeAnimalPhoto(deps, customer.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
