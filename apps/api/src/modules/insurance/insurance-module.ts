import fp from 'fastify-plugin';
import { readInsuranceConfig } from './insurance-config.ts';
import { insuranceDecisionRoutes } from './insurance-decision-routes.ts';
import { insuranceDevRoutes } from './insurance-dev-routes.ts';
import { InsuranceHandover } from './insurance-handover.ts';
import { insuranceRoutes } from './insurance-routes.ts';
import { insurerAdapters } from './insurer-adapter.ts';
import { registerDevRoutes } from '../../plugins/dev-tools.ts';

export interface InsuranceModuleOptions {
  /** A production deployment: both insurers must be configured (the development control follows DEV_TOOLS, plugins/dev-tools.ts). */
  production?: boolean;
  /** The environment to read the settings from; default process.env (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Pet insurance (issue 15, docs/insurance.md): the customer's leads, the insurer's signed
 * decision, and the hand-over of the leads to their insurers — a timer in this process
 * (INSURANCE_HANDOVER_INTERVAL_MS) that is safe with any number of API instances on one database,
 * plus a run right after each new lead — with, under DEV_TOOLS=on, its development control.
 */
export const insuranceModule = fp<InsuranceModuleOptions>(
  async (app, options) => {
    const identity = app.identity.config;
    const production = options.production ?? identity.production;
    const config = readInsuranceConfig(options.env ?? process.env, { production });
    const adapters = insurerAdapters(config.insurers);
    const handover = new InsuranceHandover({
      db: app.db,
      adapters,
      decisionUrl: `${identity.publicUrl}${app.apiBasePath}/insurancelead/decision/`,
      // PGlite has one connection: its transactions go one at a time anyway.
      concurrency: app.database.kind === 'postgres' ? 4 : 1,
      log: app.log,
    });

    await app.register(insuranceRoutes, { onLeadCreated: () => (config.runAfterCreate ? handover.kick() : undefined) });
    await app.register(insuranceDecisionRoutes, { adapters });
    await registerDevRoutes(app, insuranceDevRoutes, { handover });

    if (config.intervalMs > 0) {
      handover.start(config.intervalMs);
      const kinds = Object.values(adapters).map((adapter) => `${adapter.offer}: ${adapter.kind}`);
      app.log.info(`insurance leads handed over every ${config.intervalMs} ms (${kinds.join(', ')})`);
    }
    // Before the database closes: no run may be cut off half-way.
    app.addHook('preClose', async () => {
      await handover.stop();
    });
  },
  { name: 'brokkie-insurance', dependencies: ['brokkie-database', 'brokkie-identity'] },
);
