import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingForwardList, trackingForwardListQuery, trackingForwardRunReport, trackingForwardRunRequest } from '@brokkie/contracts/tracking-forwarding';
import { errorResponses } from '../../../lib/error-responses.ts';
import { trackingForwardList as listForwardedEvents } from './tracking-forward-list.ts';
import type { TrackingForwarder } from './tracking-forwarder.ts';

/** The development control of the forwarder (registered only with DEV_TOOLS=on, plugins/dev-tools.ts). */
export const trackingForwardDevRoutes: FastifyPluginAsyncZod<{ forwarder: TrackingForwarder }> = async (app, { forwarder }) => {
  app.post(
    '/dev/tracking/forward/run/',
    {
      schema: {
        tags: ['development'],
        operationId: 'runTrackingForwarder',
        summary: 'Development only: forward the tracking events due now, or as if at `now`; returns what happened to each',
        body: trackingForwardRunRequest.optional(),
        response: { 200: trackingForwardRunReport, ...errorResponses(400) },
      },
    },
    async (request) => forwarder.runOnce(request.body?.now === undefined ? new Date() : new Date(request.body.now)),
  );

  app.get(
    '/dev/tracking/events/',
    {
      schema: {
        tags: ['development'],
        operationId: 'listForwardedTrackingEvents',
        summary: 'Development only: the newest tracking events, their forwarding status and every attempt (what was or would have been sent)',
        querystring: trackingForwardListQuery,
        response: { 200: trackingForwardList, ...errorResponses(400) },
      },
    },
    async (request) => listForwardedEvents(app.db, request.query.limit),
  );
};
