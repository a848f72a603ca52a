import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maxTrackingBodyBytes,
  trackingBodies,
  trackingEndpoints,
  trackingOnceOf,
  trackingRecorded,
  type TrackingBody,
  type TrackingBodyKind,
} from '@brokkie/contracts/tracking';
import { trackingPath, type TrackingChannel } from '@brokkie/contracts/tracking-channels';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { readTrackingBody, recordTrackingEvent } from './tracking-service.ts';

const tags = ['tracking'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

const channelNames: Record<TrackingChannel, string> = {
  meta: 'Meta (Facebook) conversion',
  tiktok: 'TikTok event',
  awin: 'Awin conversion',
};

const pascal = (text: string) =>
  text
    .split(/[_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function trackingRoute<K extends TrackingBodyKind>(app: FastifyInstance, endpoint: { channel: TrackingChannel; event: string; body: K }): void {
  const { schema } = trackingBodies[endpoint.body];
  const once = trackingOnceOf(endpoint) === 'lead' ? 'insurance lead (the caller’s newest of its offer)' : trackingOnceOf(endpoint);
  app.withTypeProvider<ZodTypeProvider>().post(
    trackingPath(endpoint),
    {
      config,
      bodyLimit: maxTrackingBodyBytes,
      schema: {
        tags,
        security,
        operationId: `track${pascal(endpoint.channel)}${pascal(endpoint.event)}`,
        summary: `${channelNames[endpoint.channel]} '${endpoint.event}': stored once per ${once}, forwarded with marketing consent`,
        body: schema,
        response: {
          201: { description: 'Stored now: { recorded: true }', content: { 'application/json': { schema: trackingRecorded } } },
          200: {
            description: `Already stored for this ${once}, nothing changed: { recorded: false }`,
            content: { 'application/json': { schema: trackingRecorded } },
          },
          204: z.null().describe('Staff acting through customer_override: nothing is stored'),
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      const acting = await actingCustomer(app.db, request, { forWrite: false });
      // Staff looking at a customer's funnel are not that customer converting.
      if (acting.overridden) return reply.code(204).send(null);
      const reading = readTrackingBody(endpoint.body, request.body as TrackingBody<K>);
      const recorded = await recordTrackingEvent(app.db, acting.customer.id, endpoint, reading, { userAgent: request.headers['user-agent'] });
      return reply.code(recorded ? 201 : 200).send({ recorded });
    },
  );
}

/**
 * The funnel's conversion events (§7 "Tracking (all POST)"), one route per channel and event,
 * all built from `trackingEndpoints`. They are stored, once per customer, delivery or insurance
 * lead (§4, issue 15); the
 * forwarder sends them to Meta, TikTok or Awin later, never from the request (docs/tracking.md).
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const endpoint of trackingEndpoints) trackingRoute(app, endpoint);
};
