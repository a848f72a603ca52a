import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { billingEvents, deliveries, mailMessages, payments, recurringDeliveries } from '@brokkie/db/schema';
import type { DatabaseHandle } from '@brokkie/db/client';
import { addDays, nextValidDeliveryDate } from '@brokkie/domain/delivery-dates';
import type { BillingRunReport } from '@brokkie/contracts/billing';
import { buildApi } from '../../../src/app.ts';
import { MailboxTransport, type MailMessage, type MailTransport } from '../../../src/modules/mail/mail-transport.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { seedDueBoxes, type DueBoxes } from './billing-load.ts';
import { withdrawMandateAtProvider } from './billing-test-kit.ts';

/**
 * Many boxes at their cut-off at once (more than one batch of the scheduler), two API instances
 * running their schedulers at the same moment (two pools on PostgreSQL, one shared connection on
 * PGlite): every box is frozen, charged, paid and confirmed exactly once, and one box that fails
 * takes nothing away from the others and is tried again by the next run.
 */

// Fewer on the embedded PGlite, whose one connection takes the two instances in turns; batches
// of 40 make several batches either way.
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;
const boxes = onPostgres ? 250 : 90;
const batchSize = '40';
let handles: [DatabaseHandle, DatabaseHandle];
let dispose: () => Promise<void>;
let instances: FastifyInstance[] = [];
let due: DueBoxes;
let failingCustomer: string;
let unreachableMailbox: string;
let mailboxDown = true;

/**
 * The mailbox refuses one customer's mail while `mailboxDown`: that confirmation fails. A batch
 * sent at once is all or none, as the mailbox's: the batch with that mail fails as a whole, and
 * its mails are sent one by one.
 */
class FlakyTransport implements MailTransport {
  readonly name = 'mailbox';
  constructor(private readonly inner: MailboxTransport) {}
  async send(message: MailMessage): Promise<void> {
    if (mailboxDown && message.to === unreachableMailbox) throw new Error('mail server unreachable');
    await this.inner.send(message);
  }
  async sendAll(messages: readonly MailMessage[]): Promise<void> {
    if (mailboxDown && messages.some((message) => message.to === unreachableMailbox)) throw new Error('mail server unreachable');
    await this.inner.sendAll(messages);
  }
  async close(): Promise<void> {}
}

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
  const [first] = handles;
  due = await seedDueBoxes(first.db, { boxes, tag: 'batch' });
  for (const handle of handles) {
    instances.push(
      await buildApi({
        database: handle,
        identity: { devOidc: { enabled: false, port: 0 } },
        devTools: true,
        env: { ...process.env, BILLING_BATCH_SIZE: batchSize, BILLING_SCHEDULER_INTERVAL_MS: 'off' },
        mailTransport: new FlakyTransport(new MailboxTransport(handle.db, 'Brokkie <no-reply@brokkie.be>')),
      }),
    );
  }
  // One customer whose bank withdrew the mandate (a failed charge), another whose mail cannot go out.
  failingCustomer = due.customerIds[17]!;
  await withdrawMandateAtProvider(first.db, failingCustomer);
  const [unreachable] = await first.db
    .execute<{ email: string }>(sql`select u.email from auth_user u join customer c on c.user_id = u.id where c.id = ${due.customerIds[42]!}`)
    .then((result) => (result as unknown as { rows: { email: string }[] }).rows);
  unreachableMailbox = unreachable!.email;
}, 120_000);

afterAll(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await dispose?.();
});

