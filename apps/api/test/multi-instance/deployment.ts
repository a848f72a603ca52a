import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '@brokkie/db/client';
import { createScratchDatabase, type ScratchDatabase } from '@brokkie/db/scratch-database';
import { Receiver } from '../modules/tracking/forwarding-test-kit.ts';
import { ApiProcess } from './api-process.ts';
import { HttpVisitor } from './http-visitor.ts';
import { LoadBalancer } from './load-balancer.ts';
import { LocalS3, SmtpInbox } from './outside-services.ts';

export interface DeploymentOptions {
  /** PostgreSQL server URL; a scratch database is made on it and dropped afterwards. */
  serverUrl: string;
  instances: number;
  /** Settings every instance gets on top of the deployment's own. */
  settings?: Record<string, string>;
}

/**
 * A deployment on this machine, as docs/production-topology.md describes one: N stateless API
 * processes behind a load balancer, one PostgreSQL database, object storage for photos (s3rver),
 * an SMTP server, the conversion networks (a local receiver standing in for Meta, TikTok and Awin),
 * every instance with the same identity secret and settings. The test also gets a connection of
 * its own to the database: to set up what happens outside the app (a payment settled at the
 * provider) and to check what the instances did.
 */
export class Deployment {
  readonly balancer = new LoadBalancer();
  readonly smtp = new SmtpInbox();
  readonly s3 = new LocalS3('brokkie-pets');
  readonly networks = new Receiver();
  instances: ApiProcess[] = [];
  base = '';
  private scratch: ScratchDatabase | undefined;
  private handle: DatabaseHandle | undefined;
  private addresses = 0;

  constructor(private readonly options: DeploymentOptions) {}

  /** Starts the services, then every instance at the same moment on the empty database. */
  async start(): Promise<void> {
    this.scratch = await createScratchDatabase(this.options.serverUrl, 'brokkie_instances');
    const [base, smtpUrl, s3Endpoint, networks] = await Promise.all([this.balancer.start(), this.smtp.start(), this.s3.start(), this.networks.start()]);
    this.base = base;
    const settings: Record<string, string> = {
      DATABASE_URL: this.scratch.url,
      // A development deployment (the payment sandbox, the development tools), built as
      // production builds run: NODE_ENV=production.
      APP_ENV: 'development',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: base,
      DEV_TOOLS: 'on',
      DEV_OIDC: 'off',
      SMTP_URL: smtpUrl,
      ...this.s3.settings(s3Endpoint),
      META_PIXEL_ID: '1234567890',
      META_CAPI_TOKEN: 'meta-secret-token',
      META_CAPI_URL: `${networks}/meta`,
      TIKTOK_PIXEL_CODE: 'CTESTPIXEL',
      TIKTOK_ACCESS_TOKEN: 'tiktok-secret-token',
      TIKTOK_EVENTS_URL: `${networks}/tiktok/event/track/`,
      AWIN_ADVERTISER_ID: '99999',
      AWIN_S2S_URL: `${networks}/awin/sread.php`,
      ...this.options.settings,
    };
    this.instances = Array.from({ length: this.options.instances }, (_, index) => new ApiProcess(`instance ${index}`, settings));
    const upstreams = await Promise.all(this.instances.map((instance) => instance.start()));
    this.balancer.setUpstreams(upstreams);
    this.handle = openDatabase(this.scratch.url);
  }

  /** The test's own connection to the deployment's database. */
  get db() {
    if (!this.handle) throw new Error('the deployment is not started');
    return this.handle.db;
  }

  /** A new visitor from an address of its own (TEST-NET-2, never contacted: only reported by the balancer). */
  visitor(): HttpVisitor {
    this.addresses += 1;
    return new HttpVisitor(this.base, `198.51.100.${this.addresses}`);
  }

  /** A caller on this machine (loopback), as the development routes require. */
  operator(): HttpVisitor {
    return new HttpVisitor(this.base, undefined);
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.instances.map((instance) => instance.stop()));
    await this.handle?.close();
    await Promise.allSettled([this.balancer.stop(), this.smtp.stop(), this.s3.stop(), this.networks.stop()]);
    await this.scratch?.drop();
  }
}
