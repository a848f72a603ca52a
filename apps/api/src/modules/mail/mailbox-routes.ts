import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findMailMessage, listMailMessages, type MailMessageRow } from '@brokkie/db/mail-queries';
import { mailboxList, mailboxMessage, mailboxQuery, type MailboxMessageSummary } from '@brokkie/contracts/mail';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { linksOf } from './mail-templates.ts';

const tags = ['development'];

function toSummary(row: MailMessageRow): MailboxMessageSummary {
  return {
    id: row.id,
    url: `/dev/mailbox/${row.id}/`,
    kind: row.kind,
    locale: row.locale,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The development mailbox: every e-mail the embedded transport "sent", newest first. The web
 * app's development mailbox page shows it. Registered only with DEV_TOOLS=on (plugins/dev-tools.ts).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox/',
    {
      schema: {
        tags,
        operationId: 'listMailboxMessages',
        summary: 'Development only: the e-mails sent, newest first',
        querystring: mailboxQuery,
        response: { 200: mailboxList, ...errorResponses(400) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const page = await listMailMessages(app.db, window, { to: request.query.to });
      return pageOf(request, window, page.count, page.rows.map(toSummary));
    },
  );

  app.get(
    '/dev/mailbox/:id/',
    {
      schema: {
        tags,
        operationId: 'getMailboxMessage',
        summary: 'Development only: one e-mail with its HTML, text and links',
        params: resourceIdParams,
        response: { 200: mailboxMessage, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findMailMessage(app.db, request.params.id);
      if (!row) throw notFound();
      return { ...toSummary(row), html: row.html, text: row.text, links: linksOf(row.html) };
    },
  );
};
