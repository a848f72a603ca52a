import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insuranceDecision, insuranceDecisionResult, insuranceSignatureHeader } from '@brokkie/contracts/insurance';
import type { InsuranceOffer } from '@brokkie/domain/insurance';
import { ApiProblem } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { applyInsurerDecision, signingOffers } from './insurance-decision.ts';
import type { InsurerAdapter } from './insurer-adapter.ts';

export interface InsuranceDecisionRoutesOptions {
  adapters: Record<InsuranceOffer, InsurerAdapter>;
}

/** The body exactly as it arrived: the signature covers these bytes. */
const rawBodies = new WeakMap<IncomingMessage, string>();
/** The offers whose secret signed the request (set before validation). */
const signers = new WeakMap<IncomingMessage, InsuranceOffer[]>();

/**
 * POST /insurancelead/decision/ (docs/insurance.md "Decision"): the insurer accepts or refuses a
 * lead. No customer signs in: the request is authenticated by the X-Brokkie-Signature HMAC of its
 * raw body with the offer's shared secret, at most five minutes old (401 otherwise, whatever the
 * body says).
 */
export const insuranceDecisionRoutes: FastifyPluginAsyncZod<InsuranceDecisionRoutesOptions> = async (app, options) => {
  // This plugin is encapsulated: the parser applies to the callback alone.
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

  app.post(
    '/insurancelead/decision/',
    {
      // The insurer is no principal of ours: its retries are answered by the decision's own idempotence.
      config: { skipIdempotency: true },
      schema: {
        tags: ['insurance'],
        operationId: 'decideInsuranceLead',
        // No customer's token: the insurer's signature is the credential (401 without it).
        security: [{ insurerSignature: [] }],
        summary:
          "The insurer's decision on a lead of its offer (accepted or refused), signed: X-Brokkie-Signature `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, " +
          '"<t>.<raw body>")>` with the offer\'s shared secret, at most 5 minutes old. The same decision again answers as the first; another is 409 insurance_lead_decided.',
        body: insuranceDecision,
        response: { 200: insuranceDecisionResult, ...errorResponses(400, 401, 404, 409) },
      },
      // Before validation: an unsigned call is refused whatever its body says.
      preValidation: async (request) => {
        const header = request.headers[insuranceSignatureHeader];
        const signature = Array.isArray(header) ? header[0] : header;
        signers.set(request.raw, signingOffers(options.adapters, rawBodies.get(request.raw) ?? '', signature, new Date()));
      },
    },
    async (request) => {
      const offers = signers.get(request.raw) ?? [];
      const result = await applyInsurerDecision(app.db, offers, request.body, new Date());
      request.log.info({ leadId: result.lead, status: result.status, offers }, 'insurance decision');
      return result;
    },
  );
};
