import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@brokkie/db/client';
import { insertMailMessage, insertMailMessages, type NewMailMessage } from '@brokkie/db/mail-queries';
import type { MailKind } from '@brokkie/contracts/mail';
import type { Locale } from '@brokkie/domain/locales';

/** A rendered e-mail, ready to go. */
export interface MailMessage {
  kind: MailKind;
  locale: Locale;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Where e-mail goes. The embedded default keeps every message in the database, where the
 * development mailbox shows it; SMTP_URL switches on real delivery.
 */
export interface MailTransport {
  readonly name: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /**
   * Optional: sends every message at once, all or none (the mailbox stores a batch of the billing
   * scheduler's e-mails in one statement, one commit). Without it, senders send each.
   */
  sendAll?(messages: readonly MailMessage[]): Promise<void>;
  close(): Promise<void>;
}

export interface MailConfig {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465; unset: the database mailbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Brokkie <no-reply@brokkie.be>`. */
  from: string;
}

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'Brokkie <no-reply@brokkie.be>' };
}

/** The embedded default: stores the message in `mail_message` (the development mailbox). */
export class MailboxTransport implements MailTransport {
  readonly name = 'mailbox';

  constructor(
    private readonly db: Database,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertMailMessage(this.db, this.stored(message));
  }

  async sendAll(messages: readonly MailMessage[]): Promise<void> {
    await insertMailMessages(
      this.db,
      messages.map((message) => this.stored(message)),
    );
  }

  private stored(message: MailMessage): NewMailMessage {
    return {
      kind: message.kind,
      locale: message.locale,
      fromAddress: this.from,
      toAddress: message.to.toLowerCase(),
      subject: message.subject,
      html: message.html,
      text: message.text,
    };
  }

  async close(): Promise<void> {}
}

/** Real delivery through an SMTP server (nodemailer). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: { 'X-Brokkie-Mail-Kind': message.kind },
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createMailTransport(config: MailConfig, db: Database): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.from) : new MailboxTransport(db, config.from);
}
