import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeed, calendarFeedTokenParams } from '@brokkie/contracts/reminder';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { calendarFeedOf, calendarOfToken, renewCalendarFeed, revokeCalendarFeed } from './calendar-feed-service.ts';

const tags = ['reminder'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The customer's calendar feed (issue 13): /calendarfeed/ reads, makes (or makes anew) and
 * revokes the secret URL; /calendar/{token}/ is the feed itself, public, for calendar apps.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get(
    '/calendarfeed/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getCalendarFeed',
        summary: "The customer's calendar feed: its secret URL (API-relative: prepend the API base URL); 404 when there is none",
        response: { 200: calendarFeed, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return calendarFeedOf(app.db, customer);
    },
  );

  app.post(
    '/calendarfeed/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'renewCalendarFeed',
        summary:
          'Make the calendar feed, or make its URL anew: a new secret, and the old URL answers 404 from now on. ' +
          'The feed (iCalendar) holds the reminders from 3 months back to a year ahead, the deliveries and their change cut-offs',
        body: z.strictObject({}).nullish(),
        response: { 201: calendarFeed, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return reply.code(201).send(await renewCalendarFeed(app.db, customer));
    },
  );

  app.delete(
    '/calendarfeed/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'revokeCalendarFeed',
        summary: 'Revoke the calendar feed: its URL answers 404 from now on',
        response: { 204: z.null().describe('Revoked'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await revokeCalendarFeed(app.db, customer);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/:token/',
    {
      schema: {
        tags,
        operationId: 'getCalendar',
        summary:
          'The calendar feed itself (text/calendar, RFC 5545), no sign-in: the token is the secret. ' +
          "Titles in the customer's language; 404 for a revoked or unknown token",
        params: calendarFeedTokenParams,
        response: { 200: z.any().describe('The calendar (text/calendar; charset=utf-8)'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const body = await calendarOfToken(app.db, request.params.token, publicUrl, new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .headers({ 'content-disposition': 'inline; filename="brokkie.ics"', 'x-content-type-options': 'nosniff' })
        .send(body);
    },
  );
};
