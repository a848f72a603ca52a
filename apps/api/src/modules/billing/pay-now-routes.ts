import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizePath } from '@brokkie/domain/locales';
import { payNowQuery, payNowRequest, payNowStart, payNowSummary } from '@brokkie/contracts/billing';
import { deliveryMessageKeys } from '@brokkie/contracts/delivery';
import { errorResponses } from '../../lib/error-responses.ts';
import { translateMessage } from '../../lib/translator.ts';
import { returnUrl } from '../delivery/payment-return-url.ts';
import { hostMatcher } from '../payments/payer-origin.ts';
import type { BillingClock } from './billing-clock.ts';
import { billingPages } from './billing-mails.ts';
import { payNowSummary as summaryOf, startPayNow } from './pay-now-service.ts';
import { readPayNowToken } from './pay-now-token.ts';

const tags = ['billing'];

/**
 * The pay-now link of a failed charge (/pay-now?token=…, docs/billing.md): no sign-in, the signed
 * token is the authority, for the one delivery it names. A changed token is a 400
 * pay_now_token_invalid, an expired one a 400 pay_now_token_expired.
 */
export const payNowRoutes: FastifyPluginAsyncZod<{ clock: BillingClock; secret: string }> = async (app, { clock, secret }) => {
  const hosts = { isOwnHost: hostMatcher(app.identity.config.allowedHosts), publicUrl: app.identity.config.publicUrl };

  app.get(
    '/pay-now/',
    {
      schema: {
        tags,
        operationId: 'getPayNow',
        summary: 'What a pay-now link pays: the box (date, lines, total) and its payment state',
        querystring: payNowQuery,
        response: { 200: payNowSummary, ...errorResponses(400) },
      },
    },
    async (request) => {
      const grant = readPayNowToken(request.query.token, secret, clock.now());
      return summaryOf(app.db, app.payments, grant, request.context.locale);
    },
  );

  app.post(
    '/pay-now/',
    {
      schema: {
        tags,
        operationId: 'startPayNow',
        summary: "Pay the box of a pay-now link: send the payer to checkout_url (null when paid or a payment is under way)",
        body: payNowRequest,
        response: { 200: payNowStart, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const { token } = request.body;
      const grant = readPayNowToken(token, secret, clock.now());
      const locale = request.context.locale;
      const back = `${localizePath(billingPages.payNow, locale)}?token=${encodeURIComponent(token)}&returned=1`;
      return startPayNow(app.db, app.payments, grant, {
        redirectUrl: returnUrl(request, request.body.redirect_url ?? back, grant.deliveryId, hosts),
        description: translateMessage(locale, { key: deliveryMessageKeys.paymentDescription, params: { id: grant.deliveryId } }),
      });
    },
  );
};
