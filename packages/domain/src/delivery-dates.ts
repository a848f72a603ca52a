import Holidays from 'date-holidays';
import { remember } from './bounded-cache.ts';
import { formatInTimeZone, type DateInput } from './dates.ts';
import type { DeliveryCountry } from './vat.ts';

/**
 * When a box can arrive (§9: shipping days BE 1, NL 1, FR 3, DE 2). The same values are in the
 * country table (packages/db reference data); this constant is what pure code reads.
 */
export const shippingDaysByCountry: Readonly<Record<DeliveryCountry, number>> = {
  BE: 1,
  NL: 1,
  FR: 3,
  DE: 2,
};

/**
 * Orders placed (Brussels time) before this hour on a working day of the warehouse leave the
 * same day; later orders leave on the next working day. Packing and the carriers' pick-up
 * happen in the afternoon, so 14:00 leaves time to pick an order placed just before it.
 */
export const dispatchCutOffHour = 14;

/**
 * Boxes are packed and handed to the carrier in Belgium: the dispatch day follows Belgian
 * working days, the days in transit and the delivery day follow the delivery country's.
 */
export const warehouseCountry: DeliveryCountry = 'BE';

/** A calendar day, YYYY-MM-DD, as the API sends dates. */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// One date-holidays instance per country: building one parses the country's rule set.
const calendars = new Map<DeliveryCountry, Holidays>();
const holidaysByYear = new Map<string, ReadonlyMap<IsoDate, string>>();

function calendarOf(country: DeliveryCountry): Holidays {
  let calendar = calendars.get(country);
  if (!calendar) {
    calendar = new Holidays(country);
    calendars.set(country, calendar);
  }
  return calendar;
}

/**
 * The nationwide public holidays of `country` in `year` (date → local name). Only the library's
 * `public` type counts: observances (Mother's Day), school holidays (NL Liberation Day outside
 * lustrum years) and bank holidays do not stop carriers. Regional holidays (a German state's
 * Corpus Christi, Good Friday in Alsace-Moselle) are not included: no state or region is given.
 */
export function publicHolidaysOf(country: DeliveryCountry, year: number): ReadonlyMap<IsoDate, string> {
  const key = `${country}:${year}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    holidays = new Map(
      calendarOf(country)
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name] as const),
    );
    holidaysByYear.set(key, holidays);
  }
  return holidays;
}

/** The Brussels calendar day of an instant, or the day itself when given as YYYY-MM-DD. */
export function toIsoDate(date: DateInput): IsoDate {
  if (typeof date === 'string' && isoDatePattern.test(date)) return date;
  return formatInTimeZone(date, 'yyyy-MM-dd');
}

// Calendar arithmetic on YYYY-MM-DD through UTC midnight: no time zone or DST can shift a day.
function utcDay(date: IsoDate): Date {
  const match = isoDatePattern.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (day.toISOString().slice(0, 10) !== date) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return day;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The public holiday on `date` in `country` (its local name), or undefined. */
export function publicHolidayOn(date: DateInput, country: DeliveryCountry): string | undefined {
  const day = toIsoDate(date);
  return publicHolidaysOf(country, Number(day.slice(0, 4))).get(day);
}

/** A working day of `country`: Monday to Friday and not a nationwide public holiday. */
export function isWorkingDay(date: DateInput, country: DeliveryCountry): boolean {
  const day = toIsoDate(date);
  const weekday = utcDay(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return publicHolidayOn(day, country) === undefined;
}

/** Carriers deliver on the delivery country's working days only. */
export function isDeliveryDay(date: DateInput, country: DeliveryCountry): boolean {
  return isWorkingDay(date, country);
}

/** `date` when it is a delivery day, else the first delivery day after it. */
export function nextValidDeliveryDate(date: DateInput, country: DeliveryCountry): IsoDate {
  let day = toIsoDate(date);
  // Never more than a few days: the longest run of non-working days is a long weekend plus a holiday.
  while (!isDeliveryDay(day, country)) day = addDays(day, 1);
  return day;
}

/** The day an order placed at `now` leaves the warehouse (see `dispatchCutOffHour`). */
export function dispatchDate(now: DateInput): IsoDate {
  const today = toIsoDate(now);
  const hour = Number(formatInTimeZone(now, 'H'));
  if (isWorkingDay(today, warehouseCountry) && hour < dispatchCutOffHour) return today;
  let day = addDays(today, 1);
  while (!isWorkingDay(day, warehouseCountry)) day = addDays(day, 1);
  return day;
}

/**
 * The first day a box ordered at `now` can arrive in `country`: the dispatch day, then
 * `shippingDays` working days of the delivery country (the last of them is the delivery day).
 * Ordered Thursday 10:00 for Belgium: leaves Thursday, arrives Friday.
 */
export function earliestDeliveryDate(
  now: DateInput,
  country: DeliveryCountry,
  shippingDays: number = shippingDaysByCountry[country],
): IsoDate {
  if (!Number.isInteger(shippingDays) || shippingDays < 0) throw new RangeError(`Not a number of days: ${shippingDays}`);
  const instant = new Date(now).getTime();
  const key = `${instant}|${country}|${shippingDays}`;
  const known = Number.isNaN(instant) ? undefined : earliestDates.get(key);
  if (known !== undefined) return known;
  const day = firstArrival(now, country, shippingDays);
  if (!Number.isNaN(instant)) remember(earliestDates, key, day);
  return day;
}

// The same moment asks it again and again (every box a run of the billing scheduler prices, every
// cut-off it works out): what the calendar says of an instant never changes.
const earliestDates = new Map<string, IsoDate>();

function firstArrival(now: DateInput, country: DeliveryCountry, shippingDays: number): IsoDate {
  let day = dispatchDate(now);
  if (shippingDays === 0) return nextValidDeliveryDate(day, country);
  for (let counted = 0; counted < shippingDays; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, country)) counted += 1;
  }
  return day;
}

/** Every delivery day from `from` to `to`, both included, in order. */
export function deliveryDatesBetween(from: DateInput, to: DateInput, country: DeliveryCountry): IsoDate[] {
  const last = toIsoDate(to);
  const days: IsoDate[] = [];
  for (let day = toIsoDate(from); day <= last; day = addDays(day, 1)) {
    if (isDeliveryDay(day, country)) days.push(day);
  }
  return days;
}

/** Whether a customer ordering at `now` may choose `date` for a delivery in `country`. */
export function canDeliverOn(date: DateInput, now: DateInput, country: DeliveryCountry): boolean {
  const day = toIsoDate(date);
  return isDeliveryDay(day, country) && day >= earliestDeliveryDate(now, country);
}
