import fp from 'fastify-plugin';
import { createMailTransport, readMailConfig, type MailTransport } from './mail-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the API's e-mail goes: the development mailbox, or SMTP when SMTP_URL is set. */
    mail: MailTransport;
  }
}

export interface MailPluginOptions {
  /** Replaces the transport the environment chooses (tests). */
  transport?: MailTransport | undefined;
  /** A production deployment: SMTP_URL is required. */
  production: boolean;
  /** The environment to read SMTP_URL and MAIL_FROM from; default process.env. */
  env?: NodeJS.ProcessEnv | undefined;
}

export const smtpRequiredInProduction =
  'SMTP_URL must be set in production: without it every e-mail (order confirmations, password resets, payment reminders) ' +
  'would be kept in the database mailbox, which nobody reads in production.';

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const config = readMailConfig(options.env ?? process.env);
    if (!options.transport && options.production && !config.smtpUrl) throw new Error(smtpRequiredInProduction);
    const transport = options.transport ?? createMailTransport(config, app.db);
    app.decorate('mail', transport);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'brokkie-mail', dependencies: ['brokkie-database'] },
);
