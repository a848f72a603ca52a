import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';

const apiRoot = z
  .record(z.string(), z.string())
  .describe('Resource name → API-relative url of its list')
  .meta({ id: 'ApiRoot' });

/** The browsable index of the API, like Django REST framework's API root. */
export const apiRootRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCacheSeconds: 300 },
      schema: {
        tags: ['meta'],
        operationId: 'apiRoot',
        summary: 'Index of the resources',
        response: { 200: apiRoot, ...errorResponses() },
      },
    },
    async () => ({
      country: '/country/',
      language: '/language/',
      customer: '/customer/',
      health: '/health/',
      openapi: '/openapi.json',
      docs: '/docs',
    }),
  );
};
