import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponCodeExistsRequest,
  couponCodeExistsResponse,
  couponList,
  couponListQuery,
  validateOnboardingQuery,
  validateOnboardingResponse,
} from '@brokkie/contracts/coupon';
import { errorResponses } from '../../lib/error-responses.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { translateMessage } from '../../lib/translator.ts';
import { couponCallerOf, couponCodeExists, offeredCoupons, validateOnboardingCode } from './coupon-service.ts';
import { couponSigningSecret } from './onboarding-code.ts';

const tags = ['coupon'];
const security = [{ bearerAuth: [] }];

/**
 * Coupon codes (§7 "Coupons", §5: a code is checked for existence before use). Checking a code
 * and opening a signed onboarding link work signed out too (the onboarding starts before the
 * sign-up); signed in, the customer's own uses and first-order state count.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = couponSigningSecret(app.identity.config.secret);

  app.post(
    '/couponcode/couponcode_exists/',
    {
      schema: {
        tags,
        security: [...security, {}],
        operationId: 'couponCodeExists',
        summary: 'Whether a coupon code exists, and whether it can be used now (with the reason, translated)',
        body: couponCodeExistsRequest,
        response: { 200: couponCodeExistsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await couponCallerOf(app.db, request);
      return couponCodeExists(app.db, request.body.code, caller, new Date(), (message) =>
        translateMessage(request.context.locale, message),
      );
    },
  );

  app.get(
    '/couponcode/validate_onboarding/',
    {
      schema: {
        tags,
        security: [...security, {}],
        operationId: 'validateOnboardingCouponCode',
        summary: 'The onboarding coupon of a signed link; 400 when the link is tampered with, expired or the coupon unusable',
        querystring: validateOnboardingQuery,
        response: { 200: validateOnboardingResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = await couponCallerOf(app.db, request);
      return validateOnboardingCode(app.db, request.query.signed_code, secret, caller, new Date());
    },
  );

  app.get(
    '/couponcode/',
    {
      config: { requireUser: true },
      schema: {
        tags,
        security,
        operationId: 'listCouponCodes',
        summary: 'The coupon codes offered in the given channels (thankyou) that can be used now',
        querystring: couponListQuery,
        response: { 200: couponList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const channels = request.query.channels?.split(',') ?? [];
      // The visitor's language first: nl-be and fr-be read nl and fr.
      const language = request.context.locale.split('-')[0];
      const page = await offeredCoupons(app.db, channels, window, new Date(), language);
      return pageOf(request, window, page.count, page.results);
    },
  );
};
