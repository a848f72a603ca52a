import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reminder,
  reminderCreate,
  reminderList,
  reminderListQuery,
  reminderOccurrenceList,
  reminderOccurrenceQuery,
  reminderUpdate,
} from '@brokkie/contracts/reminder';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { changeReminder, createReminder, occurrencesOf, reminderOf, remindersOf, removeReminder } from './reminder-service.ts';

const tags = ['reminder'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * Pet-care reminders (issue 13, §7): the customer's series and their occurrences. Staff with
 * customer_override may read them, never change them.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reminder/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listReminders',
        summary: "The customer's reminders (optionally one pet's: `animal`), by id",
        querystring: reminderListQuery,
        response: { 200: reminderList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await remindersOf(app.db, customer, window, request.query.animal, new Date());
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.post(
    '/reminder/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createReminder',
        summary: "Add a reminder for one of the customer's pets: first date and Brussels time of day, repeat, optional end and e-mail notice",
        body: reminderCreate,
        response: { 201: reminder, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return reply.code(201).send(await createReminder(app.db, customer, request.body, new Date()));
    },
  );

  // Registered before /reminder/:id/ for readability; find-my-way prefers the static path anyway.
  app.get(
    '/reminder/occurrences/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listReminderOccurrences',
        summary:
          'Every occurrence of the customer’s reminders from `from` to `to` (both included, at most 400 days; optionally one pet’s: `animal`), ' +
          'by start (ISO 8601 with the Brussels offset of the day), with status due, done or overdue; deleted occurrences are left out',
        querystring: reminderOccurrenceQuery,
        response: { 200: reminderOccurrenceList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return occurrencesOf(app.db, customer, request.query, new Date());
    },
  );

  app.get(
    '/reminder/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getReminder',
        summary: 'One of the customer’s reminders, with its next occurrence',
        params: resourceIdParams,
        response: { 200: reminder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return reminderOf(app.db, customer, request.params.id, new Date());
    },
  );

  app.patch(
    '/reminder/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'updateReminder',
        summary: 'Change a reminder (the whole series): any of its fields; `until` may not fall before the start date',
        params: resourceIdParams,
        body: reminderUpdate,
        response: { 200: reminder, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return changeReminder(app.db, customer, request.params.id, request.body, new Date());
    },
  );

  app.delete(
    '/reminder/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteReminder',
        summary: 'Delete the whole series, with its completions and deletions',
        params: resourceIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await removeReminder(app.db, customer, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
