import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationQuery } from '@brokkie/contracts/pagination';
import { country, countryList, language, languageList } from '@brokkie/contracts/reference-data';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { countryById, countryPage, languageById, languagePage } from './reference-data-service.ts';

// Reference data changes with a deployment, not per request: browsers and proxies may keep it
// for five minutes, and revalidate with the ETag after that.
const config = { publicCacheSeconds: 300 };
const tags = ['reference data'];

/** Countries and languages (§3), public. */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country/',
    {
      config,
      schema: {
        tags,
        operationId: 'listCountries',
        summary: 'List the countries served',
        querystring: paginationQuery,
        response: { 200: countryList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await countryPage(app.db, window);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/country/:id/',
    {
      config,
      schema: {
        tags,
        operationId: 'getCountry',
        summary: 'One country',
        params: resourceIdParams,
        response: { 200: country, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await countryById(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  app.get(
    '/language/',
    {
      config,
      schema: {
        tags,
        operationId: 'listLanguages',
        summary: 'List the languages',
        querystring: paginationQuery,
        response: { 200: languageList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await languagePage(app.db, window);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.get(
    '/language/:id/',
    {
      config,
      schema: {
        tags,
        operationId: 'getLanguage',
        summary: 'One language',
        params: resourceIdParams,
        response: { 200: language, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await languageById(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
};
