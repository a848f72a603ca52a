import fp from 'fastify-plugin';
import { awinAdapter } from './forwarding/awin-adapter.ts';
import { readForwardingConfig } from './forwarding/forwarding-config.ts';
import { metaAdapter } from './forwarding/meta-adapter.ts';
import { tiktokAdapter } from './forwarding/tiktok-adapter.ts';
import { trackingForwardDevRoutes } from './forwarding/tracking-forward-dev-routes.ts';
import { TrackingForwarder } from './forwarding/tracking-forwarder.ts';
import { trackingRoutes } from './tracking-routes.ts';
import { registerDevRoutes } from '../../plugins/dev-tools.ts';

export interface TrackingModuleOptions {
  /** A production deployment: the forwarding settings are required (the development control follows DEV_TOOLS, plugins/dev-tools.ts). */
  production?: boolean;
  /** The environment to read the settings from; default process.env (tests give their own). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The funnel's conversion events (§7): the endpoints that store them, and the forwarder that
 * sends them to Meta, TikTok and Awin — a timer in this process (TRACKING_FORWARD_INTERVAL_MS)
 * that is safe with any number of API instances on one database — with, under DEV_TOOLS=on, its
 * development control.
 */
export const trackingModule = fp<TrackingModuleOptions>(
  async (app, options) => {
    const identity = app.identity.config;
    const production = options.production ?? identity.production;
    const config = readForwardingConfig(options.env ?? process.env, { production });
    const forwarder = new TrackingForwarder({
      db: app.db,
      adapters: [metaAdapter(config.meta), tiktokAdapter(config.tiktok), awinAdapter(config.awin)],
      publicUrl: identity.publicUrl,
      batchSize: config.batchSize,
      // PGlite has one connection: its transactions go one at a time anyway.
      concurrency: app.database.kind === 'postgres' ? 4 : 1,
      log: app.log,
    });

    await app.register(trackingRoutes);
    await registerDevRoutes(app, trackingForwardDevRoutes, { forwarder });

    if (config.intervalMs > 0) {
      forwarder.start(config.intervalMs);
      const networks = (['meta', 'tiktok', 'awin'] as const).filter((network) => config[network] !== undefined);
      app.log.info(`tracking events forwarded every ${config.intervalMs} ms (configured: ${networks.join(', ') || 'none, nothing leaves'})`);
    }
    // Before the database closes: no run may be cut off half-way.
    app.addHook('preClose', async () => {
      await forwarder.stop();
    });
  },
  { name: 'brokkie-tracking', dependencies: ['brokkie-database', 'brokkie-identity'] },
);
