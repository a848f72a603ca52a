import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { preferredLanguageOfUser } from '@brokkie/db/customer-queries';
import type { TemplatedMailKind } from '@brokkie/contracts/mail';
import {
  defaultLocale,
  localeFromAcceptLanguage,
  localeFromIsoCode,
  localizePath,
  type Locale,
} from '@brokkie/domain/locales';
import { renderMail, type MailContent } from '../mail/mail-templates.ts';
import type { MailTransport } from '../mail/mail-transport.ts';

export interface MailUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The e-mails of the identity service. Each goes out in the user's language (the customer's
 * preferred language, else the language of the request that caused it) and links to the web
 * app on the origin the user is using (the request's Origin when it is one of ours).
 */
export class IdentityMailer {
  constructor(
    private readonly options: {
      db: Database;
      transport: MailTransport;
      publicUrl: string;
      isOwnHost: (host: string) => boolean;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Link to the web page `/reset-password/{code}`, localized (§2). */
  async passwordReset(user: MailUser, code: string, request: Request | undefined): Promise<void> {
    const locale = await this.localeFor(user.id, request);
    const actionUrl = this.webUrl(request, localizePath(`/reset-password/${encodeURIComponent(code)}`, locale));
    await this.send('password_reset', locale, user.email, { name: user.name, actionUrl });
  }

  /** To the new address: confirming it completes the e-mail change. */
  async emailVerification(user: MailUser, url: string, request: Request | undefined): Promise<void> {
    const locale = await this.localeFor(user.id, request);
    await this.send('email_verification', locale, user.email, {
      name: user.name,
      actionUrl: url,
      params: { email: user.email },
    });
  }

  /** To the current (verified) address, before a change to `newEmail` goes ahead. */
  async emailChangeConfirmation(user: MailUser, newEmail: string, url: string, request: Request | undefined): Promise<void> {
    const locale = await this.localeFor(user.id, request);
    await this.send('email_change_confirmation', locale, user.email, {
      name: user.name,
      actionUrl: url,
      params: { old_email: user.email, new_email: newEmail },
    });
  }

  /** After a sign-up or an anonymous account's promotion. Never fails the sign-up itself. */
  async welcome(user: MailUser, request: Request | undefined): Promise<void> {
    try {
      const locale = await this.localeFor(user.id, request);
      await this.send('welcome', locale, user.email, {
        name: user.name,
        actionUrl: this.webUrl(request, localizePath('/dashboard', locale)),
      });
    } catch (error) {
      this.options.log.error({ err: error, userId: user.id }, 'welcome mail failed');
    }
  }

  private async send(kind: TemplatedMailKind, locale: Locale, to: string, content: MailContent): Promise<void> {
    await this.options.transport.send(renderMail(kind, locale, to, content));
  }

  private async localeFor(userId: string, request: Request | undefined): Promise<Locale> {
    const isoCode = await preferredLanguageOfUser(this.options.db, userId);
    return (
      (isoCode && localeFromIsoCode(isoCode)) ||
      localeFromAcceptLanguage(request?.headers.get('accept-language')) ||
      defaultLocale
    );
  }

  private webUrl(request: Request | undefined, path: string): string {
    const origin = request?.headers.get('origin');
    if (origin) {
      try {
        const url = new URL(origin);
        if (this.options.isOwnHost(url.host)) return `${url.origin}${path}`;
      } catch {
        // Not a URL: fall back to the public URL.
      }
    }
    return `${this.options.publicUrl}${path}`;
  }
}
