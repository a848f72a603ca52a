import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { reminderNotices } from '@brokkie/db/schema';
import type { DatabaseHandle } from '@brokkie/db/client';
import type { ReminderNoticeRunReport } from '@brokkie/contracts/reminder';
import { buildApi } from '../../../src/app.ts';
import { readReminderNoticeConfig } from '../../../src/modules/reminder/reminder-notice-config.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { AnimalTestKit, dogBody, type Signed } from '../animal/animal-test-kit.ts';
import { mailsTo } from '../billing/billing-test-kit.ts';

/**
 * The reminder notices, with two API instances on one database as two servers of a deployment:
 * their jobs run at the same moment, and each notice must still be e-mailed exactly once. On
 * PostgreSQL (DATABASE_URL=postgres://…, as CI runs this file) each instance has its own pool and
 * the claims in reminder_notice decide; on PGlite both share one connection.
 */

const kit = new AnimalTestKit('10.0.132');
let handles: [DatabaseHandle, DatabaseHandle];
let instances: FastifyInstance[] = [];
let dispose: () => Promise<void>;
let alice: Signed;
let email: string;
let rex: number;
let boosterId: number;

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
  const [first] = handles;
  for (const handle of handles) instances.push(await buildApi({ database: handle, identity: { devOidc: { enabled: false, port: 0 } }, devTools: true }));
  kit.api = { app: instances[0]!, database: { handle: first, dispose: async () => {} }, close: async () => {} };
  alice = await kit.signUp();
  email = (await kit.call('GET', '/api/customer/', alice.token)).json().results[0].email;
  rex = (await kit.call('POST', '/api/animal/', alice.token, dogBody({ name: 'Rex' }))).json().id;
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await dispose?.();
});

async function reminder(body: Record<string, unknown>): Promise<{ id: number; url: string }> {
  const response = await kit.call('POST', '/api/reminder/', alice.token, { animal: rex, kind: 'vaccination', time: '09:00', repeat: 'never', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function run(app: FastifyInstance, now: string): Promise<ReminderNoticeRunReport> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/reminder/notices/run/', payload: { now } });
  expect(response.statusCode, response.body).toBe(200);
  const report: ReminderNoticeRunReport = response.json();
  expect(report.errors).toBe(0);
  return report;
}

/** Both instances run twice each, all at the same moment. */
async function runEverywhere(now: string): Promise<Array<{ reminder: string; date: string }>> {
  const reports = await Promise.all(instances.flatMap((instance) => [run(instance, now), run(instance, now)]));
  return reports.flatMap((report) => report.sent);
}

/** The notices in the development mailbox (the sign-up sent its own mail). */
async function notices(app: FastifyInstance) {
  return (await mailsTo(app, email)).filter((mail) => mail.kind === 'reminder_notice');
}

const byKey = (a: { reminder: string; date: string }, b: { reminder: string; date: string }) =>
  `${a.reminder}${a.date}`.localeCompare(`${b.reminder}${b.date}`);

describe(`reminder notices with two workers (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('sends each notice due once, and none of a done, deleted or silent occurrence', async () => {
    const daily = await reminder({ title: 'Ear drops', kind: 'medication', start_date: '2027-01-01', repeat: 'daily', notify_days_before: 1 });
    const booster = await reminder({ title: 'Rabies booster', start_date: '2027-01-12', notify_days_before: 2 });
    boosterId = booster.id;
    const done = await reminder({ title: 'Done early', start_date: '2027-01-12', notify_days_before: 2 });
    const deleted = await reminder({ title: 'Called off', start_date: '2027-01-11', notify_days_before: 1 });
    await reminder({ title: 'No notice', start_date: '2027-01-10' });
    const later = await reminder({ title: 'Too early to tell', start_date: '2027-01-20', notify_days_before: 2 });
    const stale = await reminder({ title: 'Claimed by a worker that died', start_date: '2027-01-13', notify_days_before: 3 });
    const busy = await reminder({ title: 'Claimed by a live worker', start_date: '2027-01-13', notify_days_before: 3 });
    expect((await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: done.id, date: '2027-01-12' })).statusCode).toBe(201);
    expect((await kit.call('POST', '/api/reminderdeletion/', alice.token, { reminder: deleted.id, date: '2027-01-11' })).statusCode).toBe(201);
    await kit.db.insert(reminderNotices).values([
      { reminderId: stale.id, occurrenceDate: '2027-01-13', claimedUntil: new Date(Date.now() - 60_000) },
      { reminderId: busy.id, occurrenceDate: '2027-01-13', claimedUntil: new Date(Date.now() + 3_600_000) },
    ]);

    // 09:00 in Brussels on 10 January 2027.
    const sent = await runEverywhere('2027-01-10T08:00:00Z');
    expect(sent.sort(byKey)).toEqual(
      [
        { reminder: daily.url, date: '2027-01-10' },
        { reminder: daily.url, date: '2027-01-11' },
        { reminder: booster.url, date: '2027-01-12' },
        { reminder: stale.url, date: '2027-01-13' },
      ].sort(byKey),
    );
    expect(await notices(instances[0]!)).toHaveLength(4);

    // Nothing twice, on either instance.
    expect(await runEverywhere('2027-01-10T10:00:00Z')).toEqual([]);
    expect(await notices(instances[1]!)).toHaveLength(4);

    // The next day: the daily one's next notice, and the later one's not yet.
    const nextDay = await runEverywhere('2027-01-11T08:00:00Z');
    expect(nextDay).toEqual([{ reminder: daily.url, date: '2027-01-12' }]);
    expect((await runEverywhere('2027-01-18T08:00:00Z')).map((notice) => notice.reminder)).toContain(later.url);
  });

  it('names the pet, the reminder, the day and time, and links to the planner and to mark it done', async () => {
    const mails = await notices(instances[0]!);
    const booster = mails.find((mail) => mail.subject.includes('Rabies booster'));
    expect(booster).toBeDefined();
    // No preferred language and no deliveries: Belgium's, Dutch (Belgium), the default locale (no prefix).
    expect(booster!.subject).toBe('Herinnering voor Rex: Rabies booster op dinsdag 12 januari');
    expect(booster!.text).toContain('Rabies booster voor Rex, op dinsdag 12 januari om 09:00.');
    expect(booster!.links).toEqual([
      `http://localhost:3000/e-health/pet-care-planner?complete=${boosterId}&date=2027-01-12`,
      'http://localhost:3000/e-health/pet-care-planner',
    ]);
  });

  it('reads its interval from the environment', () => {
    expect(readReminderNoticeConfig({}, { underTestRunner: false }).intervalMs).toBe(300_000);
    expect(readReminderNoticeConfig({}, { underTestRunner: true }).intervalMs).toBe(0);
    expect(readReminderNoticeConfig({ REMINDER_NOTICE_INTERVAL_MS: 'off' }).intervalMs).toBe(0);
    expect(readReminderNoticeConfig({ REMINDER_NOTICE_INTERVAL_MS: '60000' }).intervalMs).toBe(60_000);
    expect(() => readReminderNoticeConfig({ REMINDER_NOTICE_INTERVAL_MS: '10' })).toThrow(/at least 1000/);
  });
});
