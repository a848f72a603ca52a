import type { Database } from '@brokkie/db/client';
import { findAnimalsByIds } from '@brokkie/db/animal-queries';
import { findPaidFirstDelivery, itemsOfDeliveries, type DeliveryRow } from '@brokkie/db/delivery-queries';
import { formatDay, formatGrams } from '@brokkie/domain/format';
import type { Locale } from '@brokkie/domain/locales';
import { switchOverGuide, type SwitchOverGuide } from '@brokkie/domain/switch-over';
import type { SwitchOver } from '@brokkie/contracts/billing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { translateKey } from '../../lib/translator.ts';
import { mealPlanOf } from '../animal/animal-diet-service.ts';
import type { MailGuide } from '../mail/mail-templates.ts';

/**
 * The switch-over guide of a first box (docs/billing.md, "Switch-over guide"): the week from the
 * day it arrives, computed by the domain's one rule (switchOverGuide) with each pet's grams a day
 * from its meal plan as it stands today. The order confirmation e-mail and GET …/switch_over/
 * (the thank-you page, the dashboard) read it here, so they always agree.
 */

export interface SwitchOverPet {
  id: number;
  name: string;
  gramsPerDay: number;
}

export interface BoxSwitchOver {
  pets: SwitchOverPet[];
  guide: SwitchOverGuide<number>;
}

/** The guide of `box`, for the pets whose food is in it; null without a delivery date or a pet with dry food. */
export async function switchOverOfBox(
  db: Database,
  customerId: string,
  box: Pick<DeliveryRow, 'id' | 'deliveryDate'>,
  today: string,
): Promise<BoxSwitchOver | null> {
  if (!box.deliveryDate) return null;
  const items = await itemsOfDeliveries(db, [box.id]);
  // The pets in the order their food is in the box (a formula line is in sacs: it has unit grams).
  const petIds = [...new Set(items.flatMap((item) => (item.unitGrams !== null && item.animalId !== null ? [item.animalId] : [])))];
  const rows = await findAnimalsByIds(db, customerId, petIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pets: SwitchOverPet[] = [];
  for (const id of petIds) {
    const pet = byId.get(id);
    if (!pet) continue;
    const meal = await mealPlanOf(db, pet, today);
    pets.push({ id, name: pet.name, gramsPerDay: meal.plan.gramsPerDay });
  }
  const guide = switchOverGuide(
    box.deliveryDate,
    pets.map((pet) => ({ id: pet.id, gramsPerDay: pet.gramsPerDay })),
  );
  return guide ? { pets: pets.filter((pet) => pet.gramsPerDay > 0), guide } : null;
}

/** GET /recurringdelivery/{id}/switch_over/: the guide of the subscription's paid first box; null when there is none. */
export async function switchOverOf(db: Database, customerId: string, recurringDeliveryId: number, today: string): Promise<SwitchOver | null> {
  const box = await findPaidFirstDelivery(db, customerId, recurringDeliveryId);
  const found = box ? await switchOverOfBox(db, customerId, box, today) : null;
  if (!box || !found) return null;
  const { pets, guide } = found;
  return {
    delivery: resourceUrl('delivery', box.id),
    starts_on: guide.startsOn,
    ends_on: guide.endsOn,
    pets: pets.map((pet) => ({ animal: resourceUrl('animal', pet.id), name: pet.name, grams_per_day: pet.gramsPerDay })),
    steps: guide.steps.map((step) => ({
      first_day: step.firstDay,
      last_day: step.lastDay,
      from: step.from,
      to: step.to,
      new_percentage: step.newPercent,
      portions: step.portions.map((portion) => ({ animal: resourceUrl('animal', portion.id), new_grams: portion.newGrams, old_grams: portion.oldGrams })),
    })),
  };
}

/**
 * The guide as the order confirmation e-mail shows it (`@guide` of mail-templates.ts), in the
 * mail's language with the texts the web pages use (`switch_over` namespace): a table per pet,
 * one row per step with its days, dates and the grams of Brokkie and old food.
 */
export function switchOverMailGuide({ pets, guide }: BoxSwitchOver, locale: Locale): MailGuide {
  const say = (key: string, params: Record<string, string | number> = {}) => translateKey(locale, `switch_over.${key}`, params) ?? key;
  const grams = (value: number) => formatGrams(value, locale);
  const day = (date: string) => formatDay(date, locale, 'weekday-short');
  return {
    heading: say('title'),
    intro: say('intro', { date: formatDay(guide.startsOn, locale, 'weekday') }),
    tables: pets.map((pet) => ({
      title: say('pet', { name: pet.name, grams: grams(pet.gramsPerDay) }),
      rows: guide.steps.map((step) => {
        const portion = step.portions.find((found) => found.id === pet.id)!;
        return {
          title: step.firstDay === step.lastDay ? say('day', { day: step.firstDay }) : say('days', { first: step.firstDay, last: step.lastDay }),
          detail: step.from === step.to ? day(step.from) : say('dates', { from: day(step.from), to: day(step.to) }),
          text:
            portion.oldGrams === 0
              ? say('portion_new_only', { new: grams(portion.newGrams) })
              : say('portion', { new: grams(portion.newGrams), old: grams(portion.oldGrams) }),
        };
      }),
    })),
    note: say('note'),
  };
}
