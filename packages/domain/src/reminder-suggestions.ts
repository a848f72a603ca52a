import { ageOn } from './birth-date.ts';
import { seniorFromMonths } from './feeding-science.ts';
import { addCalendarDays, type ReminderRepeatRule } from './reminder-schedule.ts';

/**
 * The reminders a household without any is offered to start with (issue 13), per pet from its
 * species, its age and today (Brussels day). Pure: the page turns each into a POST /reminder/
 * with a translated title (the suggestion's `key`).
 *
 * The care rules are the usual guidance for dogs and cats in Europe, simplified to what a
 * reminder can carry (the owner moves a date in the planner when the vet says otherwise):
 * - the first vaccinations at 8, 12 and 16 weeks of age (WSAVA 2024 guidelines), a one-off each
 *   while the age is still ahead; the booster yearly, from the first birthday for a young pet;
 * - deworming monthly until 6 months of age, every 3 months after that (ESCCAP);
 * - flea and tick treatment monthly; a monthly weight check;
 * - a vet check-up yearly, twice a year for a senior (dogs from 7 years, giant dogs from 6, cats
 *   from 10: the feeding rules' senior ages, AAHA); a dental check yearly.
 */

export type SuggestedReminderKind = 'vaccination' | 'deworming' | 'flea_tick' | 'vet_visit' | 'dental' | 'weight_check';

export type ReminderSuggestionKey =
  | 'vaccination_8_weeks'
  | 'vaccination_12_weeks'
  | 'vaccination_16_weeks'
  | 'vaccination_booster'
  | 'deworming_young'
  | 'deworming'
  | 'flea_tick'
  | 'vet_visit'
  | 'vet_visit_senior'
  | 'dental'
  | 'weight_check';

export interface ReminderSuggestion {
  /** Which suggestion: the page's catalog names it and says why. */
  key: ReminderSuggestionKey;
  kind: SuggestedReminderKind;
  /** YYYY-MM-DD, today or later. */
  startDate: string;
  /** HH:MM, Brussels wall time. */
  time: string;
  repeat: ReminderRepeatRule;
  interval: number;
  /** YYYY-MM-DD or null. */
  until: string | null;
  notifyDaysBefore: number | null;
}

export interface SuggestionPet {
  type: 'dog' | 'cat';
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** A dog's size class, when known: a giant dog is senior a year earlier. */
  size?: 'small' | 'medium' | 'large' | 'giant' | null;
}

/** The age (in weeks) of each of the first vaccinations. */
export const firstVaccinationWeeks = [8, 12, 16] as const;
/** Monthly deworming until this age, then every 3 months. */
export const youngDewormingUntilMonths = 6;
/** A pet younger than this is young: its booster and dental check wait for its first birthday. */
const adultFromMonths = 12;

/** The hour a suggested reminder rings: a morning, when the owner can still call the vet. */
export const suggestedReminderTime = '09:00';

// How far ahead a suggestion for an adult starts: time to look up when it was last done.
const soonDays = { booster: 30, checkUp: 14, dental: 30, routine: 7 } as const;

function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

function ageInMonths(dateOfBirth: string, today: string): number {
  const age = ageOn(dateOfBirth, today);
  return age.years * 12 + age.months;
}

/** Whether the pet counts as a senior today (the feeding rules' ages). */
export function isSenior(pet: SuggestionPet, today: string): boolean {
  const from = pet.type === 'cat' ? seniorFromMonths.cat : pet.size === 'giant' ? seniorFromMonths.giantDog : seniorFromMonths.dog;
  return ageInMonths(pet.dateOfBirth, today) >= from;
}

/**
 * The suggested reminders of one pet on `today` (YYYY-MM-DD), in the order a page lists them:
 * vaccinations, deworming, flea and tick, vet check-up, dental check, weight check.
 */
export function reminderSuggestions(pet: SuggestionPet, today: string): ReminderSuggestion[] {
  const suggestions: ReminderSuggestion[] = [];
  const add = (suggestion: Omit<ReminderSuggestion, 'time' | 'until' | 'interval'> & Partial<Pick<ReminderSuggestion, 'until' | 'interval'>>) =>
    suggestions.push({ time: suggestedReminderTime, interval: 1, until: null, ...suggestion });
  const born = pet.dateOfBirth > today ? today : pet.dateOfBirth;
  const months = ageInMonths(born, today);
  const young = months < adultFromMonths;
  const firstBirthday = addMonths(born, adultFromMonths);
  const later = (days: number) => addCalendarDays(today, days);

  // The first vaccinations still ahead (a one-off each), then the yearly booster.
  if (young) {
    for (const weeks of firstVaccinationWeeks) {
      const date = addCalendarDays(born, weeks * 7);
      if (date >= today) {
        add({ key: `vaccination_${weeks}_weeks`, kind: 'vaccination', startDate: date, repeat: 'never', notifyDaysBefore: 7 });
      }
    }
  }
  add({
    key: 'vaccination_booster',
    kind: 'vaccination',
    startDate: young ? firstBirthday : later(soonDays.booster),
    repeat: 'yearly',
    notifyDaysBefore: 7,
  });

  // Deworming: monthly while young, every 3 months from 6 months of age.
  const sixMonths = addMonths(born, youngDewormingUntilMonths);
  if (sixMonths > today) {
    add({
      key: 'deworming_young',
      kind: 'deworming',
      startDate: later(soonDays.routine) < sixMonths ? later(soonDays.routine) : today,
      repeat: 'monthly',
      until: addCalendarDays(sixMonths, -1),
      notifyDaysBefore: 1,
    });
    add({ key: 'deworming', kind: 'deworming', startDate: sixMonths, repeat: 'monthly', interval: 3, notifyDaysBefore: 1 });
  } else {
    add({ key: 'deworming', kind: 'deworming', startDate: later(soonDays.routine), repeat: 'monthly', interval: 3, notifyDaysBefore: 1 });
  }

  add({ key: 'flea_tick', kind: 'flea_tick', startDate: later(soonDays.routine), repeat: 'monthly', notifyDaysBefore: 1 });

  if (isSenior(pet, today)) {
    add({ key: 'vet_visit_senior', kind: 'vet_visit', startDate: later(soonDays.checkUp), repeat: 'monthly', interval: 6, notifyDaysBefore: 7 });
  } else {
    add({ key: 'vet_visit', kind: 'vet_visit', startDate: young ? firstBirthday : later(soonDays.checkUp), repeat: 'yearly', notifyDaysBefore: 7 });
  }

  add({ key: 'dental', kind: 'dental', startDate: young ? firstBirthday : later(soonDays.dental), repeat: 'yearly', notifyDaysBefore: 7 });
  add({ key: 'weight_check', kind: 'weight_check', startDate: later(soonDays.routine), repeat: 'monthly', notifyDaysBefore: null });
  return suggestions;
}
