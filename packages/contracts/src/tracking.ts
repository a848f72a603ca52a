import { z } from 'zod';
import { customerIdSegmentPattern } from '@brokkie/domain/customer-id';
import { insuranceLeadConversion } from '@brokkie/domain/insurance';
import { validationKeys } from '@brokkie/domain/validation-rules';
import { productReference } from './pricing.ts';
import type { TrackingChannel } from './tracking-channels.ts';

/**
 * The funnel's conversion events (§7 "Tracking (all POST)"). The web app posts them to our own API,
 * which stores each once per customer or delivery (§4); the API's forwarder sends them to Meta,
 * TikTok and Awin (docs/tracking.md "Forwarding").
 */

/** Message keys of the tracking endpoints' field errors (`api` namespace). */
export const trackingMessageKeys = {
  invalidDeliveryId: 'api.tracking.invalid_delivery_id',
  invalidCustomerId: 'api.tracking.invalid_customer_id',
  invalidUrl: 'api.tracking.invalid_url',
  invalidAmount: 'api.tracking.invalid_amount',
  invalidClickId: 'api.tracking.invalid_click_id',
  invalidVoucherCodes: 'api.tracking.invalid_voucher_codes',
} as const;

/** Bodies are a handful of short fields; anything bigger is refused (413) before it is parsed. */
export const maxTrackingBodyBytes = 8 * 1024;

const maxId = 2_147_483_647;
const maxUnitPriceCents = 1_000_000;

/** A delivery's id, as a number or as its digits (the web app has both at hand). */
const deliveryId = (description: string) =>
  z
    .union(
      [
        z
          .number({ error: trackingMessageKeys.invalidDeliveryId })
          .int({ error: trackingMessageKeys.invalidDeliveryId })
          .min(1, { error: trackingMessageKeys.invalidDeliveryId })
          .max(maxId, { error: trackingMessageKeys.invalidDeliveryId }),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, { error: trackingMessageKeys.invalidDeliveryId })
          .refine((digits) => Number(digits) <= maxId, { error: trackingMessageKeys.invalidDeliveryId }),
      ],
      { error: trackingMessageKeys.invalidDeliveryId },
    )
    .describe(description);

