import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { findCouponsByCodes, recordRedemption } from '@brokkie/db/coupon-queries';
import { lockDeliveriesToSettle, markDeliveriesPaid, nextInvoiceNumbers } from '@brokkie/db/billing-queries';
import { findCustomerById, findCustomersByIds } from '@brokkie/db/customer-queries';
import { findDeliveryOf, lockDelivery, nextInvoiceNumber, updateDelivery, type DeliveryRow } from '@brokkie/db/delivery-queries';
import type { PaymentRow } from '@brokkie/db/payment-queries';
import { clearSkippedItems, lockRecurringDelivery, updateRecurringDelivery } from '@brokkie/db/recurring-delivery-queries';
import { formatInTimeZone } from '@brokkie/domain/dates';
import { toIsoDate } from '@brokkie/domain/delivery-dates';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { currentInvoiceParty, toStoredInvoiceParty } from './invoice-party.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { deliveryAfter } from './checkout-workflow.ts';
import { isEditable, storedDeliveryAddress } from './delivery-service.ts';

/** Invoice numbers read BRK-{year}-{000123}: a gapless sequence per calendar year (Brussels). */
export const invoicePrefix = 'BRK';

/**
 * What a paid payment does to its delivery, inside the transaction that records the payment
 * (so both commit together, or neither; a failure here makes the provider's retry try again):
 * - the delivery becomes paid, with `paid_at` and the next invoice number of the year, and a copy
 *   of whom the invoice is for (`invoice_party`: bill-to, delivered-to, e-mail, as the customer is
 *   now), so that the issued invoice never changes when the customer does;
 * - the coupons it was priced with are recorded as used by the customer;
 * - a first delivery starts the subscription: the recurring delivery turns active, its next
 *   delivery one interval after the first delivery's date (next delivery day), and the items
 *   skipped for this delivery are back in.
 * Only a delivery still waiting for its money changes: a repeated or late report changes nothing.
 * Failed, canceled and expired payments leave the delivery awaiting payment, payable again.
 */
export async function settlePaidDelivery(tx: Database, payment: PaymentRow, log: FastifyBaseLogger): Promise<void> {
  if (payment.deliveryId === null) return;
  // Same lock order as every change of a subscription: the recurring delivery, then the delivery.
  const peek = await findDeliveryOf(tx, payment.customerId, payment.deliveryId);
  const recurring =
    peek?.kind === 'first' && peek.recurringDeliveryId !== null
      ? await lockRecurringDelivery(tx, peek.customerId, peek.recurringDeliveryId)
      : undefined;
  const delivery = await lockDelivery(tx, payment.deliveryId);
  if (!delivery || !isEditable(delivery)) return;
  if (payment.amountCents !== delivery.totalCents) {
    // The box changed after this payment was opened (an old checkout tab was paid): the money is
    // in, so the delivery is paid; the difference is for customer service to settle.
    log.warn({ deliveryId: delivery.id, paid: payment.amountCents, total: delivery.totalCents }, 'delivery paid with another amount');
  }

  const paidAt = payment.settledAt ?? new Date();
  const invoiceNumber = await nextInvoiceNumber(tx, invoicePrefix, Number(formatInTimeZone(paidAt, 'yyyy')));
  const invoiceParty = await invoicePartyAtPayment(tx, delivery);
  await updateDelivery(tx, delivery.id, { status: 'paid', paidAt, invoiceNumber, invoiceParty });

  const coupons = await findCouponsByCodes(tx, delivery.couponCodes);
  for (const code of delivery.couponCodes) {
    const coupon = coupons.get(code);
    if (coupon) await recordRedemption(tx, { couponCodeId: coupon.id, customerId: delivery.customerId, deliveryId: delivery.id });
  }

  if (recurring && delivery.kind === 'first') {
    const firstDate = delivery.deliveryDate ?? toIsoDate(paidAt);
    await updateRecurringDelivery(tx, recurring.id, {
      active: true,
      nextDeliveryDate: deliveryAfter(firstDate, recurring.intervalWeeks, delivery.country as DeliveryCountry),
    });
    await clearSkippedItems(tx, recurring.id);
  }
}

/**
 * `settlePaidDelivery` of many paid payments, in the order given, in a few statements for the
 * whole batch (the billing scheduler settles a charged batch's payments together): the deliveries
 * locked in one statement, their invoice numbers taken together, their customers read once, and
 * the deliveries marked paid in one statement. A first delivery, whose subscription is locked
 * before it and starts with it, is settled on its own, as alone.
 */
