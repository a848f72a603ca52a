import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthStatus } from '@brokkie/contracts/health';
import { errorResponses } from '../../lib/error-responses.ts';
import { checkHealth } from './health-service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      // A load balancer asks this while the API is busiest: it waits its turn rather than be refused.
      config: { skipLoadShedding: true },
      schema: {
        tags: ['meta'],
        operationId: 'health',
        summary: 'Liveness with a real database round trip',
        response: { 200: healthStatus, ...errorResponses(503) },
      },
    },
    async () => checkHealth(app.database),
  );
};
