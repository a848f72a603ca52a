import { createForAnimalsResponse, type CreateForAnimalsResponse } from '@brokkie/contracts/delivery';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import type { ApiClient } from '../../lib/api-client.ts';
import type { PetPlan } from './meal-plan-data.ts';

/**
 * Continue on the meal plan: the recurring delivery for these pets with their formulas and the
 * chosen interval, and its draft first delivery (POST /delivery/create_for_animals/). Repeating
 * it (back and forth in the funnel) updates the same recurring delivery; the trial-box choice
 * stays as the order summary left it.
 */
export function startFirstDelivery(
  api: ApiClient,
  { plans, intervalWeeks, country }: { plans: readonly PetPlan[]; intervalWeeks: number; country: DeliveryCountry | undefined },
): Promise<CreateForAnimalsResponse> {
  return api.post(
    '/delivery/create_for_animals/',
    {
      animals: plans.map((plan) => plan.animal.url),
      interval_weeks: intervalWeeks,
      products: Object.fromEntries(plans.map((plan) => [String(plan.animal.id), plan.diet.selected_formula_product.url])),
      ...(country ? { country } : {}),
    },
    { schema: createForAnimalsResponse },
  );
}
