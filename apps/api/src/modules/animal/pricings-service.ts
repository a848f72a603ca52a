import type { Database } from '@brokkie/db/client';
import { findAnimalsByIds } from '@brokkie/db/animal-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { animalMessageKeys } from '@brokkie/contracts/animal';
import { pricingMessageKeys, referencedId, type PricingRequest, type PricingResponse } from '@brokkie/contracts/pricing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { sumCents } from '@brokkie/domain/money';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { deliveryCountryFor } from '../pricing/pricing-service.ts';
import { ensureDiet, intervalWeeksOf, mealPlanOf, pricedPlan } from './animal-diet-service.ts';

/**
 * POST /pricings/: what the meal plans of the given pets cost, per delivery and per day, incl.
 * the VAT of the delivery country. Each pet's plan is its get_or_create_diet plan (stored the
 * same way); its grams a day are packed into sacs for the interval (packaging rule), and the
 * sacs are priced as POST /delivery/calculate_prices/ prices them. The pets must be the
 * caller's (404 otherwise) and active (400: a stopped pet gets no deliveries).
 */
export async function priceMealPlans(
  db: Database,
  customer: CustomerRow,
  body: PricingRequest,
  options: { today: string; readOnly: boolean },
): Promise<PricingResponse> {
  const ids = body.animals.map(referencedId);
  const pets = await findAnimalsByIds(db, customer.id, ids);
  if (ids.some((id) => !pets.some((pet) => pet.id === id))) throw notFound();

  const fields: Record<string, MessageRef[]> = {};
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) fields[`animals.${index}`] = [{ key: pricingMessageKeys.duplicateAnimal }];
    else if (pets.find((pet) => pet.id === id)?.status !== 'active') {
      fields[`animals.${index}`] = [{ key: animalMessageKeys.notActive, params: { ids: String(id) } }];
    }
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const country = await deliveryCountryFor(db, customer, body.country);
  const intervalWeeks = body.interval_weeks ?? (await intervalWeeksOf(db, customer.id));
  const days = intervalWeeks * 7;

  const animals: PricingResponse['animals'] = [];
  for (const id of ids) {
    const pet = pets.find((candidate) => candidate.id === id);
    if (!pet) continue;
    // Staff looking through customer_override see the same numbers; only nothing is stored.
    const meal = options.readOnly ? await mealPlanOf(db, pet, options.today) : (await ensureDiet(db, pet, options.today)).meal;
    const formula = meal.formula.product;
    const gramsPerDay = meal.plan.gramsPerDay;
    const { packing, vatRate, price } = pricedPlan(formula, gramsPerDay, intervalWeeks, country);
    animals.push({
      animal: resourceUrl('animal', pet.id),
      product: resourceUrl('product', formula.id),
      grams_per_day: gramsPerDay,
      grams_per_delivery: packing.totalGrams,
      sacs: packing.sacs.map((sac) => ({ size_grams: sac.sizeGrams, amount: sac.count })),
      vat_rate: vatRate,
      price_per_delivery: price.incl_vat,
      price_per_delivery_excl_vat: price.excl_vat,
      price_per_day: price.per_day_incl_vat,
    });
  }

  const total = sumCents(animals.map((entry) => entry.price_per_delivery));
  return {
    country,
    interval_weeks: intervalWeeks,
    days,
    animals,
    total_per_delivery: total,
    total_per_delivery_excl_vat: sumCents(animals.map((entry) => entry.price_per_delivery_excl_vat)),
    total_per_day: Math.round(total / days),
  };
}
