import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookBody, webhookParams } from '@brokkie/contracts/payment';
import { ApiProblem, notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sandboxSignatureHeader, sandboxSignatureValid } from './sandbox-provider.ts';

export interface WebhookRoutesOptions {
  /** The sandbox's webhook secret; undefined when the sandbox is not the provider. */
  sandboxSecret: string | undefined;
}

/** The body exactly as it arrived: the sandbox's signature covers these bytes. */
const rawBodies = new WeakMap<IncomingMessage, string>();

/**
 * POST /payments/webhook/{provider}/: the provider says "payment tr_… changed" (form-encoded
 * `id=tr_…`, as Mollie sends it, or JSON). The sandbox's webhooks must carry a valid signature
 * (401 otherwise); Mollie's are not signed. Either way the body is only a hint: the status is
 * fetched from the provider and applied forward only (`PaymentService.syncPayment`), so replayed,
 * forged or out-of-order calls change nothing. Unknown payments get a 200 too, as Mollie advises.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  // This plugin is encapsulated: these parsers apply to the webhook alone.
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request.raw, text);
    try {
      done(null, text.trim() === '' ? {} : JSON.parse(text));
    } catch {
      done(new ApiProblem({ statusCode: 400, code: 'parse_error', detail: { key: 'api.errors.parse_error' } }));
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      const text = String(body);
      rawBodies.set(request.raw, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  app.post(
    '/payments/webhook/:provider/',
    {
      config: { skipIdempotency: true },
      schema: {
        tags: ['payment'],
        operationId: 'paymentWebhook',
        summary: "The payment provider's status-change notification (the status itself is fetched from the provider)",
        params: webhookParams,
        body: webhookBody,
        response: { 200: z.null().describe('Received'), ...errorResponses(400, 401, 404) },
      },
      // Before validation: an unsigned sandbox call is refused whatever its body says.
      preValidation: async (request) => {
        const provider = (request.params as { provider?: string }).provider;
        if (provider !== app.payments.provider.name) throw notFound();
        if (provider !== 'sandbox') return;
        const signature = request.headers[sandboxSignatureHeader];
        const valid =
          options.sandboxSecret !== undefined &&
          sandboxSignatureValid(
            options.sandboxSecret,
            rawBodies.get(request.raw) ?? '',
            Array.isArray(signature) ? signature[0] : signature,
          );
        if (!valid) {
          throw new ApiProblem({
            statusCode: 401,
            code: 'authentication_failed',
            detail: { key: 'api.errors.authentication_failed' },
          });
        }
      },
    },
    async (request, reply) => {
      const outcome = await app.payments.syncPayment(request.body.id);
      request.log.info({ providerPaymentId: request.body.id, outcome }, 'payment webhook');
      return reply.code(200).send(null);
    },
  );
};
