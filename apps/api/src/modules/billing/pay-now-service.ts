import type { Database } from '@brokkie/db/client';
import { paidDeliveryStatuses } from '@brokkie/db/billing-queries';
import { findProductsByIds, textIn } from '@brokkie/db/catalogue-queries';
import { findDeliveryOf, itemsOfDeliveries, type DeliveryRow } from '@brokkie/db/delivery-queries';
import type { PaymentRow } from '@brokkie/db/payment-queries';
import type { Locale } from '@brokkie/domain/locales';
import type { PayNowStart, PayNowSummary } from '@brokkie/contracts/billing';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { catalogueLanguageOf } from '../catalogue/catalogue-service.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { tokenInvalid, type PayNowGrant } from './pay-now-token.ts';

const isPaid = (delivery: DeliveryRow) => (paidDeliveryStatuses as readonly string[]).includes(delivery.status);

/** The delivery a pay-now token names: the customer's, paid or awaiting payment; else 400 invalid. */
async function payableDelivery(db: Database, grant: PayNowGrant): Promise<DeliveryRow> {
  const delivery = await findDeliveryOf(db, grant.customerId, grant.deliveryId);
  if (!delivery || !(isPaid(delivery) || delivery.status === 'awaiting_payment')) throw tokenInvalid();
  return delivery;
}

function stateOf(delivery: DeliveryRow, latest: PaymentRow | undefined): PayNowSummary['status'] {
  if (isPaid(delivery)) return 'paid';
  if (!latest) return 'payable';
  // A charge through the mandate (SEPA) is under way: paying again would charge twice.
  if (latest.status === 'pending' || latest.status === 'authorized') return 'pending';
  if (latest.status === 'open' && latest.sequenceType === 'recurring') return 'pending';
  return 'payable';
}

/** GET /pay-now/?token=: what the link pays — the box, its lines and total — and how it stands. */
export async function payNowSummary(
  db: Database,
  payments: PaymentService,
  grant: PayNowGrant,
  locale: Locale,
): Promise<PayNowSummary> {
  const delivery = await payableDelivery(db, grant);
  const latest = await payments.latestPayment({ customerId: grant.customerId, deliveryId: delivery.id, refresh: true });
  // The payment may just have settled the delivery.
  const current = (await findDeliveryOf(db, grant.customerId, delivery.id)) ?? delivery;
  const items = await itemsOfDeliveries(db, [current.id]);
  const products = new Map((await findProductsByIds(db, items.map((item) => item.productId))).map((row) => [row.id, row]));
  const language = catalogueLanguageOf(locale);
  return {
    delivery_id: current.id,
    delivery_date: current.deliveryDate,
    invoice_number: current.invoiceNumber,
    amount: current.totalCents,
    currency: 'EUR',
    status: stateOf(current, latest),
    payment_status: (latest?.status as PaymentStatus | undefined) ?? null,
    items: items.map((item) => {
      const product = products.get(item.productId);
      return {
        name: product ? textIn(product.names, language) : `#${item.productId}`,
        quantity: item.amount,
        unit_grams: item.unitGrams,
        total_incl_vat: item.totalInclVatCents,
      };
    }),
    expires_at: grant.expiresAt.toISOString(),
  };
}

/**
 * POST /pay-now/: a checkout of the open box (a one-off payment while the customer has a mandate,
 * else a first payment that makes a new one), or the payment under way, or nothing when paid.
 */
export async function startPayNow(
  db: Database,
  payments: PaymentService,
  grant: PayNowGrant,
  input: { redirectUrl: string; description: string },
): Promise<PayNowStart> {
  const delivery = await payableDelivery(db, grant);
  if (isPaid(delivery)) return { checkout_url: null, status: 'paid' };
  const start = await payments.handleOpenPayment({
    customerId: grant.customerId,
    deliveryId: delivery.id,
    redirectUrl: input.redirectUrl,
    description: input.description,
  });
  return { checkout_url: start.checkoutUrl, status: start.payment.status as PaymentStatus };
}
