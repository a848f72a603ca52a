import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyDetails } from '@brokkie/domain/company';
import { localeTags } from '@brokkie/domain/locales';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { invoiceOf } from './invoice-service.ts';

/**
 * GET {delivery url}get_encoded_invoice/ (§7): the invoice of one of the caller's paid
 * deliveries, as a PDF to download, in the customer's language.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ company: CompanyDetails }> = async (app, { company }) => {
  app.get(
    '/delivery/:id/get_encoded_invoice/',
    {
      config: { requireUser: true },
      schema: {
        tags: ['delivery'],
        security: [{ bearerAuth: [] }],
        operationId: 'getDeliveryInvoice',
        summary:
          "The invoice of a paid delivery: a PDF (attachment <invoice number>.pdf) in the customer's preferred language, " +
          'else the Accept-Language; 409 not_invoiced before the delivery is paid',
        params: resourceIdParams,
        response: {
          200: z.any().describe('The invoice (application/pdf)'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const invoice = await invoiceOf(app.db, customer, request.params.id, request.context.locale);
      // pdfkit is loaded with the first invoice, not at every start.
      const { renderInvoicePdf } = await import('./invoice-pdf.ts');
      const pdf = await renderInvoicePdf(invoice, company);
      return reply
        .type('application/pdf')
        .headers({
          'content-disposition': `attachment; filename="${invoice.invoiceNumber}.pdf"`,
          'content-language': localeTags[invoice.locale],
          vary: 'Accept-Language',
          'x-content-type-options': 'nosniff',
        })
        .send(pdf);
    },
  );
};
