import type { MandateRow } from '@brokkie/db/mandate-queries';
import type { PaymentRow } from '@brokkie/db/payment-queries';
import type { Mandate, Payment, PaymentStatus, SequenceType } from '@brokkie/contracts/payment';
import { resourceUrl } from '@brokkie/contracts/resource-url';

/** A payment row as the API sends it (§3 payment). */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    url: resourceUrl('payment', row.id),
    status: row.status as PaymentStatus,
    method: row.method,
    amount: row.amountCents,
    sequence_type: row.sequenceType as SequenceType,
    is_shop: row.isShop,
    delivery: row.deliveryId === null ? null : resourceUrl('delivery', row.deliveryId),
    mandate: row.mandateId === null ? null : resourceUrl('mandate', row.mandateId),
    // Only an open payment can still be paid at its checkout.
    checkout_url: row.status === 'open' ? row.checkoutUrl : null,
    created: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

/** A mandate row as the API sends it (§3 mandate): details are stored masked already. */
export function toMandate(row: MandateRow): Mandate {
  return {
    id: row.id,
    url: resourceUrl('mandate', row.id),
    method: row.method,
    details: {
      consumer_name: row.details.consumer_name ?? null,
      last4: row.details.last4 ?? null,
      card_label: row.details.card_label ?? null,
    },
    is_default: row.isDefault,
    created: row.createdAt.toISOString(),
  };
}
