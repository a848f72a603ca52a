import type { Database } from '@brokkie/db/client';
import { findProductsByIds, textIn, type ProductRow } from '@brokkie/db/catalogue-queries';
import { preferredLanguageOfUser, preferredLanguagesOfUsers, type CustomerRow } from '@brokkie/db/customer-queries';
import { animalNames } from '@brokkie/db/billing-queries';
import { itemsOfDeliveries, type DeliveryItemRow, type DeliveryRow } from '@brokkie/db/delivery-queries';
import { formatCents, formatDate, formatDay, formatKilograms } from '@brokkie/domain/format';
import { todayIsoDate } from '@brokkie/domain/dates';
import { defaultLocale, localeFromIsoCode, localizePath, type Locale } from '@brokkie/domain/locales';
import type { TemplatedMailKind } from '@brokkie/contracts/mail';
import { translateKey } from '../../lib/translator.ts';
import { catalogueLanguageOf } from '../catalogue/catalogue-service.ts';
import { renderMail, type MailGuide } from '../mail/mail-templates.ts';
import type { MailMessage, MailTransport } from '../mail/mail-transport.ts';
import { switchOverMailGuide, switchOverOfBox } from './switch-over.ts';

/** The language of a customer without a preferred one: the delivery country's default (§3). */
const countryLocales: Record<string, Locale> = { BE: 'nl-be', NL: 'nl', FR: 'fr', DE: 'de' };

/** The pages the billing e-mails link to (web app, localized). */
export const billingPages = {
  change: '/dashboard/subscription-settings',
  history: '/dashboard/order-history',
  payNow: '/pay-now',
} as const;

export interface BillingMailerOptions {
  db: Database;
  transport: MailTransport;
  /** The web app's public origin (PUBLIC_URL). */
  publicUrl: string;
}

/** What the billing e-mails say of a box. */
export type MailedBox = Pick<DeliveryRow, 'id' | 'country' | 'deliveryDate' | 'totalCents' | 'invoiceNumber'>;

/**
 * What the e-mails of a batch of boxes need, read once for the batch (`BillingMailer.prepare`):
 * the customers' preferred languages, the boxes' items and their products.
 */
export interface MailBatch {
  languages: Map<string, string>;
  items: Map<number, DeliveryItemRow[]>;
  products: Map<number, ProductRow>;
}

/**
 * The e-mails of recurring billing, in the customer's language (their preferred language, else the
 * delivery country's), in the layout of every Brokkie e-mail (mail-templates.ts):
 * - delivery_upcoming: the date, what is in the box, the price and until when it can change;
 * - payment_failed: the charge failed, when we try again, and a pay-now link;
 * - payment_failed_final: every attempt failed; the pay-now link;
 * - delivery_confirmed: a box of the subscription paid ("payment received"), the invoice number
 *   and the date of the box after it;
 * - order_confirmation: the first box paid: its contents per pet, price, date, the invoice, the
 *   next box's date with its cut-off, and the switch-over guide (a week from its arrival, per pet);
 * - delivery_shipped: the box leaves the warehouse today, its contents per pet and the day it comes;
 * - trial_ending: the box the trial box turns into: its date, contents per pet, price and cut-off.
 * Returns false (nothing sent) for a customer without an e-mail address (an anonymous account).
 */
export class BillingMailer {
  constructor(private readonly options: BillingMailerOptions) {}

  /** Reads what the e-mails of these boxes need in three statements, whatever their number. */
  async prepare(customers: readonly CustomerRow[], boxes: readonly MailedBox[]): Promise<MailBatch> {
    const { db } = this.options;
    const languages = await preferredLanguagesOfUsers(db, customers.map((customer) => customer.userId));
    const items = new Map<number, DeliveryItemRow[]>(boxes.map((box) => [box.id, []]));
    for (const item of await itemsOfDeliveries(db, boxes.map((box) => box.id))) items.get(item.deliveryId)?.push(item);
    const productIds = [...new Set([...items.values()].flat().map((item) => item.productId))];
    const products = new Map((await findProductsByIds(db, productIds)).map((row) => [row.id, row]));
    return { languages, items, products };
  }

  async upcoming(customer: CustomerRow, box: MailedBox, cutOffAt: Date): Promise<boolean> {
    return this.send('delivery_upcoming', customer, box, (locale) => ({
      actionUrl: this.webUrl(billingPages.change, locale),
      params: { cut_off: formatInstant(cutOffAt, locale) },
    }));
  }