export async function settlePaidDeliveries(tx: Database, payments: readonly PaymentRow[], log: FastifyBaseLogger): Promise<void> {
  const withDelivery = payments.filter((payment): payment is PaymentRow & { deliveryId: number } => payment.deliveryId !== null);
  if (withDelivery.length === 0) return;
  if (withDelivery.length === 1) return settlePaidDelivery(tx, withDelivery[0] as PaymentRow, log);
  const locked = await lockDeliveriesToSettle(
    tx,
    withDelivery.map((payment) => payment.deliveryId),
  );
  const settled = new Set<number>();
  const toPay: Array<{ payment: PaymentRow; delivery: DeliveryRow; paidAt: Date }> = [];
  for (const payment of withDelivery) {
    const delivery = locked.get(payment.deliveryId);
    if (!delivery) {
      // A first delivery (or none at all): as alone.
      await settlePaidDelivery(tx, payment, log);
      continue;
    }
    // A delivery paid twice in the batch: its first payment settles it, as one after the other would.
    if (settled.has(delivery.id) || !isEditable(delivery)) continue;
    settled.add(delivery.id);
    if (payment.amountCents !== delivery.totalCents) {
      log.warn({ deliveryId: delivery.id, paid: payment.amountCents, total: delivery.totalCents }, 'delivery paid with another amount');
    }
    toPay.push({ payment, delivery, paidAt: payment.settledAt ?? new Date() });
  }
  if (toPay.length === 0) return;

  // Numbers in the order of the payments, per year of payment (Brussels).
  const invoiceNumbers = new Map<number, string>();
  const byYear = new Map<number, number[]>();
  for (const { delivery, paidAt } of toPay) {
    const year = Number(formatInTimeZone(paidAt, 'yyyy'));
    byYear.set(year, [...(byYear.get(year) ?? []), delivery.id]);
  }
  for (const [year, ids] of byYear) {
    const numbers = await nextInvoiceNumbers(tx, invoicePrefix, year, ids.length);
    ids.forEach((id, index) => invoiceNumbers.set(id, numbers[index] as string));
  }

  const customers = await findCustomersByIds(
    tx,
    toPay.filter(({ delivery }) => storedDeliveryAddress(delivery)).map(({ delivery }) => delivery.customerId),
  );
  const paid = [];
  for (const { delivery, paidAt } of toPay) {
    const deliveryAddress = storedDeliveryAddress(delivery);
    const customer = deliveryAddress ? customers.get(delivery.customerId) : undefined;
    const invoiceParty = deliveryAddress && customer ? toStoredInvoiceParty(await currentInvoiceParty(tx, customer, deliveryAddress)) : null;
    paid.push({ id: delivery.id, paidAt, invoiceNumber: invoiceNumbers.get(delivery.id) as string, invoiceParty });
  }
  await markDeliveriesPaid(tx, paid);

  const coupons = await findCouponsByCodes(
    tx,
    toPay.flatMap(({ delivery }) => delivery.couponCodes),
  );
  for (const { delivery } of toPay) {
    for (const code of delivery.couponCodes) {
      const coupon = coupons.get(code);
      if (coupon) await recordRedemption(tx, { couponCodeId: coupon.id, customerId: delivery.customerId, deliveryId: delivery.id });
    }
  }
}

/**
 * Whom the invoice is for, as the customer and the delivery are at payment. None when there is
 * nothing to address it from (no copied delivery address: such a delivery has no invoice to show).
 */
async function invoicePartyAtPayment(tx: Database, delivery: DeliveryRow): Promise<Record<string, unknown> | null> {
  const deliveryAddress = storedDeliveryAddress(delivery);
  const customer = deliveryAddress ? await findCustomerById(tx, delivery.customerId) : undefined;
  if (!deliveryAddress || !customer) return null;
  return toStoredInvoiceParty(await currentInvoiceParty(tx, customer, deliveryAddress));
}

/** Settles deliveries as their payments are paid; returns the function that stops it. */
export function listenForSettlements(payments: PaymentService, log: FastifyBaseLogger): () => void {
  return payments.onSettled(
    async ({ tx, payment, status }) => {
      if (status === 'paid') await settlePaidDelivery(tx, payment, log);
    },
    async (tx, events) => {
      await settlePaidDeliveries(
        tx,
        events.filter((event) => event.status === 'paid').map((event) => event.payment),
        log,
      );
    },
  );
}
