import type { Database } from '@brokkie/db/client';
import { updateBilling } from '@brokkie/db/billing-queries';
import type { DeliveryRow } from '@brokkie/db/delivery-queries';
import { updateRecurringDelivery } from '@brokkie/db/recurring-delivery-queries';
import { cutOffFor, isOfferedScheduledDate } from '@brokkie/domain/billing-schedule';
import type { IsoDate } from '@brokkie/domain/delivery-dates';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { billingErrorCodes, billingMessageKeys } from '@brokkie/contracts/billing';
import { deliveryMessageKeys } from '@brokkie/contracts/delivery';
import { ApiProblem, validationFailed } from '../../lib/api-problem.ts';

/**
 * What may change on a box of the subscription (docs/billing.md), shared by the billing routes and
 * the delivery module's date/ action. These rules read and write only through the transaction
 * they are given, which holds the recurring delivery's and the box's locks.
 */

export function cutOffPassed(): ApiProblem {
  return new ApiProblem({ statusCode: 409, code: billingErrorCodes.cutOffPassed, detail: { key: billingMessageKeys.cutOffPassed } });
}

export function notSkippable(): ApiProblem {
  return new ApiProblem({ statusCode: 409, code: billingErrorCodes.notSkippable, detail: { key: billingMessageKeys.notSkippable } });
}

/** A recurring box still changeable at `now`: scheduled and before its cut-off; else 409. */
export function assertChangeable(box: DeliveryRow, now: Date): void {
  if (box.kind !== 'recurring') throw notSkippable();
  if (box.status !== 'scheduled' || !box.cutOffAt || now.getTime() >= box.cutOffAt.getTime()) throw cutOffPassed();
}

/**
 * POST {delivery}date/ on a box of the subscription: before its cut-off, to a delivery day whose
 * own cut-off is still ahead (`offeredScheduledDates`), else 400 on `date_timestamp`. The
 * subscription's next date follows; a skip is replaced by the date chosen.
 */
export async function moveScheduledBox(tx: Database, box: DeliveryRow, date: IsoDate, now: Date): Promise<DeliveryRow> {
  assertChangeable(box, now);
  const country = box.country as DeliveryCountry;
  if (!isOfferedScheduledDate(date, now, country)) {
    throw validationFailed({ date_timestamp: [{ key: deliveryMessageKeys.invalidDate }] });
  }
  const moved = await updateBilling(tx, box.id, { deliveryDate: date, cutOffAt: cutOffFor(date, country), skippedFromDate: null });
  if (box.recurringDeliveryId !== null) await updateRecurringDelivery(tx, box.recurringDeliveryId, { nextDeliveryDate: date });
  return moved;
}