  async paymentFailed(customer: CustomerRow, box: MailedBox, retryAt: Date, payNowToken: string, linkExpiresAt: Date): Promise<boolean> {
    return this.send('payment_failed', customer, box, (locale) => ({
      actionUrl: this.payNowUrl(payNowToken, locale),
      params: { retry: formatInstant(retryAt, locale), expires: formatMailDay(linkExpiresAt, locale) },
    }));
  }

  async paymentFailedFinal(customer: CustomerRow, box: MailedBox, payNowToken: string, linkExpiresAt: Date): Promise<boolean> {
    return this.send('payment_failed_final', customer, box, (locale) => ({
      actionUrl: this.payNowUrl(payNowToken, locale),
      params: { expires: formatMailDay(linkExpiresAt, locale) },
    }));
  }

  async confirmed(customer: CustomerRow, box: MailedBox, nextDate: string | null): Promise<boolean> {
    return this.deliver(await this.composeConfirmed(customer, box, nextDate));
  }

  /**
   * The confirmation of a paid box, not sent yet (`sendAll` sends a batch of them); undefined for
   * a customer without an e-mail address. `batch`: what `prepare` read for the box's batch.
   */
  async composeConfirmed(customer: CustomerRow, box: MailedBox, nextDate: string | null, batch?: MailBatch): Promise<MailMessage | undefined> {
    return this.compose(
      'delivery_confirmed',
      customer,
      box,
      (locale) => ({
        actionUrl: this.webUrl(billingPages.history, locale),
        params: {
          invoice: box.invoiceNumber ?? '',
          next_date: nextDate ? formatMailDay(nextDate, locale) : (translateKey(locale, 'mail.delivery_confirmed.no_next') ?? ''),
        },
      }),
      batch,
    );
  }

  /**
   * The first box is paid: what is in it per pet, its price and date, the invoice, the next box and
   * its cut-off, and the week of switching over to Brokkie from the day it comes.
   */
  async orderConfirmation(customer: CustomerRow, box: MailedBox, next: { date: string; cutOffAt: Date } | null): Promise<boolean> {
    const switchOver = await switchOverOfBox(this.options.db, customer.id, box, todayIsoDate());
    return this.send('order_confirmation', customer, box, async (locale) => ({
      guide: switchOver ? switchOverMailGuide(switchOver, locale) : undefined,
      actionUrl: this.webUrl(billingPages.history, locale),
      params: {
        invoice: box.invoiceNumber ?? '',
        next: next
          ? (translateKey(locale, 'mail.order_confirmation.next_planned', {
              next_date: formatMailDay(next.date, locale),
              cut_off: formatInstant(next.cutOffAt, locale),
            }) ?? '')
          : (translateKey(locale, 'mail.order_confirmation.next_none') ?? ''),
      },
      list: await this.contentsPerPet(box, locale),
    }));
  }

  /** The box leaves the warehouse today: the day it comes and what is in it, per pet. */
  async shipped(customer: CustomerRow, box: MailedBox): Promise<boolean> {
    return this.send('delivery_shipped', customer, box, async (locale) => ({
      actionUrl: this.webUrl(billingPages.history, locale),
      params: {},
      list: await this.contentsPerPet(box, locale),
    }));
  }

  /** The box a trial box turns into: its date, contents per pet, what it will cost and until when it can change. */
  async trialEnding(customer: CustomerRow, box: MailedBox, cutOffAt: Date): Promise<boolean> {
    return this.send('trial_ending', customer, box, async (locale) => ({
      actionUrl: this.webUrl(billingPages.change, locale),
      params: { cut_off: formatInstant(cutOffAt, locale) },
      list: await this.contentsPerPet(box, locale),
    }));
  }

  /**
   * Sends the messages all at once when the transport can (the mailbox stores them in one
   * statement); false when it cannot or that failed, and nothing was sent: send each then.
   */
  async sendAll(messages: readonly MailMessage[]): Promise<boolean> {
    const { transport } = this.options;
    if (!transport.sendAll) return false;
    try {
      await transport.sendAll(messages);
      return true;
    } catch {
      return false;
    }
  }

  /** Sends a composed message; false when there is none (a customer without an e-mail address). */
  async deliver(message: MailMessage | undefined): Promise<boolean> {
    if (!message) return false;
    await this.options.transport.send(message);
    return true;
  }

  /** The pay-now page of the web app for `token`, in `locale`. */
  payNowUrl(token: string, locale: Locale): string {
    return `${this.webUrl(billingPages.payNow, locale)}?token=${encodeURIComponent(token)}`;
  }

  private webUrl(path: string, locale: Locale): string {
    return `${this.options.publicUrl}${localizePath(path, locale)}`;
  }