/** The number of a validated delivery id (`12` or `'12'`). */
export function deliveryIdOf(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A cookie value as the browser holds it (§9: ttclid, awc): visible ASCII, no spaces; empty when there is none. */
const cookieValue = (description: string) =>
  z
    .string()
    .max(255)
    .regex(/^[\x21-\x7e]*$/, { error: trackingMessageKeys.invalidClickId })
    .nullish()
    .describe(`${description}; empty, null or absent when the visitor has none`);

const pageUrl = z
  .url({ protocol: /^https?$/, error: trackingMessageKeys.invalidUrl })
  // The url's own message would otherwise stand for every check of this schema.
  .max(2048, { error: validationKeys.max })
  .describe('The page the event happened on (absolute http or https url)');

// ─── Bodies ─────────────────────────────────────────────────────────────────────────────────────

/** lead, add_to_cart, shop_lead: nothing, or an empty object. */
export const trackingEmptyBody = z.strictObject({}).nullish();

const cartLineFields = {
  product: productReference.describe('The product put in the cart (id or url)'),
  amount: z.number().int().min(1).max(99).describe('How many'),
  price: z
    .number()
    .int()
    .min(0)
    .max(maxUnitPriceCents)
    .describe('Price of one unit including VAT, integer cents (EUR)'),
};

/** shop_add_to_cart (Meta): the cart line added in the shop. */
export const trackingCartLineBody = z.strictObject(cartLineFields).meta({ id: 'TrackingCartLine' });

/** purchase, shop_purchase, trial_purchase (Meta): the paid delivery. */
export const trackingDeliveryBody = z
  .strictObject({ delivery_id: deliveryId("The caller's delivery that was bought") })
  .meta({ id: 'TrackingDelivery' });

/** insurance_lead, insurance_corona_direct_lead (Meta): the caller's own customer id; counted once per lead (trackingOnceOf). */
export const trackingCustomerBody = z
  .strictObject({
    customer_id: z
      .string()
      .regex(customerIdSegmentPattern, { error: trackingMessageKeys.invalidCustomerId })
      .describe("The caller's own customer id (hid_…)"),
  })
  .meta({ id: 'TrackingCustomer' });

const tiktokPageFields = {
  ttclid: cookieValue('Value of the ttclid cookie (TikTok click id, §9)'),
  url: pageUrl,
};

/** TikTok lead, shop_lead, add_to_cart, insurance_*, view_content: the click id and the page. */
export const trackingTiktokPageBody = z.strictObject(tiktokPageFields).meta({ id: 'TrackingTiktokPage' });

/** TikTok shop_add_to_cart: the click id and the page, plus the cart line. */
export const trackingTiktokCartLineBody = z
  .strictObject({ ...tiktokPageFields, ...cartLineFields })
  .meta({ id: 'TrackingTiktokCartLine' });

/** TikTok purchase, shop_purchase, trial_purchase: the delivery, the click id and the page. */
export const trackingTiktokDeliveryBody = z
  .strictObject({ delivery_id: deliveryId("The caller's delivery that was bought"), ...tiktokPageFields })
  .meta({ id: 'TrackingTiktokDelivery' });

/** Awin's sale amount: euros with a decimal point and at most two decimals ('49.95'), as Awin wants them. */
export const awinAmountPattern = /^\d{1,7}(\.\d{1,2})?$/;

/** Awin sale: the order (one of the caller's deliveries), its amount, the awc cookie and the voucher codes. */
export const trackingAwinSaleBody = z
  .strictObject({
    orderRef: deliveryId("The caller's delivery id (Awin's order reference)"),
    amount: z
      .string()
      .regex(awinAmountPattern, { error: trackingMessageKeys.invalidAmount })
      .describe("Sale amount in euros, decimal point, at most two decimals: '49.95'"),
    currency: z.literal('EUR').describe('Always EUR (§9)'),
    cks: cookieValue('Value of the awc cookie (Awin click checksum, §9)'),
    vc: z
      .string()
      .max(500)
      .regex(/^[A-Za-z0-9_,-]*$/, { error: trackingMessageKeys.invalidVoucherCodes })
      .nullish()
      .describe('The coupon codes of the order joined by commas; empty when there were none'),
  })
  .meta({ id: 'TrackingAwinSale' });

/**
 * Every body an endpoint takes, and what the event is counted once per (§4): the caller's
 * customer, or the delivery the body names.
 */
export const trackingBodies = {
  empty: { schema: trackingEmptyBody, once: 'customer' },
  cart_line: { schema: trackingCartLineBody, once: 'customer' },
  delivery: { schema: trackingDeliveryBody, once: 'delivery' },
  customer: { schema: trackingCustomerBody, once: 'customer' },
  tiktok_page: { schema: trackingTiktokPageBody, once: 'customer' },
  tiktok_cart_line: { schema: trackingTiktokCartLineBody, once: 'customer' },
  tiktok_delivery: { schema: trackingTiktokDeliveryBody, once: 'delivery' },
  awin_sale: { schema: trackingAwinSaleBody, once: 'delivery' },
} as const;
export type TrackingBodyKind = keyof typeof trackingBodies;
export type TrackingBody<K extends TrackingBodyKind> = z.infer<(typeof trackingBodies)[K]['schema']>;

// ─── Endpoints ──────────────────────────────────────────────────────────────────────────────────

export interface TrackingEndpoint {
  channel: TrackingChannel;
  event: string;
  body: TrackingBodyKind;
}

/** What an event is counted once per: the caller (customer), the delivery its body names, or the caller's insurance lead. */
export type TrackingOnce = 'customer' | 'delivery' | 'lead';

/** The events an insurance lead fires (Meta and TikTok alike): each counted once per lead (issue 15). */
export const insuranceLeadEvents: readonly string[] = Object.values(insuranceLeadConversion);

/**
 * What an endpoint's event is counted once per: an insurance lead's conversion once per lead (the
 * caller's newest lead of its offer), whatever its body; every other event as its body says.
 */
export function trackingOnceOf(endpoint: { event: string; body: TrackingBodyKind }): TrackingOnce {
  return insuranceLeadEvents.includes(endpoint.event) ? 'lead' : trackingBodies[endpoint.body].once;
}

/** Every tracking endpoint of §7: POST `/{channel path}/{event}/` with its body. */
export const trackingEndpoints = [
  { channel: 'meta', event: 'lead', body: 'empty' },
  { channel: 'meta', event: 'add_to_cart', body: 'empty' },
  { channel: 'meta', event: 'shop_lead', body: 'empty' },
  { channel: 'meta', event: 'shop_add_to_cart', body: 'cart_line' },
  { channel: 'meta', event: 'purchase', body: 'delivery' },
  { channel: 'meta', event: 'shop_purchase', body: 'delivery' },
  { channel: 'meta', event: 'trial_purchase', body: 'delivery' },
  { channel: 'meta', event: 'insurance_lead', body: 'customer' },
  { channel: 'meta', event: 'insurance_corona_direct_lead', body: 'customer' },
  { channel: 'tiktok', event: 'lead', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'shop_lead', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'add_to_cart', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'insurance_lead', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'insurance_corona_direct_lead', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'view_content', body: 'tiktok_page' },
  { channel: 'tiktok', event: 'shop_add_to_cart', body: 'tiktok_cart_line' },
  { channel: 'tiktok', event: 'purchase', body: 'tiktok_delivery' },
  { channel: 'tiktok', event: 'shop_purchase', body: 'tiktok_delivery' },
  { channel: 'tiktok', event: 'trial_purchase', body: 'tiktok_delivery' },
  { channel: 'awin', event: 'sale', body: 'awin_sale' },
] as const satisfies readonly TrackingEndpoint[];

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

/** 201 `{recorded: true}` the first time; 200 `{recorded: false}` when the event was already stored. */
export const trackingRecorded = z
  .object({
    recorded: z.boolean().describe('true: stored now; false: this event was already stored for this customer, delivery or insurance lead'),
  })
  .meta({ id: 'TrackingRecorded' });
export type TrackingRecorded = z.infer<typeof trackingRecorded>;
