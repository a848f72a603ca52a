import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findAnimalsByIds } from '@brokkie/db/animal-queries';
import { hasPaidFirstDelivery } from '@brokkie/db/delivery-queries';
import {
  deleteRecurringItems,
  insertRecurringItems,
  itemsOfRecurringDelivery,
  lockRecurringDelivery,
  updateRecurringItem,
  type RecurringDeliveryRow,
} from '@brokkie/db/recurring-delivery-queries';
import { todayIsoDate } from '@brokkie/domain/dates';
import { sacsForDelivery } from '@brokkie/domain/packaging';
import { deliveryErrorCodes, deliveryMessageKeys, type FollowPlanRequest } from '@brokkie/contracts/delivery';
import { referencedId } from '@brokkie/contracts/pricing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { ApiProblem, notFound } from '../../lib/api-problem.ts';
import { ensureDiet } from '../animal/animal-diet-service.ts';
import { followRecurringChange } from './delivery-service.ts';
import { sacCount } from './sac-plan.ts';

export interface FollowPlanResult {
  kind: 'updated' | 'unchanged';
  row: RecurringDeliveryRow;
}

/**
 * POST /recurringdelivery/{id}/follow_plan/: one pet's formula item becomes its current meal plan
 * (the plan's formula, and the sacs the packaging rule plans for the subscription's interval, as
 * create_for_animals sets them); a pet without one (a new pet) gets one. Every other item stays as
 * it is, so an owner's own amounts of the other pets are kept and their status does not matter.
 * Only for a running subscription (its first box paid; 409 subscription_not_started) and an
 * active pet (409 pet_not_active, naming it): a paused or stopped pet's items wait as they are.
 */
export async function followPlan(
  db: Database,
  customer: CustomerRow,
  recurringDeliveryId: number,
  body: FollowPlanRequest,
  now: Date,
): Promise<FollowPlanResult> {
  const animalId = referencedId(body.animal);
  return db.transaction(async (tx) => {
    const row = await lockRecurringDelivery(tx, customer.id, recurringDeliveryId);
    const [pet] = await findAnimalsByIds(tx, customer.id, [animalId]);
    if (!row || !pet) throw notFound();
    if (!(await hasPaidFirstDelivery(tx, customer.id))) {
      throw new ApiProblem({
        statusCode: 409,
        code: deliveryErrorCodes.subscriptionNotStarted,
        detail: { key: deliveryMessageKeys.subscriptionNotStarted },
      });
    }
    if (pet.status !== 'active') {
      throw new ApiProblem({
        statusCode: 409,
        code: deliveryErrorCodes.petNotActive,
        detail: { key: deliveryMessageKeys.petNotActive, params: { names: pet.name } },
        extra: { pets: [{ id: pet.id, url: resourceUrl('animal', pet.id), name: pet.name, status: pet.status }] },
      });
    }

    const { diet } = await ensureDiet(tx, pet, todayIsoDate(now));
    const wanted = { productId: diet.productId, amount: sacCount(sacsForDelivery(diet.gramsPerDay, row.intervalWeeks).sacs) };
    const [current, ...duplicates] = (await itemsOfRecurringDelivery(tx, row.id))
      .filter(({ item, product }) => product.kind === 'formula' && item.animalId === pet.id)
      .map(({ item }) => item);
    // A pet has one formula item (create_for_animals keeps one); a second one would count its food twice.
    await deleteRecurringItems(
      tx,
      duplicates.map((item) => item.id),
    );
    let changed = duplicates.length > 0;
    if (!current) {
      await insertRecurringItems(tx, [{ recurringDeliveryId: row.id, animalId: pet.id, ...wanted }]);
      changed = true;
    } else if (current.productId !== wanted.productId || current.amount !== wanted.amount) {
      await updateRecurringItem(tx, current.id, wanted);
      changed = true;
    }
    if (!changed) return { kind: 'unchanged', row };
    await followRecurringChange(tx, customer, now);
    return { kind: 'updated', row };
  });
}