async function run(instance: FastifyInstance, now: Date): Promise<BillingRunReport> {
  const response = await instance.inject({ method: 'POST', url: '/api/dev/billing/run/', payload: { now: now.toISOString() } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Both instances run twice each, all at the same moment. */
function runEverywhere(now: Date): Promise<BillingRunReport[]> {
  return Promise.all(instances.flatMap((instance) => [run(instance, now), run(instance, now)]));
}

const all = <K extends 'frozen' | 'confirmed' | 'created'>(reports: BillingRunReport[], key: K) => reports.flatMap((report) => report[key]);
const db = () => handles[0]!.db;

describe(`${boxes} boxes at their cut-off, two schedulers at once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('freezes, charges and pays every box once; the failed charge is retried, the others are not touched', async () => {
    const reports = await runEverywhere(due.dueAt);
    const ids = [...due.boxIds].sort((a, b) => a - b);
    const failingBox = due.boxIds[17]!;

    expect(all(reports, 'frozen').sort((a, b) => a - b)).toEqual(ids);
    const charged = reports.flatMap((report) => report.charged);
    expect(charged.map((charge) => charge.delivery).sort((a, b) => a - b)).toEqual(ids);
    expect(charged.filter((charge) => charge.status !== 'paid')).toEqual([{ delivery: failingBox, attempt: 1, status: 'no_valid_mandate' }]);
    expect(reports.flatMap((report) => report.retry_scheduled).map((retry) => retry.delivery)).toEqual([failingBox]);
    // The one mail that could not go out is the only error (each run tries it again).
    expect(reports.every((report) => report.errors <= 1)).toBe(true);
    expect(reports.some((report) => report.errors === 1)).toBe(true);

    const rows = await db().select().from(deliveries).where(inArray(deliveries.id, ids));
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(boxes - 1);
    expect(rows.find((row) => row.id === failingBox)).toMatchObject({ status: 'awaiting_payment', chargeAttempts: 1 });
    expect(new Set(rows.flatMap((row) => (row.invoiceNumber ? [row.invoiceNumber] : []))).size).toBe(boxes - 1);

    // One payment per box: none charged twice, none forgotten.
    const charges = await db().select().from(payments).where(inArray(payments.deliveryId, ids));
    expect(charges).toHaveLength(boxes - 1);
    expect(new Set(charges.map((charge) => charge.deliveryId)).size).toBe(boxes - 1);
    expect(charges.every((charge) => charge.status === 'paid' && charge.sequenceType === 'recurring')).toBe(true);

    // Each paid box moved its subscription on one interval and got its next box, once.
    const next = nextValidDeliveryDate(addDays(due.deliveryDate, 28), 'BE');
    const subscriptions = await db().select().from(recurringDeliveries).where(inArray(recurringDeliveries.customerId, due.customerIds));
    expect(subscriptions.filter((row) => row.customerId !== failingCustomer).every((row) => row.nextDeliveryDate === next)).toBe(true);
    expect(subscriptions.find((row) => row.customerId === failingCustomer)!.nextDeliveryDate).toBe(due.deliveryDate);
    const made = all(reports, 'created');
    expect(made).toHaveLength(boxes - 1);
    const open = await db()
      .select({ customerId: deliveries.customerId, date: deliveries.deliveryDate })
      .from(deliveries)
      .where(and(inArray(deliveries.customerId, due.customerIds), eq(deliveries.status, 'scheduled')));
    expect(open).toHaveLength(boxes - 1);
    expect(open.every((box) => box.date === next)).toBe(true);

    // Confirmed once each, except the one whose mail failed.
    expect(new Set(all(reports, 'confirmed')).size).toBe(boxes - 2);
    expect(all(reports, 'confirmed')).toHaveLength(boxes - 2);
  }, 300_000);

  it('the next run sends the confirmation that failed, once, and charges nothing again', async () => {
    mailboxDown = false;
    const reports = await runEverywhere(new Date(due.dueAt.getTime() + 5 * 60_000));
    expect(reports.reduce((sum, report) => sum + report.errors, 0)).toBe(0);
    expect(all(reports, 'confirmed')).toEqual([due.boxIds[42]]);
    expect(reports.flatMap((report) => report.charged)).toEqual([]);
    expect(all(reports, 'frozen')).toEqual([]);
    expect(all(reports, 'created')).toEqual([]);

    const confirmations = await db().select({ to: mailMessages.toAddress }).from(mailMessages).where(eq(mailMessages.kind, 'delivery_confirmed'));
    const loadConfirmations = confirmations.filter((mail) => mail.to.startsWith('load-batch-'));
    expect(loadConfirmations).toHaveLength(boxes - 1);
    expect(new Set(loadConfirmations.map((mail) => mail.to)).size).toBe(boxes - 1);
    const claims = await db()
      .select({ deliveryId: billingEvents.deliveryId })
      .from(billingEvents)
      .where(and(inArray(billingEvents.deliveryId, due.boxIds), eq(billingEvents.kind, 'mail:delivery_confirmed')));
    expect(claims).toHaveLength(boxes - 1);
  }, 120_000);
});
