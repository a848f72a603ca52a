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
  transport?: MailTransport;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport = options.transport ?? createMailTransport(readMailConfig(), app.db);
    app.decorate('mail', transport);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'brokkie-mail', dependencies: ['brokkie-database'] },
);
