import { customerList, type Customer } from '@brokkie/contracts/customer';
import { checkoutResponse, type CheckoutResponse } from '@brokkie/contracts/delivery';
import type { ApiClient } from '../../lib/api-client.ts';
import { findOrMakeFirstDelivery } from '../../lib/first-delivery.ts';
import { loadRecapNames, type RecapNames } from './order-lines.ts';

export type CheckoutData =
  /** No box put together yet: the order summary makes one. */
  | { state: 'none' }
  /** The first box is paid already (another tab, a payment that came through late). */
  | { state: 'paid'; deliveryId: number }
  | { state: 'ready'; checkout: CheckoutResponse; customer: Customer | null; names: RecapNames };

/**
 * What /checkout opens with, read by its route's loader: the first delivery to pay (made from the
 * recurring delivery when the order summary has not made it yet), its checkout, the customer and
 * the names of its lines. The last three are independent and read side by side.
 */
export async function loadCheckout(api: ApiClient): Promise<CheckoutData> {
  const first = await findOrMakeFirstDelivery(api);
  if (first.kind === 'none') return { state: 'none' };
  if (first.kind === 'paid') return { state: 'paid', deliveryId: first.delivery.id };
  const [checkout, customers, names] = await Promise.all([
    api.get(`${first.delivery.url}checkout/`, { schema: checkoutResponse }),
    api.get('/customer/', { schema: customerList }),
    loadRecapNames(api, first.delivery.country),
  ]);
  return { state: 'ready', checkout, customer: customers.results[0] ?? null, names };
}
