import type { Database } from '@brokkie/db/client';
import { findProductsByIds, textIn } from '@brokkie/db/catalogue-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findPaidPaymentOfDelivery } from '@brokkie/db/payment-queries';
import { findLanguage } from '@brokkie/db/reference-data-queries';
import { localeFromIsoCode, type Locale } from '@brokkie/domain/locales';
import type { Cents } from '@brokkie/domain/money';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { ApiProblem } from '../../lib/api-problem.ts';
import { catalogueLanguageOf } from '../catalogue/catalogue-service.ts';
import { ownDelivery, storedCart, storedDeliveryAddress } from '../delivery/delivery-service.ts';
import { currentInvoiceParty, storedInvoiceParty, type InvoiceAddress } from '../delivery/invoice-party.ts';

export type { InvoiceAddress } from '../delivery/invoice-party.ts';

export const invoiceMessageKeys = {
  notInvoiced: 'api.invoice.not_invoiced',
} as const;

/** 409: the delivery has no invoice (yet): it gets one when it is paid. */
export const notInvoicedCode = 'not_invoiced';

export interface InvoiceLine {
  /** The product's name in the invoice's language. */
  productName: string;
  kind: 'formula' | 'extra';
  /** Sac size of a formula line. */
  unitGrams: number | null;
  /** A trial sac (testbag). */
  trial: boolean;
  quantity: number;
  unitPriceInclVat: Cents;
  totalInclVat: Cents;
  /** Basis points (2100 = 21 %). */
  vatRate: number;
}

/** Everything an invoice shows, read from the paid delivery as it was priced and charged. */
export interface Invoice {
  locale: Locale;
  invoiceNumber: string;
  /** The day the delivery was paid. */
  invoiceDate: Date;
  deliveryDate: string | null;
  deliveryId: number;
  customerId: string;
  customerEmail: string | null;
  /** Where the invoice is addressed: the billing address override, else the delivery address. */
  billTo: InvoiceAddress;
  /** The delivery address when the invoice is addressed elsewhere. */
  deliveredTo: InvoiceAddress | null;
  lines: InvoiceLine[];
  discounts: CalculatePricesResponse['discounts'];
  subtotal: Cents;
  discountTotal: Cents;
  vat: CalculatePricesResponse['vat'];
  totalExclVat: Cents;
  totalVat: Cents;
  total: Cents;
  /** The payment method of the paid payment (bancontact, ideal, …), when the provider told it. */
  paymentMethod: string | null;
}

export function notInvoiced(): ApiProblem {
  return new ApiProblem({ statusCode: 409, code: notInvoicedCode, detail: { key: invoiceMessageKeys.notInvoiced } });
}

/**
 * The language of the customer's documents: their preferred language when the site has it,
 * else the language the request asks for.
 */
export async function documentLocaleOf(db: Database, customer: CustomerRow, requestLocale: Locale): Promise<Locale> {
  if (customer.preferedLanguageId === null) return requestLocale;
  const language = await findLanguage(db, customer.preferedLanguageId);
  return (language && localeFromIsoCode(language.isoCode)) || requestLocale;
}

/**
 * The invoice of the customer's delivery (another customer's: 404). Only a paid delivery has one
 * (409 otherwise). Its figures are the priced cart stored when it was paid, never a new pricing,
 * so that the invoice says what was charged, whatever the catalogue or the coupons do later; whom
 * it is addressed to is the invoice party copied at payment, whatever the customer changes later.
 */
export async function invoiceOf(db: Database, customer: CustomerRow, deliveryId: number, requestLocale: Locale): Promise<Invoice> {
  const delivery = await ownDelivery(db, customer.id, deliveryId);
  const cart = storedCart(delivery);
  const deliveryAddress = storedDeliveryAddress(delivery);
  if (delivery.invoiceNumber === null || delivery.paidAt === null || !cart || !deliveryAddress) throw notInvoiced();

  const [locale, party, payment] = await Promise.all([
    documentLocaleOf(db, customer, requestLocale),
    // Who the invoice is for, as it was when the delivery was paid. Old rows, paid before this
    // was kept on the delivery, have none: they are addressed from the customer as they are now.
    storedInvoiceParty(delivery) ?? currentInvoiceParty(db, customer, deliveryAddress),
    findPaidPaymentOfDelivery(db, delivery.id),
  ]);

  return {
    locale,
    invoiceNumber: delivery.invoiceNumber,
    invoiceDate: delivery.paidAt,
    deliveryDate: delivery.deliveryDate,
    deliveryId: delivery.id,
    customerId: customer.id,
    customerEmail: party.email,
    billTo: party.billTo,
    deliveredTo: party.deliveredTo,
    lines: await linesOf(db, cart, locale),
    discounts: cart.discounts,
    subtotal: cart.subtotal,
    discountTotal: cart.discount_total,
    vat: cart.vat,
    totalExclVat: cart.total_excl_vat,
    totalVat: cart.total_vat,
    total: cart.total,
    paymentMethod: payment?.method ?? null,
  };
}

async function linesOf(db: Database, cart: CalculatePricesResponse, locale: Locale): Promise<InvoiceLine[]> {
  const ids = cart.lines.map((line) => idFromResourceUrl(line.product)).filter((id): id is number => id !== undefined);
  const products = new Map((await findProductsByIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
  const language = catalogueLanguageOf(locale);
  return cart.lines.map((line) => {
    // Delivery items hold on to their products (the catalogue deactivates, never deletes), so a
    // paid delivery's product is always there.
    const product = products.get(idFromResourceUrl(line.product) ?? 0);
    if (!product) throw new Error(`Product ${line.product} of an invoiced delivery is missing`);
    return {
      productName: textIn(product.names, language),
      kind: line.kind,
      unitGrams: line.unit_grams,
      trial: line.trial,
      quantity: line.quantity,
      unitPriceInclVat: line.unit_price_incl_vat,
      totalInclVat: line.total_incl_vat,
      vatRate: line.vat_rate,
    };
  });
}
