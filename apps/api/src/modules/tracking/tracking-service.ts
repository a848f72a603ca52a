import type { Database } from '@brokkie/db/client';
import { customerOwnsDelivery, insertTrackingEventOnce, productExists, type TrackingPayload } from '@brokkie/db/tracking-queries';
import { pricingMessageKeys, referencedId } from '@brokkie/contracts/pricing';
import { deliveryIdOf, trackingOnceOf, type TrackingBody, type TrackingBodyKind, type TrackingEndpoint } from '@brokkie/contracts/tracking';
import { eurosToCents } from '@brokkie/domain/money';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import { insuranceConversionLeadId } from '../insurance/insurance-service.ts';

/** Longer user-agent strings are not browsers'; what is kept of one. */
const maxUserAgentChars = 512;

/** What a validated body says about its event, in the form it is checked and stored. */
export interface TrackingReading {
  /** The delivery a per-delivery event is about; it must be the caller's. */
  deliveryId?: number;
  /** A customer id the body names; it must be the caller's own. */
  customerId?: string;
  /** A product the body names; it must exist. */
  productId?: number;
  payload: TrackingPayload;
}

type CartLine = TrackingBody<'cart_line'>;
type TiktokPage = TrackingBody<'tiktok_page'>;

function cartLineOf(body: CartLine): { productId: number; payload: TrackingPayload } {
  const productId = referencedId(body.product);
  return { productId, payload: { product_id: productId, amount: body.amount, price: body.price } };
}

// Absent, null and empty all mean "the visitor has no such cookie"; stored as null alike.
function pageOf(body: TiktokPage): TrackingPayload {
  return { ttclid: body.ttclid || null, url: body.url };
}

/** How each kind of body becomes a stored event (the same for every endpoint taking it). */
const readers: { [K in TrackingBodyKind]: (body: TrackingBody<K>) => TrackingReading } = {
  empty: () => ({ payload: {} }),
  cart_line: (body) => cartLineOf(body),
  delivery: (body) => {
    const deliveryId = deliveryIdOf(body.delivery_id);
    return { deliveryId, payload: { delivery_id: deliveryId } };
  },
  customer: (body) => ({ customerId: body.customer_id, payload: { customer_id: body.customer_id } }),
  tiktok_page: (body) => ({ payload: pageOf(body) }),
  tiktok_cart_line: (body) => {
    const line = cartLineOf(body);
    return { productId: line.productId, payload: { ...pageOf(body), ...line.payload } };
  },
  tiktok_delivery: (body) => {
    const deliveryId = deliveryIdOf(body.delivery_id);
    return { deliveryId, payload: { delivery_id: deliveryId, ...pageOf(body) } };
  },
  awin_sale: (body) => {
    const deliveryId = deliveryIdOf(body.orderRef);
    const amountCents = eurosToCents(body.amount);
    // The schema's pattern admits only amounts eurosToCents reads.
    if (amountCents === null) throw new Error(`Unreadable Awin amount: ${body.amount}`);
    return {
      deliveryId,
      payload: {
        order_ref: deliveryId,
        amount_cents: amountCents,
        currency: body.currency,
        cks: body.cks || null,
        vc: body.vc ?? '',
      },
    };
  },
};

export function readTrackingBody<K extends TrackingBodyKind>(kind: K, body: TrackingBody<K>): TrackingReading {
  return readers[kind](body);
}

/**
 * Stores the event once (§4): per delivery for purchases and sales, per insurance lead for an
 * insurance lead's conversion (the caller's newest lead of its offer; issue 15), per customer for
 * the rest. A delivery or customer id that is not the caller's, or an insurance conversion of a
 * caller without such a lead, does not exist as far as the caller is concerned (404). Meta and TikTok events keep the browser's user agent (`client_user_agent`) for
 * the forwarder. True when this call stored it, false when it was there already.
 */
export async function recordTrackingEvent(
  db: Database,
  callerId: string,
  endpoint: TrackingEndpoint,
  reading: TrackingReading,
  client: { userAgent?: string | undefined } = {},
): Promise<boolean> {
  if (reading.customerId !== undefined && reading.customerId !== callerId) throw notFound();
  if (reading.deliveryId !== undefined && !(await customerOwnsDelivery(db, callerId, reading.deliveryId))) {
    throw notFound();
  }
  if (reading.productId !== undefined && !(await productExists(db, reading.productId))) {
    throw validationFailed({ product: [{ key: pricingMessageKeys.unknownProduct }] });
  }
  let subjectKey = callerId;
  let payload = reading.payload;
  const once = trackingOnceOf(endpoint);
  if (once === 'delivery') {
    if (reading.deliveryId === undefined) throw new Error(`${endpoint.channel} ${endpoint.event} names no delivery`);
    subjectKey = String(reading.deliveryId);
  } else if (once === 'lead') {
    // The caller's newest lead of the event's offer (404 without one): a second pet's lead converts again.
    const leadId = await insuranceConversionLeadId(db, callerId, endpoint.event);
    subjectKey = `lead-${leadId}`;
    payload = { ...payload, lead_id: leadId };
  }
  // Meta requires the browser's user agent with a website event (client_user_agent), TikTok
  // matches better with it; Awin's sale has no place for it.
  const userAgent = endpoint.channel === 'awin' ? '' : (client.userAgent ?? '').slice(0, maxUserAgentChars);
  return insertTrackingEventOnce(db, {
    channel: endpoint.channel,
    event: endpoint.event,
    customerId: callerId,
    subjectKey,
    payload: userAgent ? { ...payload, client_user_agent: userAgent } : payload,
  });
}
