import fp from 'fastify-plugin';
import { BillingClock } from './billing-clock.ts';
import { readBillingConfig } from './billing-config.ts';
import { billingDevRoutes } from './billing-dev-routes.ts';
import { BillingMailer } from './billing-mails.ts';
import { billingRoutes } from './billing-routes.ts';
import { BillingScheduler } from './billing-scheduler.ts';
import { payNowRoutes } from './pay-now-routes.ts';
import { registerDevRoutes } from '../../plugins/dev-tools.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring-billing scheduler of this process (docs/billing.md). */
    billing: BillingScheduler;
  }
}

export interface BillingModuleOptions {
  /** The environment to read the settings from; default process.env (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Recurring billing (docs/billing.md): the scheduler that makes, freezes, charges and announces
 * the boxes of every subscription — a timer in this process (BILLING_SCHEDULER_INTERVAL_MS) that
 * is safe with any number of API instances on one database — the dashboard's next-box endpoints,
 * the pay-now link and, under DEV_TOOLS=on, the development control. Registered after the
 * deliveries module (whose boxes it works on) and the payments plugin (which it charges through).
 */
export const billingModule = fp<BillingModuleOptions>(
  async (app, options) => {
    const identity = app.identity.config;
    const config = readBillingConfig(options.env ?? process.env, { identitySecret: identity.secret });
    const clock = new BillingClock();
    const scheduler = new BillingScheduler({
      db: app.db,
      payments: app.payments,
      mailer: new BillingMailer({ db: app.db, transport: app.mail, publicUrl: identity.publicUrl }),
      clock,
      payNowSecret: config.payNowSecret,
      log: app.log,
      batchSize: config.batchSize,
      // A pool of ten connections: eight boxes at once leave room for the API's own requests.
      // PGlite has one connection, on which items could only take turns.
      concurrency: config.concurrency ?? (app.database.kind === 'postgres' ? 8 : 1),
    });
    app.decorate('billing', scheduler);

    await app.register(billingRoutes, { clock });
    await app.register(payNowRoutes, { clock, secret: config.payNowSecret });
    await registerDevRoutes(app, billingDevRoutes, { scheduler });

    if (config.schedulerIntervalMs > 0) {
      scheduler.start(config.schedulerIntervalMs);
      app.log.info(`billing scheduler every ${config.schedulerIntervalMs} ms`);
    }
    // Before the payments and the database close: no run may start or be cut off half-way.
    app.addHook('preClose', async () => {
      await scheduler.stop();
    });
  },
  { name: 'brokkie-billing', dependencies: ['brokkie-database', 'brokkie-mail', 'brokkie-payments'] },
);
