import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@brokkie/db/client';
import { defaultLocale, localeFromAcceptLanguage } from '@brokkie/domain/locales';
import { isProductionDeployment } from '@brokkie/domain/deployment';
import { translateMessage } from './lib/translator.ts';
import { databasePlugin } from './plugins/database.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { errorsPlugin, frameworkErrors, sendError } from './plugins/errors.ts';
import { routeFallbackPlugin } from './plugins/route-fallback.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { idempotencyPlugin, type IdempotencyOptions } from './plugins/idempotency.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { devToolsPlugin, registerDevRoutes } from './plugins/dev-tools.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { apiRootRoutes } from './modules/api-root/api-root-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { referenceDataRoutes } from './modules/reference-data/reference-data-routes.ts';
import { mailPlugin } from './modules/mail/mail-plugin.ts';
import type { MailTransport } from './modules/mail/mail-transport.ts';
import { mailboxRoutes } from './modules/mail/mailbox-routes.ts';
import { identityPlugin } from './modules/identity/identity-plugin.ts';
import type { IdentityConfig } from './modules/identity/identity-config.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { customerRoutes } from './modules/customer/customer-routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback-routes.ts';
import { referralRoutes } from './modules/referral/referral-routes.ts';
import { trackingModule } from './modules/tracking/tracking-module.ts';
import { addressRoutes } from './modules/address/address-routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { paymentsPlugin } from './modules/payments/payments-plugin.ts';
import { deliveryModule } from './modules/delivery/delivery-module.ts';
import { billingModule } from './modules/billing/billing-module.ts';
import { invoiceModule } from './modules/invoice/invoice-module.ts';
import { pricingRoutes } from './modules/pricing/pricing-routes.ts';
import { couponRoutes } from './modules/coupon/coupon-routes.ts';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire-routes.ts';
import { animalModule } from './modules/animal/animal-module.ts';
import { reminderModule } from './modules/reminder/reminder-module.ts';
import { insuranceModule } from './modules/insurance/insurance-module.ts';
import { surveyRoutes } from './modules/survey/survey-routes.ts';
import { privacyRoutes } from './modules/privacy/privacy-routes.ts';
import { consentRoutes } from './modules/consent/consent-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the API is mounted (`/api`); hyperlinks and page links are relative to it. */
    apiBasePath: string;
  }
}

export interface ApiPluginOptions {
  /** An opened (and prepared: migrated and seeded) database; its owner closes it. */
  database: DatabaseHandle;
  idempotency?: IdempotencyOptions;
  /** Overrides of the identity configuration the environment gives (tests). */
  identity?: Partial<IdentityConfig>;
  /** Replaces the mail transport the environment chooses (tests). */
  mailTransport?: MailTransport;
  /** The environment modules read their settings from (payments, invoices); tests give their own. */
  env?: NodeJS.ProcessEnv;
  /** Overrides DEV_TOOLS of the environment: the development routes (tests). */
  devTools?: boolean;
}

/**
 * The cross-cutting behaviour every API route gets, in the context it is registered in:
 * zod validation and serialization, the security headers, `app.database`/`app.db`,
 * `request.context` and `request.t`, the one error body, trailing-slash redirects and 404/405,
 * cache headers, Idempotency-Key.
 * `apiPlugin` uses it; tests use it alone to try conventions on routes of their own.
 */
export const apiFoundation = fp<ApiPluginOptions>(
  async (app, options) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('apiBasePath', app.prefix);
    await app.register(securityHeadersPlugin);
    await app.register(databasePlugin, { database: options.database });
    await app.register(requestContextPlugin);
    await app.register(errorsPlugin);
    await app.register(loadSheddingPlugin, { env: options.env });
    await app.register(routeFallbackPlugin);
    await app.register(httpCachePlugin);
    await app.register(idempotencyPlugin, options.idempotency ?? {});
  },
  { name: 'brokkie-api-foundation' },
);

/**
 * The product API as one encapsulated plugin. The web server mounts it with
 * `await app.register(apiPlugin, { prefix: '/api', database })`; nothing it sets up (hooks,
 * error handler, decorators) leaks into the web server's own routes.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  const production = options.identity?.production ?? isProductionDeployment();
  await app.register(apiFoundation, options);
  // Before anything starts: DEV_TOOLS=on in production stops the API here.
  await app.register(devToolsPlugin, { enabled: options.devTools, env: options.env, production });
  await app.register(openapiPlugin);
  await app.register(mailPlugin, { transport: options.mailTransport, production, env: options.env });
  // The identity service (better-auth under /auth/), then the bearer-token authentication of
  // every product route after it.
  await app.register(identityPlugin, { config: options.identity });
  await app.register(authenticationPlugin);
  await app.register(apiRootRoutes);
  await app.register(healthRoutes);
  await app.register(referenceDataRoutes);
  await app.register(customerRoutes);
  await app.register(feedbackRoutes);
  await app.register(referralRoutes);
  await app.register(trackingModule, { production, env: options.env });
  await app.register(addressRoutes);
  await app.register(catalogueRoutes);
  await app.register(paymentsPlugin, { production, env: options.env });
  await app.register(deliveryModule);
  await app.register(billingModule, { env: options.env });
  await app.register(invoiceModule, { env: options.env });
  await app.register(pricingRoutes);
  await app.register(couponRoutes);
  await app.register(questionnaireRoutes);
  await app.register(animalModule);
  await app.register(reminderModule, { env: options.env });
  await app.register(insuranceModule, { production, env: options.env });
  await app.register(surveyRoutes);
  await app.register(privacyRoutes);
  await app.register(consentRoutes);
  // Development tools: only with DEV_TOOLS=on, never in production, only for this machine.
  await registerDevRoutes(app, mailboxRoutes, {});
};

export const apiPrefix = '/api';

export interface BuildApiOptions extends ApiPluginOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** A Fastify server with only the API, under the same `/api` prefix (standalone and tests). */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const { logger = false, trustProxy = false, ...pluginOptions } = options;
  // Starting the identity service (keys, the development provider) can take seconds on a busy
  // machine; avvio's default of 10 s per plugin is too tight for that.
  const app = Fastify({ logger, trustProxy, pluginTimeout: 60_000, frameworkErrors });
  // The answers outside /api (the not-found handler below) carry the API's security headers too.
  await app.register(securityHeadersPlugin);
  await app.register(apiPlugin, { ...pluginOptions, prefix: apiPrefix });
  // Outside /api there is nothing; answer in the API's error shape all the same.
  app.setNotFoundHandler(async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
    const path = request.url.split('?')[0] ?? '/';
    return sendError(reply, 404, {
      detail: translateMessage(locale, { key: 'api.errors.endpoint_not_found', params: { path } }),
      code: 'not_found',
    });
  });
  await app.ready();
  return app;
}
