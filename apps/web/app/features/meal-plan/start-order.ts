import { z } from 'zod';
import { couponCodeExistsResponse } from '@brokkie/contracts/coupon';
import { createForAnimalsResponse, delivery as deliverySchema, type CreateForAnimalsResponse, type Delivery } from '@brokkie/contracts/delivery';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { signedInCustomerId, trackConversion } from '../../shell/conversions.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { chooseFormula, type PetPlan } from './meal-plan-data.ts';

/**
 * Continue on the meal plan: the recurring delivery for these pets with their formulas and the
 * chosen interval, and its draft first delivery (POST /delivery/create_for_animals/). Repeating
 * it (back and forth in the funnel) updates the same recurring delivery. `testbag` is the first-box
 * offer chosen on the plan, sent only when it changed there: otherwise the trial-box choice stays
 * as the order summary (or a trial code) left it.
 */
export function startFirstDelivery(
  api: ApiClient,
  {
    animals,
    products,
    intervalWeeks,
    country,
    testbag,
  }: { animals: string[]; products: Record<string, string>; intervalWeeks: number; country: DeliveryCountry | undefined; testbag?: boolean | undefined },
): Promise<CreateForAnimalsResponse> {
  return api.post(
    '/delivery/create_for_animals/',
    { animals, interval_weeks: intervalWeeks, products, ...(country ? { country } : {}), ...(testbag === undefined ? {} : { testbag }) },
    { schema: createForAnimalsResponse },
  );
}

/** What Continue orders: the pets and formulas the page shows (pet id → formula url), at the interval chosen there. */
export function continueSubmission(plans: readonly PetPlan[], intervalWeeks: number, testbag?: boolean, welcome?: string) {
  return {
    intent: 'continue' as const,
    intervalWeeks,
    ...(testbag === undefined ? {} : { testbag }),
    ...(welcome === undefined ? {} : { welcome }),
    animals: plans.map((plan) => plan.animal.url),
    products: Object.fromEntries(plans.map((plan) => [String(plan.animal.id), plan.diet.selected_formula_product.url])),
  };
}

/**
 * The welcome coupon the plan offered with the full plan, put on the first box as if typed on the
 * order summary (checked first, §5). A customer who cannot use it (used already, a trial box) just
 * goes on: the order summary shows the codes the box has, and takes another.
 */
async function applyWelcomeCoupon(api: ApiClient, delivery: Delivery, code: string): Promise<void> {
  if (delivery.testbag || delivery.couponcodes.includes(code)) return;
  try {
    const check = await api.post('/couponcode/couponcode_exists/', { code }, { schema: couponCodeExistsResponse });
    if (check.exists && check.valid) await api.post(`${delivery.url}add_coupon/`, { code: check.code }, { schema: deliverySchema });
  } catch (error) {
    console.error('[meal plan] the welcome coupon could not be put on the first box', error);
  }
}

/** What the meal plan submits: another formula for a pet, or Continue with the plans as shown. */
export const mealPlanSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('formula'), animal: z.number().int().positive(), product: z.string().min(1) }),
  z.object({
    intent: z.literal('continue'),
    intervalWeeks: z.number().int().positive(),
    animals: z.array(z.string().min(1)).min(1),
    products: z.record(z.string(), z.string().min(1)),
    testbag: z.boolean().optional(),
    welcome: z.string().min(1).max(64).optional(),
  }),
]);

export type MealPlanOutcome = ActionResult;

/**
 * The meal plan's writes. Another formula is stored as the pet's plan (the router then reads the
 * plans and their prices again). Continue makes the delivery and moves on to the order summary
 * (`orderSummaryPath`); a refusal stays on the page, which says so.
 */
export async function mealPlanAction(
  api: ApiClient,
  submission: z.output<typeof mealPlanSubmission>,
  { country, orderSummaryPath }: { country: DeliveryCountry | undefined; orderSummaryPath: string },
): Promise<MealPlanOutcome | Response> {
  if (submission.intent === 'formula') {
    const chosen = await attempt(() => chooseFormula(api, submission.animal, submission.product));
    return chosen.ok ? { ok: true, value: null } : chosen;
  }
  const started = await attempt(() => startFirstDelivery(api, { ...submission, country }));
  if (!started.ok) return started;
  if (submission.welcome && started.value.delivery) await applyWelcomeCoupon(api, started.value.delivery, submission.welcome);
  // The plans went into the cart: the funnel's add to cart (§7).
  const customerId = signedInCustomerId();
  if (customerId) trackConversion(api, { kind: 'add_to_cart', customerId });
  return redirect(orderSummaryPath);
}