  private async send(
    kind: TemplatedMailKind,
    customer: CustomerRow,
    box: MailedBox,
    content: (locale: Locale) => MailParts | Promise<MailParts>,
  ): Promise<boolean> {
    return this.deliver(await this.compose(kind, customer, box, content));
  }

  private async compose(
    kind: TemplatedMailKind,
    customer: CustomerRow,
    box: MailedBox,
    content: (locale: Locale) => MailParts | Promise<MailParts>,
    batch?: MailBatch,
  ): Promise<MailMessage | undefined> {
    if (customer.isAnonymous || !customer.email) return undefined;
    const locale = batch
      ? localeOf(batch.languages.get(customer.userId), box.country)
      : await customerLocale(this.options.db, customer, box.country);
    const { actionUrl, params, list, guide } = await content(locale);
    return renderMail(kind, locale, customer.email, {
      name: customer.firstname,
      actionUrl,
      list,
      guide,
      params: {
        date: box.deliveryDate ? formatMailDay(box.deliveryDate, locale) : '—',
        total: formatCents(box.totalCents, locale),
        contents: await this.contentsOf(box, locale, batch),
        ...params,
      },
    });
  }

  /** "2 × Chicken Adult (4 kg), 1 × Chicken treats" in the mail's language. */
  private async contentsOf(box: MailedBox, locale: Locale, batch?: MailBatch): Promise<string> {
    const items = batch?.items.get(box.id) ?? (await itemsOfDeliveries(this.options.db, [box.id]));
    const products =
      batch?.products ?? new Map((await findProductsByIds(this.options.db, items.map((item) => item.productId))).map((row) => [row.id, row]));
    return items.map((item) => lineOf(item, products, locale)).join(', ');
  }

  /** The box's contents, one row per pet ("Rex: 2 × Chicken Adult (4 kg), …"); items of no pet under "Extras". */
  private async contentsPerPet(box: MailedBox, locale: Locale): Promise<Array<{ title: string; text: string }>> {
    const { db } = this.options;
    const items = await itemsOfDeliveries(db, [box.id]);
    const productIds = items.map((item) => item.productId);
    const products = new Map((await findProductsByIds(db, productIds)).map((row) => [row.id, row]));
    const names = await animalNames(db, [...new Set(items.flatMap((item) => (item.animalId === null ? [] : [item.animalId])))]);
    const groups = new Map<number | null, DeliveryItemRow[]>();
    for (const item of items) {
      const key = item.animalId !== null && names.has(item.animalId) ? item.animalId : null;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    const extras = translateKey(locale, 'mail.common.extras') ?? '';
    return [...groups.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : 0))
      .map(([animalId, rows]) => ({
        title: animalId === null ? extras : (names.get(animalId) ?? extras),
        text: rows.map((item) => lineOf(item, products, locale)).join(', '),
      }));
  }
}

interface MailParts {
  actionUrl: string;
  params: Record<string, string>;
  list?: Array<{ title: string; text: string }>;
  guide?: MailGuide | undefined;
}

/** "2 × Chicken Adult (4 kg)" in the mail's language. */
function lineOf(item: DeliveryItemRow, products: ReadonlyMap<number, ProductRow>, locale: Locale): string {
  const product = products.get(item.productId);
  const name = product ? textIn(product.names, catalogueLanguageOf(locale)) : `#${item.productId}`;
  // No-break spaces: "2 × Chicken" and "4 kg" stay on one line on a phone.
  const size = item.unitGrams === null ? '' : ` (${formatKilograms(item.unitGrams / 1000, locale, 1).replace(' ', '\u00a0')})`;
  return `${item.amount}\u00a0×\u00a0${name}${size}`;
}

/** The language of what we send a customer: their preferred language, else their country's. */
export async function customerLocale(db: Database, customer: CustomerRow, country: string): Promise<Locale> {
  return localeOf(await preferredLanguageOfUser(db, customer.userId), country);
}

/** `customerLocale` from the customer's preferred language (its iso code) read beforehand. */
export function localeOf(preferredIsoCode: string | undefined, country: string): Locale {
  return (preferredIsoCode && localeFromIsoCode(preferredIsoCode)) || countryLocales[country] || defaultLocale;
}

/** A day in a mail: 'donderdag 24 juni' (a YYYY-MM-DD day is that same day in Brussels). */
function formatMailDay(date: string | Date, locale: Locale): string {
  return typeof date === 'string' ? formatDay(date, locale, 'weekday') : formatDate(date, locale, 'weekday');
}

function formatInstant(instant: Date, locale: Locale): string {
  return formatDate(instant, locale, 'weekday-time');
}
