import { randomBytes } from 'node:crypto';
import { formatDay } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import { findCustomerById, type CustomerRow } from '@brokkie/db/customer-queries';
import { findRecurringDeliveryOfCustomer } from '@brokkie/db/recurring-delivery-queries';
import {
  allRemindersOf,
  animalNamesOf,
  calendarDeliveriesOf,
  deleteCalendarFeed,
  findCalendarFeedByToken,
  findCalendarFeedOf,
  occurrenceMarks,
  replaceCalendarFeed,
  type CalendarDeliveryRow,
  type CalendarFeedRow,
} from '@brokkie/db/reminder-queries';
import type { CalendarFeed } from '@brokkie/contracts/reminder';
import { cutOffFor } from '@brokkie/domain/billing-schedule';
import { todayIsoDate } from '@brokkie/domain/dates';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { localizePath, type Locale } from '@brokkie/domain/locales';
import { addCalendarDays, occurrenceDates, startsAt } from '@brokkie/domain/reminder-schedule';
import { notFound } from '../../lib/api-problem.ts';
import { translateKey } from '../../lib/translator.ts';
import { customerLocale } from '../billing/billing-mails.ts';
import { deliveryAfter } from '../delivery/checkout-workflow.ts';
import { subscriptionCountryOf } from '../delivery/recurring-delivery-service.ts';
import { renderCalendar, type IcsEvent } from './icalendar.ts';
import { seriesOf } from './reminder-service.ts';

/**
 * The customer's calendar feed (issue 13): an iCalendar document at a secret URL that calendar
 * apps subscribe to, without signing in — so the secret is the only key: 24 random bytes, made
 * again on every POST (the old URL stops at once), gone on DELETE (404 from then on).
 *
 * It holds every occurrence of the customer's reminders from about three months back to a year
 * ahead (one event each: exact, deletions simply absent, no RRULE for apps to get wrong), the
 * deliveries of that time — the boxes made and, for an active subscription, the ones it will make
 * on its interval (the billing rules: `deliveryAfter`, `cutOffFor`) — and each coming box's change
 * cut-off, titled in the customer's language.
 */

export const calendarFeedPath = (token: string) => `/calendar/${token}/`;

/** Days of reminders and deliveries the feed shows before and after today. */
export const calendarFeedWindow = { pastDays: 92, futureDays: 366 } as const;

/** How long a reminder's event lasts in a calendar (a reminder itself has no length). */
const reminderEventMinutes = 30;

/** The planner page (web app) the feed's events link to. */
export const plannerPage = '/e-health/pet-care-planner';

function toCalendarFeed(row: CalendarFeedRow): CalendarFeed {
  return { url: calendarFeedPath(row.token), created: row.createdAt.toISOString() };
}

export async function calendarFeedOf(db: Database, customer: CustomerRow): Promise<CalendarFeed> {
  const row = await findCalendarFeedOf(db, customer.id);
  if (!row) throw notFound();
  return toCalendarFeed(row);
}

/** A new secret URL (the old one, if any, answers 404 from now on). */
export async function renewCalendarFeed(db: Database, customer: CustomerRow): Promise<CalendarFeed> {
  return toCalendarFeed(await replaceCalendarFeed(db, customer.id, randomBytes(24).toString('base64url')));
}

export async function revokeCalendarFeed(db: Database, customer: CustomerRow): Promise<void> {
  if (!(await deleteCalendarFeed(db, customer.id))) throw notFound();
}

/** The feed of a token, as text/calendar; an unknown or revoked token is a 404. */
export async function calendarOfToken(db: Database, token: string, publicUrl: string, now: Date): Promise<string> {
  const feed = await findCalendarFeedByToken(db, token);
  const customer = feed && (await findCustomerById(db, feed.customerId));
  if (!customer) throw notFound();
  const country = await subscriptionCountryOf(db, customer);
  const locale = await customerLocale(db, customer, country);
  const today = todayIsoDate(now);
  const from = addCalendarDays(today, -calendarFeedWindow.pastDays);
  const to = addCalendarDays(today, calendarFeedWindow.futureDays);
  const plannerUrl = `${publicUrl}${localizePath(plannerPage, locale)}`;
  const events = [
    ...(await reminderEvents(db, customer, from, to, locale, plannerUrl, now)),
    ...(await deliveryEvents(db, customer, country, from, to, locale, plannerUrl, now)),
  ];
  const text = (key: string, params?: Record<string, string>) => translateKey(locale, `api.calendar_feed.${key}`, params) ?? key;
  return renderCalendar({ name: text('name'), events });
}

