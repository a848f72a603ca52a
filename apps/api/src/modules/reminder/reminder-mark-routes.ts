import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reminderChildListQuery,
  reminderCompletion,
  reminderCompletionCreate,
  reminderCompletionList,
  reminderDeletion,
  reminderDeletionCreate,
  reminderDeletionList,
} from '@brokkie/contracts/reminder';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { completeOccurrence, completionOf, completionsOf, deleteOccurrence, deletionOf, deletionsOf, removeCompletion } from './reminder-mark-service.ts';

const tags = ['reminder'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/** §7 /remindercompletion/ and /reminderdeletion/: occurrences marked done, and taken out of their series. */
export const reminderMarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/remindercompletion/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listReminderCompletions',
        summary: "The occurrences of the customer's reminders marked done (optionally one reminder's: `reminder`), by id",
        querystring: reminderChildListQuery,
        response: { 200: reminderCompletionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await completionsOf(app.db, customer, window, request.query.reminder);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.post(
    '/remindercompletion/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createReminderCompletion',
        summary:
          'Mark an occurrence done, with an optional note (e.g. the vaccine batch): `date` must be an occurrence of the series that is not deleted; ' +
          'once per occurrence (409 already_completed)',
        body: reminderCompletionCreate,
        response: { 201: reminderCompletion, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return reply.code(201).send(await completeOccurrence(app.db, customer, request.body));
    },
  );

  app.get(
    '/remindercompletion/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getReminderCompletion',
        summary: 'One completion of one of the customer’s reminders',
        params: resourceIdParams,
        response: { 200: reminderCompletion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return completionOf(app.db, customer, request.params.id);
    },
  );

  app.delete(
    '/remindercompletion/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteReminderCompletion',
        summary: 'Undo a completion: the occurrence is due (or overdue) again',
        params: resourceIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      await removeCompletion(app.db, customer, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reminderdeletion/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listReminderDeletions',
        summary: "The occurrences taken out of the customer's reminders (optionally one reminder's: `reminder`), by id",
        querystring: reminderChildListQuery,
        response: { 200: reminderDeletionList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const page = await deletionsOf(app.db, customer, window, request.query.reminder);
      return pageOf(request, window, page.count, page.results);
    },
  );

  app.post(
    '/reminderdeletion/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createReminderDeletion',
        summary:
          'Delete one occurrence only: it leaves the series (the occurrences, the next occurrence, the notices and the calendar feed); ' +
          '`date` must be an occurrence; once per occurrence (409 already_deleted). A snooze is this plus a one-off reminder on the new date',
        body: reminderDeletionCreate,
        response: { 201: reminderDeletion, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return reply.code(201).send(await deleteOccurrence(app.db, customer, request.body));
    },
  );

  app.get(
    '/reminderdeletion/:id/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getReminderDeletion',
        summary: 'One occurrence taken out of one of the customer’s reminders',
        params: resourceIdParams,
        response: { 200: reminderDeletion, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return deletionOf(app.db, customer, request.params.id);
    },
  );
};
