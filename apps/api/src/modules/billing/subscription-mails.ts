import type { FastifyBaseLogger } from 'fastify';
import { formatDay, formatList } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import { openBoxOfSubscription } from '@brokkie/db/billing-queries';
import { findCustomerById } from '@brokkie/db/customer-queries';
import { findRecurringDeliveryOfCustomer, itemsOfRecurringDelivery } from '@brokkie/db/recurring-delivery-queries';
import { localizePath } from '@brokkie/domain/locales';
import { translateKey } from '../../lib/translator.ts';
import { subscriptionCountryOf } from '../delivery/recurring-delivery-service.ts';
import { renderMail } from '../mail/mail-templates.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { billingPages, customerLocale } from './billing-mails.ts';

/** What a customer did to pets of their subscription (the animal module's pause/, stop/, activate/ and unpause/). */
export type SubscriptionChange = 'paused' | 'stopped' | 'resumed';

export interface SubscriptionNoticesOptions {
  db: Database;
  transport: MailTransport;
  /** The web app's public origin (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const kinds = { paused: 'subscription_paused', stopped: 'subscription_stopped', resumed: 'subscription_resumed' } as const;

/**
 * The e-mails of a subscription's pets paused, stopped or resumed (docs/billing.md, E-mails): one
 * e-mail per customer action, naming every pet it changed ("Rex and Minou"), what happens to the
 * next box, and a link to the subscription settings, in the customer's language. Only for pets of
 * a running subscription (an active recurring delivery with items for them): pausing a pet that is
 * in no subscription is not about deliveries. Never sent to an anonymous account.
 */
export class SubscriptionNotices {
  constructor(private readonly options: SubscriptionNoticesOptions) {}

  /**
   * Sends the e-mail of one action; false when there is nothing to tell. A failure is logged and
   * swallowed: the change itself has been made, and the settings page shows it.
   */
  async petsChanged(customerId: string, change: SubscriptionChange, petIds: readonly number[]): Promise<boolean> {
    try {
      return await this.send(customerId, change, petIds);
    } catch (error) {
      this.options.log.error({ err: error, customerId, change, petIds }, 'subscription e-mail failed');
      return false;
    }
  }

  private async send(customerId: string, change: SubscriptionChange, petIds: readonly number[]): Promise<boolean> {
    const { db } = this.options;
    if (petIds.length === 0) return false;
    const customer = await findCustomerById(db, customerId);
    if (!customer || customer.isAnonymous || !customer.email) return false;
    const recurring = await findRecurringDeliveryOfCustomer(db, customerId);
    if (!recurring?.active) return false;
    const pets = new Map(
      (await itemsOfRecurringDelivery(db, recurring.id)).flatMap(({ animal }) => (animal && animal.deletedAt === null ? [[animal.id, animal] as const] : [])),
    );
    const changed = petIds.flatMap((id) => pets.get(id) ?? []);
    if (changed.length === 0) return false;
    const fed = [...pets.values()].some((pet) => pet.status === 'active');
    const box = await openBoxOfSubscription(db, recurring.id);
    const nextDate = box?.deliveryDate ?? recurring.nextDeliveryDate;
    const locale = await customerLocale(db, customer, box?.country ?? (await subscriptionCountryOf(db, customer)));
    const kind = kinds[change];
    const names = formatList(
      changed.map((pet) => pet.name),
      locale,
    );
    const next =
      fed && nextDate
        ? translateKey(locale, `mail.${kind}.next_box`, {
            next_date: formatDay(nextDate, locale, 'weekday'),
          })
        : translateKey(locale, `mail.${kind}.no_box`);
    await this.options.transport.send(
      renderMail(kind, locale, customer.email, {
        name: customer.firstname,
        actionUrl: `${this.options.publicUrl}${localizePath(billingPages.change, locale)}`,
        params: { pets: names, next: next ?? '' },
      }),
    );
    return true;
  }
}
