import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutMethods } from '@brokkie/contracts/payment';
import { isLocale, type Locale } from '@brokkie/domain/locales';
import type { SandboxPaymentRow } from '@brokkie/db/payment-queries';
import { renderCheckoutPage, renderClosedPage, renderProblemPage } from './sandbox-checkout-page.ts';
import { sandboxOutcomes, type SandboxProvider } from './sandbox-provider.ts';

export interface SandboxRoutesOptions {
  sandbox: SandboxProvider;
}

const submission = z.object({
  token: z.string().min(1).max(200),
  method: z.enum(checkoutMethods),
  outcome: z.enum(sandboxOutcomes),
});

/** The page's language: `?lang=` (one of our locales), else Accept-Language, else nl-be. */
function pageLocale(request: FastifyRequest): Locale {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')?.toLowerCase();
  return isLocale(lang) ? lang : request.context.locale;
}

function sendHtml(reply: FastifyReply, status: number, html: string, payment?: SandboxPaymentRow): FastifyReply {
  // The form may post only here and, after the 303, land on the payer's return page.
  const redirectOrigin = payment?.redirectUrl ? safeOrigin(payment.redirectUrl) : undefined;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .headers({
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
      // No referrer: the return to the shop counts as direct traffic, not as a referral (§9).
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      vary: 'Accept-Language',
    })
    .send(html);
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The sandbox's hosted checkout, `GET`/`POST /sandbox-payments/{id}/` (only while the sandbox is
 * the payment provider). The POST is protected by the payment's own token in the form (CSRF):
 * only someone who was shown the page can settle the payment.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { sandbox }) => {
  // A browser posts the form url-encoded; this plugin is encapsulated, so only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const routeConfig = { skipIdempotency: true };
  const schema = { hide: true, params: z.object({ id: z.string().max(64) }) };

  app.get<{ Params: { id: string } }>('/sandbox-payments/:id/', { config: routeConfig, schema }, async (request, reply) => {
    const locale = pageLocale(request);
    const payment = await sandbox.findPayment(request.params.id);
    if (!payment) return sendHtml(reply, 404, renderProblemPage(locale, 'not_found'));
    if (payment.status !== 'open') return sendHtml(reply, 200, renderClosedPage(locale, payment), payment);
    // Posting to the page's own URL keeps `?lang=` for the answer.
    return sendHtml(reply, 200, renderCheckoutPage(locale, payment, request.url), payment);
  });

  app.post<{ Params: { id: string } }>('/sandbox-payments/:id/', { config: routeConfig, schema }, async (request, reply) => {
    const locale = pageLocale(request);
    const parsed = submission.safeParse(request.body);
    if (!parsed.success) return sendHtml(reply, 400, renderProblemPage(locale, 'invalid_request'));
    const result = await sandbox.submitCheckout(request.params.id, parsed.data);
    switch (result.kind) {
      case 'not_found':
        return sendHtml(reply, 404, renderProblemPage(locale, 'not_found'));
      case 'invalid_token':
        return sendHtml(reply, 403, renderProblemPage(locale, 'invalid_request'));
      case 'unchanged':
      case 'settled': {
        // Left open: back to the page itself when there is nowhere else to go.
        const target = result.payment.redirectUrl ?? request.url;
        return reply.code(303).header('location', target).header('cache-control', 'no-store').send();
      }
    }
  });
};
