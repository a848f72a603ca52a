/**
 * The switch-over guide: a pet moves from its old food to Brokkie over a week, as vets and the
 * food makers advise (a sudden change upsets the stomach). Day 1 is the day the first box
 * arrives; days 1–2 a quarter of the day's food is Brokkie, days 3–4 half, days 5–6 three
 * quarters, day 7 all of it. The grams are of the pet's daily amount in its meal plan; the old
 * food makes up the rest of that weight. The thank-you page, the order confirmation e-mail and the
 * dashboard all show this one guide.
 */

/** YYYY-MM-DD, a calendar day in Brussels. */
export type CalendarDay = string;

/** The steps of the week: the days (1-based) and the share of the new food. */
export const switchOverSchedule = [
  { firstDay: 1, lastDay: 2, newPercent: 25 },
  { firstDay: 3, lastDay: 4, newPercent: 50 },
  { firstDay: 5, lastDay: 6, newPercent: 75 },
  { firstDay: 7, lastDay: 7, newPercent: 100 },
] as const;

export const switchOverDays = 7;

/**
 * Portions are weighed in steps of 5 g, like the daily amount; below this daily amount (a small
 * cat) 5 g would be a large part of a meal, so whole grams.
 */
export const switchOverGramStep = { grams: 5, fromGramsPerDay: 100 } as const;

export interface SwitchOverPet<Id> {
  id: Id;
  /** The meal plan's grams of Brokkie a day. */
  gramsPerDay: number;
}

export interface SwitchOverPortion<Id> {
  id: Id;
  newGrams: number;
  oldGrams: number;
}

export interface SwitchOverStep<Id> {
  firstDay: number;
  lastDay: number;
  /** The calendar days of the step's first and last day. */
  from: CalendarDay;
  to: CalendarDay;
  newPercent: number;
  /** One per pet, in the order given. */
  portions: SwitchOverPortion<Id>[];
}

export interface SwitchOverGuide<Id> {
  /** Day 1: the day the first box arrives. */
  startsOn: CalendarDay;
  /** Day 7: the first day of Brokkie only; the guide is done after it. */
  endsOn: CalendarDay;
  steps: SwitchOverStep<Id>[];
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar arithmetic through UTC midnight: no time zone or summer time can shift a day.
function addDays(day: CalendarDay, days: number): CalendarDay {
  const match = isoDay.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The grams of the new food on a day with `percent` of it: rounded to the step, never more than the day's amount. */
export function newFoodGrams(gramsPerDay: number, percent: number): number {
  if (!Number.isFinite(gramsPerDay) || gramsPerDay < 0) throw new RangeError(`gramsPerDay must be zero or more, got ${gramsPerDay}`);
  const step = gramsPerDay >= switchOverGramStep.fromGramsPerDay ? switchOverGramStep.grams : 1;
  const exact = (gramsPerDay * percent) / 100;
  // A first day with some new food has at least one step of it, however small the amount.
  const rounded = Math.round(exact / step) * step;
  return Math.min(gramsPerDay, percent > 0 && gramsPerDay > 0 ? Math.max(step, rounded) : rounded);
}

/**
 * The guide for the pets of the first box, from the day it arrives. Pets whose plan has no dry
 * food (other food covers their need) have nothing to switch and are left out; with none left,
 * there is no guide (null).
 */
export function switchOverGuide<Id>(startsOn: CalendarDay, pets: readonly SwitchOverPet<Id>[]): SwitchOverGuide<Id> | null {
  const switching = pets.filter((pet) => pet.gramsPerDay > 0);
  if (switching.length === 0) return null;
  const day = (n: number) => addDays(startsOn, n - 1);
  return {
    startsOn: day(1),
    endsOn: day(switchOverDays),
    steps: switchOverSchedule.map((step) => ({
      firstDay: step.firstDay,
      lastDay: step.lastDay,
      from: day(step.firstDay),
      to: day(step.lastDay),
      newPercent: step.newPercent,
      portions: switching.map((pet) => {
        const newGrams = newFoodGrams(pet.gramsPerDay, step.newPercent);
        return { id: pet.id, newGrams, oldGrams: pet.gramsPerDay - newGrams };
      }),
    })),
  };
}

/** Whether the guide still matters on `today`: until its last day (day 7) has passed. */
export function switchOverShownOn(guide: Pick<SwitchOverGuide<unknown>, 'endsOn'>, today: CalendarDay): boolean {
  return today <= guide.endsOn;
}

/** The step `today` falls in; null before day 1 and after day 7. */
export function switchOverStepOn<Id>(guide: SwitchOverGuide<Id>, today: CalendarDay): SwitchOverStep<Id> | null {
  return guide.steps.find((step) => step.from <= today && today <= step.to) ?? null;
}
