import { TZDate } from '@date-fns/tz';
import { remember } from './bounded-cache.ts';
import { defaultTimeZone } from './dates.ts';
import {
  addDays,
  deliveryDatesBetween,
  dispatchCutOffHour,
  earliestDeliveryDate,
  isDeliveryDay,
  isWorkingDay,
  nextValidDeliveryDate,
  warehouseCountry,
  type IsoDate,
} from './delivery-dates.ts';
import type { DeliveryCountry } from './vat.ts';

/**
 * When a box of the subscription is made, until when it can change, when it is charged and how a
 * failed charge is retried (docs/billing.md). Pure rules on Brussels time; the API's scheduler
 * applies them.
 */

/**
 * The cut-off is this many working days of the warehouse before the box's dispatch day, at the
 * dispatch hour (14:00 Brussels). Two days leave room for the charge, one retry of a failed charge
 * and the picking, so that a box paid at the cut-off or at the first retry leaves on time.
 */
export const cutOffWorkingDaysBeforeDispatch = 2;

/** The hour (Brussels) of the cut-off: the warehouse's own daily cut-off. */
export const cutOffHour = dispatchCutOffHour;

/** The "upcoming delivery" e-mail leaves this many days before the cut-off. */
export const upcomingMailDaysBeforeCutOff = 3;

/**
 * A box is never scheduled with less than this much time before its cut-off (after a pause, a
 * late payment or a scheduler that was down), so the customer always has time to change it.
 */
export const minimumNoticeHours = 48;

/**
 * Days to wait after a failed charge before the next attempt: after the 1st failure 1 day, after
 * the 2nd 2 days, after the 3rd 4 days — the retries fall 1, 3 and 7 days after the first charge.
 * After the 4th failed attempt we give up (and e-mail the customer).
 */
export const retryDelaysDays = [1, 2, 4] as const;

/** Charges of one delivery in all: the first at the cut-off, then one per retry delay. */
export const maxChargeAttempts = retryDelaysDays.length + 1;

/** How long a charge that the provider has not settled yet (SEPA takes days) waits before we look again. */
export const pendingChargeRecheckMinutes = 60;

/** The dates a scheduled box may move to: from the first whose cut-off is still ahead, this many weeks. */
export const scheduledDateWindowWeeks = 12;

/** How long a pay-now link (e-mailed after a failed charge) stays valid. */
export const payNowLinkDays = 30;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The instant of `hour`:00 Brussels time on `date`. */
export function brusselsInstant(date: IsoDate, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, 0, defaultTimeZone).getTime());
}

/**
 * The day the box for `date` leaves the warehouse: the latest working day of the warehouse from
 * which it still arrives by `date` (docs/pricing.md: dispatch day + shipping days of the country).
 */
export function dispatchDayFor(date: IsoDate, country: DeliveryCountry): IsoDate {
  // Shipping takes at most a few working days; holidays add a few more: three weeks is plenty.
  for (let day = addDays(date, -1), tries = 0; tries < 21; day = addDays(day, -1), tries += 1) {
    if (isWorkingDay(day, warehouseCountry) && earliestDeliveryDate(brusselsInstant(day, 9), country) <= date) return day;
  }
  throw new RangeError(`No dispatch day for ${date} (${country})`);
}

/**
 * Until when the box of `date` can change: `cutOffWorkingDaysBeforeDispatch` working days of the
 * warehouse before its dispatch day, at 14:00 Brussels. Belgium, Friday 11 July 2025: leaves
 * Thursday 10, cut-off Tuesday 8 July 14:00.
 */
export function cutOffFor(date: IsoDate, country: DeliveryCountry): Date {
  const key = `${date}|${country}`;
  const known = cutOffs.get(key);
  if (known !== undefined) return new Date(known);
  const cutOff = workOutCutOff(date, country);
  remember(cutOffs, key, cutOff.getTime());
  return cutOff;
}

// The boxes of a run of the billing scheduler share a few dates: each one's cut-off is worked out once.
const cutOffs = new Map<string, number>();

function workOutCutOff(date: IsoDate, country: DeliveryCountry): Date {
  let day = dispatchDayFor(date, country);
  for (let counted = 0; counted < cutOffWorkingDaysBeforeDispatch; ) {
    day = addDays(day, -1);
    if (isWorkingDay(day, warehouseCountry)) counted += 1;
  }
  return brusselsInstant(day, cutOffHour);
}

/** Whether the box of `date` can still change at `now`. */
export function isBeforeCutOff(date: IsoDate, country: DeliveryCountry, now: Date): boolean {
  return now.getTime() < cutOffFor(date, country).getTime();
}

/**
 * The date a new box of the subscription gets: `wanted` (the recurring delivery's next date) when
 * it is a delivery day whose cut-off is at least `minimumNoticeHours` away, else the first
 * delivery day after it that is.
 */
export function schedulableDate(wanted: IsoDate, now: Date, country: DeliveryCountry): IsoDate {
  const earliest = earliestDeliveryDate(now, country);
  let day = nextValidDeliveryDate(wanted > earliest ? wanted : earliest, country);
  const limit = now.getTime() + minimumNoticeHours * hourMs;
  while (cutOffFor(day, country).getTime() < limit) day = nextValidDeliveryDate(addDays(day, 1), country);
  return day;
}

/** The first and last day a scheduled box may be moved to at `now`. */
export function scheduledDateRange(now: Date, country: DeliveryCountry): { first: IsoDate; last: IsoDate } {
  let first = nextValidDeliveryDate(earliestDeliveryDate(now, country), country);
  while (!isBeforeCutOff(first, country, now)) first = nextValidDeliveryDate(addDays(first, 1), country);
  return { first, last: addDays(first, scheduledDateWindowWeeks * 7 - 1) };
}

/** The dates a scheduled box may be moved to at `now`: delivery days whose cut-off is still ahead. */
export function offeredScheduledDates(now: Date, country: DeliveryCountry): IsoDate[] {
  const { first, last } = scheduledDateRange(now, country);
  return deliveryDatesBetween(first, last, country);
}

/** Whether a scheduled box may move to `date` at `now` (one of `offeredScheduledDates`). */
export function isOfferedScheduledDate(date: IsoDate, now: Date, country: DeliveryCountry): boolean {
  return isDeliveryDay(date, country) && isBeforeCutOff(date, country, now) && date <= scheduledDateRange(now, country).last;
}

/** When the "upcoming delivery" e-mail of a box with this cut-off is due. */
export function upcomingMailAt(cutOffAt: Date): Date {
  return new Date(cutOffAt.getTime() - upcomingMailDaysBeforeCutOff * dayMs);
}

/**
 * When to charge again after attempt number `attemptsMade` failed at `failedAt`; null when that
 * was the last attempt (we give up and ask the customer to pay through the pay-now link).
 */
export function retryAfterFailure(failedAt: Date, attemptsMade: number): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError(`Not a number of attempts: ${attemptsMade}`);
  const delay = retryDelaysDays[attemptsMade - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * dayMs);
}

/** When to look again at a charge the provider has not settled yet. */
export function pendingChargeRecheckAt(now: Date): Date {
  return new Date(now.getTime() + pendingChargeRecheckMinutes * 60 * 1000);
}

/** Until when a pay-now link made at `now` works. */
export function payNowLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + payNowLinkDays * dayMs);
}
