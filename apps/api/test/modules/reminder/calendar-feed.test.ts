import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, recurringDeliveries } from '@brokkie/db/schema';
import { cutOffFor } from '@brokkie/domain/billing-schedule';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addCalendarDays, startsAt } from '@brokkie/domain/reminder-schedule';
import { deliveryAfter } from '../../../src/modules/delivery/checkout-workflow.ts';
import { AnimalTestKit, dogBody, type Signed } from '../animal/animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.131');
let alice: Signed;
let bob: Signed;
let rex: number;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  const response = await kit.call('POST', '/api/animal/', alice.token, dogBody({ name: 'Rex' }));
  rex = response.json().id;
});
afterAll(() => kit.stop());

interface FeedEvent {
  uid: string;
  summary: string;
  description: string | null;
  start: ICAL.Time;
  end: ICAL.Time;
}

async function readFeed(url: string): Promise<{ name: string; events: FeedEvent[]; raw: string }> {
  const response = await kit.api.app.inject({ method: 'GET', url: `/api${url}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, description: event.description ?? null, start: event.startDate, end: event.endDate };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events, raw: response.body };
}

describe('the calendar feed', () => {
  it('gives a secret URL that serves reminders, deliveries and cut-offs as iCalendar, read by ical.js', async () => {
    const today = todayIsoDate();
    const start = addCalendarDays(today, -14);
    const weekly = (
      await kit.call('POST', '/api/reminder/', alice.token, {
        animal: rex,
        kind: 'medication',
        title: 'Heartworm tablet',
        notes: 'With food; half a tablet, then\nthe rest, if needed',
        start_date: start,
        time: '09:00',
        repeat: 'weekly',
      })
    ).json();
    const longTitle = 'Vaccination: rabies, leptospirosis; and the kennel-cough booster — ask Dr. Janssens about the next dose';
    const oneOff = (
      await kit.call('POST', '/api/reminder/', alice.token, {
        animal: rex,
        kind: 'vaccination',
        title: longTitle,
        start_date: '2027-03-28',
        time: '02:30',
        repeat: 'never',
      })
    ).json();
    await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: weekly.id, date: start });
    await kit.call('POST', '/api/reminderdeletion/', alice.token, { reminder: weekly.id, date: addCalendarDays(start, 7) });

    // A subscription whose next box is made, and the boxes it will make after it.
    const boxDate = addCalendarDays(today, 10);
    const [recurring] = await kit.db
      .insert(recurringDeliveries)
      .values({ customerId: alice.customerId, intervalWeeks: 4, nextDeliveryDate: boxDate, active: true })
      .returning();
    const cutOffAt = cutOffFor(boxDate, 'BE');
    const [box] = await kit.db
      .insert(deliveries)
      .values({
        customerId: alice.customerId,
        recurringDeliveryId: recurring!.id,
        kind: 'recurring',
        status: 'scheduled',
        deliveryDate: boxDate,
        country: 'BE',
        cutOffAt,
      })
      .returning();

    expect((await kit.call('GET', '/api/calendarfeed/', alice.token)).statusCode).toBe(404);
    const created = await kit.call('POST', '/api/calendarfeed/', alice.token);
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json();
    expect(feed.url).toMatch(/^\/calendar\/[A-Za-z0-9_-]{32}\/$/);
    expect((await kit.call('GET', '/api/calendarfeed/', alice.token)).json()).toEqual(feed);

    const { name, events, raw } = await readFeed(feed.url);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // A customer without a preferred language gets their country's: Belgium, Dutch (Belgium).
    expect(name).toBe('Brokkie: verzorging en leveringen');

    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(new Set(byUid.keys()).size).toBe(events.length);
    const first = byUid.get(`reminder-${weekly.id}-${start}@brokkie`);
    expect(first?.summary).toBe('Rex: Heartworm tablet (gedaan)');
    expect(first?.description).toBe('With food; half a tablet, then\nthe rest, if needed');
    expect(first?.start.toJSDate().toISOString()).toBe(new Date(startsAt(start, '09:00')).toISOString());
    expect(first?.end.toJSDate().getTime()).toBe(new Date(startsAt(start, '09:00')).getTime() + 30 * 60_000);
    expect(byUid.has(`reminder-${weekly.id}-${addCalendarDays(start, 7)}@brokkie`)).toBe(false);
    const third = byUid.get(`reminder-${weekly.id}-${addCalendarDays(start, 14)}@brokkie`);
    expect(third?.summary).toBe('Rex: Heartworm tablet');
    // About a year ahead, one event a week, none beyond.
    const weeklyEvents = events.filter((event) => event.uid.startsWith(`reminder-${weekly.id}-`));
    expect(weeklyEvents.length).toBeGreaterThanOrEqual(53);
    expect(weeklyEvents.length).toBeLessThanOrEqual(56);

    const gap = byUid.get(`reminder-${oneOff.id}-2027-03-28@brokkie`);
    expect(gap?.summary).toBe(`Rex: ${longTitle}`);
    expect(gap?.start.toJSDate().toISOString()).toBe('2027-03-28T01:30:00.000Z');

    const delivery = byUid.get(`delivery-${box!.id}@brokkie`);
    expect(delivery?.summary).toBe('Je Brokkie-box wordt geleverd');
    expect(delivery?.start.isDate).toBe(true);
    expect(delivery?.start.toString()).toBe(boxDate);
    const cutOff = byUid.get(`delivery-${box!.id}-cut-off@brokkie`);
    expect(cutOff?.summary).toBe('Laatste moment om je Brokkie-box te wijzigen');
    expect(cutOff?.start.toJSDate().toISOString()).toBe(cutOffAt.toISOString());
    const following = deliveryAfter(boxDate, 4, 'BE');
    const planned = byUid.get(`planned-${alice.customerId}-${following}@brokkie`);
    expect(planned?.summary).toBe('Je Brokkie-box wordt geleverd (gepland)');
    expect(byUid.get(`planned-${alice.customerId}-${following}-cut-off@brokkie`)?.start.toJSDate().toISOString()).toBe(
      cutOffFor(following, 'BE').toISOString(),
    );
    expect(events.filter((event) => event.uid.startsWith('planned-') && !event.uid.includes('cut-off')).length).toBeGreaterThanOrEqual(12);
  });

  it('answers 404 for a URL made anew, revoked or unknown', async () => {
    const old = (await kit.call('GET', '/api/calendarfeed/', alice.token)).json().url;
    const renewed = (await kit.call('POST', '/api/calendarfeed/', alice.token, {})).json().url;
    expect(renewed).not.toBe(old);
    expect((await kit.api.app.inject({ method: 'GET', url: `/api${old}` })).statusCode).toBe(404);
    expect((await kit.api.app.inject({ method: 'GET', url: `/api${renewed}` })).statusCode).toBe(200);

    expect((await kit.call('DELETE', '/api/calendarfeed/', alice.token)).statusCode).toBe(204);
    const revoked = await kit.api.app.inject({ method: 'GET', url: `/api${renewed}` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().code).toBe('not_found');
    expect((await kit.call('GET', '/api/calendarfeed/', alice.token)).statusCode).toBe(404);
    expect((await kit.call('DELETE', '/api/calendarfeed/', alice.token)).statusCode).toBe(404);
    expect((await kit.api.app.inject({ method: 'GET', url: '/api/calendar/not-a-token/' })).statusCode).toBe(404);
  });

  it('shows a customer only their own reminders and deliveries', async () => {
    const url = (await kit.call('POST', '/api/calendarfeed/', bob.token)).json().url;
    const { events } = await readFeed(url);
    expect(events).toEqual([]);
    expect((await kit.call('POST', '/api/calendarfeed/', undefined)).statusCode).toBe(401);
  });
});
