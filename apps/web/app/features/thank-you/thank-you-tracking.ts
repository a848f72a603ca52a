import type { Delivery } from '@brokkie/contracts/delivery';
import { centsToDecimalString, currency } from '@brokkie/domain/money';
import type { TrackingEvent } from '../../shell/tracking.ts';

export interface PurchaseEvent {
  event: TrackingEvent;
  body: Record<string, unknown>;
}

/**
 * The conversions of a paid first delivery (§7): Meta's and TikTok's purchase (trial_purchase for
 * a trial box) and Awin's sale with the order reference (the delivery id), the amount in euros,
 * EUR, the awc cookie and the coupon codes joined by commas.
 */
export function purchaseEvents(
  delivery: Pick<Delivery, 'id' | 'testbag' | 'total' | 'couponcodes'>,
  visit: { ttclid: string; awc: string; url: string },
): PurchaseEvent[] {
  const event = delivery.testbag ? 'trial_purchase' : 'purchase';
  return [
    { event: { channel: 'meta', event }, body: { delivery_id: delivery.id } },
    { event: { channel: 'tiktok', event }, body: { delivery_id: delivery.id, ttclid: visit.ttclid || null, url: visit.url } },
    {
      event: { channel: 'awin', event: 'sale' },
      body: {
        orderRef: delivery.id,
        amount: centsToDecimalString(delivery.total),
        currency,
        cks: visit.awc || null,
        vc: delivery.couponcodes.join(','),
      },
    },
  ];
}
