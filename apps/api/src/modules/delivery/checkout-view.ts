import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findRecurringDeliveryById } from '@brokkie/db/recurring-delivery-queries';
import { deliveryDatesBetween } from '@brokkie/domain/delivery-dates';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { addressPage } from '../address/address-service.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { toPayment } from '../payments/payment-resources.ts';
import { deliveryAfter } from './checkout-workflow.ts';
import { currentCart, describeDelivery, isEditable, offeredDeliveryDates } from './delivery-service.ts';
import { planRecurringDelivery } from './recurring-delivery-service.ts';

/** The most addresses a checkout lists (a customer has a handful). */
const addressLimit = 1000;

/**
 * GET /delivery/{id}/checkout/: what the checkout page shows and needs, in one answer — the
 * delivery and its priced cart (an unpaid first delivery priced from the current state), the
 * customer's addresses, the delivery dates on offer, what every later delivery costs and when the
 * next one comes, and the delivery's latest payment.
 */
export async function checkoutOf(
  db: Database,
  payments: PaymentService,
  customer: CustomerRow,
  deliveryId: number,
  options: { now: Date; persist: boolean },
): Promise<CheckoutResponse> {
  const { delivery, cart } = await currentCart(db, customer, deliveryId, options);
  const country = (isEditable(delivery) ? cart.country : delivery.country) as DeliveryCountry;
  const dates = offeredDeliveryDates(options.now, country);
  const addresses = await addressPage(db, customer.id, { limit: addressLimit, offset: 0 });

  let recurring: CheckoutResponse['recurring'] = null;
  const recurringRow =
    delivery.recurringDeliveryId === null ? undefined : await findRecurringDeliveryById(db, customer.id, delivery.recurringDeliveryId);
  if (recurringRow) {
    const plan = await planRecurringDelivery(db, customer, recurringRow, options.now);
    const next =
      delivery.kind === 'first' && isEditable(delivery)
        ? delivery.deliveryDate && deliveryAfter(delivery.deliveryDate, recurringRow.intervalWeeks, country)
        : recurringRow.nextDeliveryDate;
    recurring = {
      interval_weeks: recurringRow.intervalWeeks,
      price_per_delivery: plan.price.inclVat,
      price_per_day: plan.price.perDay,
      next_delivery_date: next ?? null,
    };
  }

  const latest = await payments.latestPayment({ customerId: customer.id, deliveryId });
  const payment = latest ? toPayment(latest) : null;
  return {
    delivery: await describeDelivery(db, delivery),
    cart,
    addresses: addresses.results,
    default_delivery_address:
      customer.defaultDeliveryAddressId === null ? null : resourceUrl('address', customer.defaultDeliveryAddressId),
    billing_address_override:
      customer.billingAddressOverrideId === null ? null : resourceUrl('address', customer.billingAddressOverrideId),
    earliest_delivery_date: dates.earliest,
    delivery_dates: deliveryDatesBetween(dates.earliest, dates.last, country),
    recurring,
    payment,
    payment_state: payment?.status ?? null,
  };
}
