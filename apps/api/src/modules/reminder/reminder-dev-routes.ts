import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderNoticeRunReport, reminderNoticeRunRequest } from '@brokkie/contracts/reminder';
import { errorResponses } from '../../lib/error-responses.ts';
import type { ReminderNoticeJob } from './reminder-notices.ts';

/** The development trigger of the reminder notices (registered only with DEV_TOOLS=on, plugins/dev-tools.ts). */
export const reminderDevRoutes: FastifyPluginAsyncZod<{ job: ReminderNoticeJob }> = async (app, { job }) => {
  app.post(
    '/dev/reminder/notices/run/',
    {
      schema: {
        tags: ['development'],
        operationId: 'runReminderNotices',
        summary: 'Development only: send the reminder notices due now, or as if at `now`; returns what was sent',
        body: reminderNoticeRunRequest.optional(),
        response: { 200: reminderNoticeRunReport, ...errorResponses(400) },
      },
    },
    async (request) => job.runOnce(request.body?.now === undefined ? new Date() : new Date(request.body.now)),
  );
};