async function reminderEvents(
  db: Database,
  customer: CustomerRow,
  from: string,
  to: string,
  locale: Locale,
  plannerUrl: string,
  now: Date,
): Promise<IcsEvent[]> {
  const rows = await allRemindersOf(db, customer.id);
  const names = await animalNamesOf(db, customer.id);
  const { completions, deletions } = await occurrenceMarks(
    db,
    rows.map((row) => row.id),
    from,
    to,
  );
  const done = new Set(completions.map((row) => `${row.reminderId}|${row.date}`));
  const deleted = new Set(deletions.map((row) => `${row.reminderId}|${row.date}`));
  const doneLabel = translateKey(locale, 'api.calendar_feed.done') ?? 'done';
  const events: IcsEvent[] = [];
  for (const row of rows) {
    const pet = names.get(row.animalId) ?? '';
    for (const date of occurrenceDates(seriesOf(row), from, to)) {
      const key = `${row.id}|${date}`;
      if (deleted.has(key)) continue;
      const start = new Date(startsAt(date, row.time));
      events.push({
        // One occurrence is one event for good: its date names it, whatever else changes.
        uid: `reminder-${row.id}-${date}@brokkie`,
        stamp: now,
        start: { instant: start },
        end: { instant: new Date(start.getTime() + reminderEventMinutes * 60_000) },
        summary: `${pet}: ${row.title}${done.has(key) ? ` (${doneLabel})` : ''}`,
        description: row.notes || undefined,
        url: plannerUrl,
      });
    }
  }
  return events;
}

async function deliveryEvents(
  db: Database,
  customer: CustomerRow,
  country: DeliveryCountry,
  from: string,
  to: string,
  locale: Locale,
  plannerUrl: string,
  now: Date,
): Promise<IcsEvent[]> {
  const text = (key: string, params?: Record<string, string>) => translateKey(locale, `api.calendar_feed.${key}`, params) ?? key;
  const rows = await calendarDeliveriesOf(db, customer.id, from, to);
  // A YYYY-MM-DD day is read at noon (UTC) so that it names the same day in Brussels.
  const day = (date: string) => formatDay(date, locale, 'weekday');
  const events: IcsEvent[] = [];
  const allDay = (uid: string, date: string, summary: string): IcsEvent => ({
    uid,
    stamp: now,
    start: { date },
    end: { date: addCalendarDays(date, 1) },
    summary,
    url: plannerUrl,
  });
  const cutOff = (uid: string, date: string, at: Date): IcsEvent => ({
    uid,
    stamp: now,
    start: { instant: at },
    end: { instant: at },
    summary: text('cut_off'),
    description: text('cut_off_description', { date: day(date) }),
    url: plannerUrl,
  });
  for (const row of rows) {
    if (!row.deliveryDate) continue;
    events.push(allDay(`delivery-${row.id}@brokkie`, row.deliveryDate, text('delivery')));
    // Only a box that can still change has a cut-off worth showing.
    if (row.status === 'scheduled' && row.cutOffAt) events.push(cutOff(`delivery-${row.id}-cut-off@brokkie`, row.deliveryDate, row.cutOffAt));
  }
  for (const date of await plannedDeliveryDates(db, customer, country, rows, to)) {
    if (date < from) continue;
    events.push(allDay(`planned-${customer.id}-${date}@brokkie`, date, text('delivery_planned')));
    events.push(cutOff(`planned-${customer.id}-${date}-cut-off@brokkie`, date, cutOffFor(date, country)));
  }
  return events;
}

/**
 * The dates an active subscription will deliver on that have no box yet, up to `to`: its next
 * date, then one interval after the other on delivery days (as the billing scheduler moves on).
 */
async function plannedDeliveryDates(
  db: Database,
  customer: CustomerRow,
  country: DeliveryCountry,
  boxes: readonly CalendarDeliveryRow[],
  to: string,
): Promise<string[]> {
  const recurring = await findRecurringDeliveryOfCustomer(db, customer.id);
  if (!recurring?.active || !recurring.nextDeliveryDate) return [];
  const known = new Set(boxes.map((row) => row.deliveryDate));
  const dates: string[] = [];
  for (let date = recurring.nextDeliveryDate; date <= to; date = deliveryAfter(date, recurring.intervalWeeks, country)) {
    if (!known.has(date)) dates.push(date);
  }
  return dates;
}
