import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referral,
  referralPreview,
  referralPreviewQuery,
  sendReferralEmailsRequest,
  sendReferralEmailsResponse,
} from '@brokkie/contracts/referral';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { hostMatcher, payerOrigin } from '../payments/payer-origin.ts';
import { describeReferral, previewReferralMail, sendReferralEmails, type ReferralSite } from './referral-service.ts';

const tags = ['customer'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * Refer a friend (§7 POST /customer/send_referral_emails/; docs/referrals-and-feedback.md): the
 * customer's code, link and rewards, a preview of the e-mail, and sending it. Staff with
 * customer_override may look, never send.
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const isOwnHost = hostMatcher(app.identity.config.allowedHosts);
  const siteOf = (request: FastifyRequest): ReferralSite => ({
    production: app.identity.config.production,
    requestOrigin: payerOrigin(request, isOwnHost, app.identity.config.publicUrl),
  });

  app.get(
    '/customer/referral/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getCustomerReferral',
        summary: "The customer's referral code and sign-up link, what a friend and the customer get, and the invitations left",
        response: { 200: referral, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return describeReferral(app.db, customer, { locale: request.context.locale, site: siteOf(request), now: new Date() });
    },
  );

  app.get(
    '/customer/referral/preview/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'previewReferralEmail',
        summary: 'The referral e-mail as a friend would get it: subject, HTML and text',
        querystring: referralPreviewQuery,
        response: { 200: referralPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return previewReferralMail(app.db, customer, {
        locale: request.context.locale,
        site: siteOf(request),
        type: request.query.type,
        message: request.query.message,
      });
    },
  );

  app.post(
    '/customer/send_referral_emails/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'sendReferralEmails',
        summary: 'E-mail an invitation with the referral code to 1–10 friends (at most 20 e-mails in any 24 hours)',
        body: sendReferralEmailsRequest,
        response: { 200: sendReferralEmailsResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return sendReferralEmails(app.db, app.mail, customer, {
        locale: request.context.locale,
        site: siteOf(request),
        now: new Date(),
        body: request.body,
      });
    },
  );
};
