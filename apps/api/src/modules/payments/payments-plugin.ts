import fp from 'fastify-plugin';
import { readPaymentConfig } from './payment-config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaymentReconciler } from './payment-reconciler.ts';
import { PaymentService } from './payment-service.ts';
import { SandboxProvider, sandboxSignatureHeader } from './sandbox-provider.ts';
import { hostMatcher, isOwnUrl } from './payer-origin.ts';
import { paymentRoutes } from './payment-routes.ts';
import { mandateRoutes } from './mandate-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments and mandates through the configured provider (the deliveries module uses it). */
    payments: PaymentService;
    /** The job that asks the provider about payments whose webhook did not come (and makes the sandbox's webhook retries). */
    paymentReconciler: PaymentReconciler;
  }
}

export interface PaymentsPluginOptions {
  /** A production deployment (APP_ENV, see @brokkie/domain/deployment): the sandbox is refused unless PAYMENT_SANDBOX=on. */
  production?: boolean;
  /** The environment the payment configuration is read from (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The payments module: the provider chosen by configuration (Mollie with `MOLLIE_API_KEY`, else
 * the embedded sandbox), `app.payments` for the modules registered after it, and the routes:
 * /payment/…, /mandate/…, the provider's webhook and, for the sandbox, its hosted checkout; and
 * the reconciliation job — a timer in this process (PAYMENT_RECONCILE_INTERVAL_MS) that is safe
 * with any number of API instances on one database.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const identity = app.identity.config;
    const config = readPaymentConfig(options.env ?? process.env, {
      production: options.production ?? identity.production,
      identitySecret: identity.secret,
    });
    const isOwnHost = hostMatcher(identity.allowedHosts);
    const publicApiUrl = config.publicApiUrl ?? `${identity.publicUrl}${app.apiBasePath}`;

    let provider: PaymentProvider;
    let sandbox: SandboxProvider | undefined;
    if (config.mollieApiKey) {
      // Mollie's client is loaded only where it is configured: local runs and tests use the sandbox.
      const { createMollieApi, MollieProvider } = await import('./mollie-provider.ts');
      provider = new MollieProvider(createMollieApi(config.mollieApiKey));
    } else {
      sandbox = new SandboxProvider({
        db: app.db,
        secret: config.sandboxSecret,
        // The checkout page is served by this API under the web origin the payer returns to,
        // so the payer stays on the host (and country) they are on.
        checkoutBaseFor: (redirectUrl) =>
          !config.publicApiUrl && redirectUrl && isOwnUrl(redirectUrl, isOwnHost)
            ? `${new URL(redirectUrl).origin}${app.apiBasePath}`
            : publicApiUrl,
        // Delivered in-process, whatever host the payment's webhook URL names (the sandbox only
        // ever calls the API it lives in), through the real webhook route and its signature check.
        deliverWebhook: async (_webhookUrl, body, signature) => {
          const response = await app.inject({
            method: 'POST',
            url: `${app.apiBasePath}/payments/webhook/sandbox/`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', [sandboxSignatureHeader]: signature },
            payload: body,
          });
          return response.statusCode;
        },
        log: app.log,
      });
      provider = sandbox;
    }

    const service = new PaymentService({
      db: app.db,
      provider,
      webhookUrl: `${publicApiUrl}/payments/webhook/${provider.name}/`,
      log: app.log,
    });
    app.decorate('payments', service);
    app.log.info(`payments through the ${provider.name} provider`);
    const reconciler = new PaymentReconciler({
      db: app.db,
      payments: service,
      sandbox,
      minAgeMs: config.reconcileAfterMinutes * 60_000,
      log: app.log,
    });
    app.decorate('paymentReconciler', reconciler);
    // Its first run comes after one interval, when every module has registered its settlement listener.
    if (config.reconcileIntervalMs > 0) {
      reconciler.start(config.reconcileIntervalMs);
      app.log.info(`payment reconciliation every ${config.reconcileIntervalMs} ms`);
    }

    await app.register(paymentRoutes);
    await app.register(mandateRoutes, { isOwnHost, publicUrl: identity.publicUrl });
    await app.register(webhookRoutes, { sandboxSecret: sandbox ? config.sandboxSecret : undefined });
    // No run may be cut off half-way; then the webhooks of recurring charges (delivered a moment
    // later) land before the database closes.
    app.addHook('preClose', async () => {
      await reconciler.stop();
      await sandbox?.idle();
    });
    if (sandbox) await app.register(sandboxRoutes, { sandbox });
  },
  { name: 'brokkie-payments', dependencies: ['brokkie-database', 'brokkie-identity', 'brokkie-authentication'] },
);
