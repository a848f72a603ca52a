import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { deliveries, payments, recurringDeliveries } from '@brokkie/db/schema';
import type { DatabaseHandle } from '@brokkie/db/client';
import { addDays, nextValidDeliveryDate } from '@brokkie/domain/delivery-dates';
import type { BillingRunReport } from '@brokkie/contracts/billing';
import { buildApi } from '../../../src/app.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { DeliveryTestKit, dog } from '../delivery/delivery-test-kit.ts';
import { mailsTo, minutesAfter, runBilling, subscribe, type Subscriber } from './billing-test-kit.ts';

/**
 * Two API instances on one database, as two servers of a deployment: their schedulers run at the
 * same moment, and each box must still be made, frozen, charged and confirmed exactly once.
 * On PostgreSQL (DATABASE_URL=postgres://…) each instance has its own connection pool, so the
 * runs really overlap and the row locks (SKIP LOCKED), leases and once-only claims decide. On the
 * embedded PGlite, which one process owns through one connection, both instances share that
 * connection and their transactions take turns: the same assertions hold, with less at stake.
 */

const kit = new DeliveryTestKit('10.0.94');
let handles: [DatabaseHandle, DatabaseHandle];
let instances: FastifyInstance[] = [];
let dispose: () => Promise<void>;
const subscribers: Subscriber[] = [];

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
  const [first] = handles;
  for (const handle of handles) {
    instances.push(await buildApi({ database: handle, identity: { devOidc: { enabled: false, port: 0 } }, devTools: true }));
  }
  kit.api = { app: instances[0]!, database: { handle: first, dispose: async () => {} }, close: async () => {} };
  for (const name of ['Ann Wouters', 'Bart Claes', 'Chris Goossens', 'Dana Willems']) {
    const owner = await kit.signUp(name);
    subscribers.push(await subscribe(kit, owner, [await kit.pet(owner, dog)]));
  }
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await dispose?.();
});

/** Both instances run twice each, all at the same moment. */
async function runEverywhere(now: Date): Promise<BillingRunReport[]> {
  return Promise.all(instances.flatMap((instance) => [runBilling(instance, now), runBilling(instance, now)]));
}

function all<K extends keyof BillingRunReport>(reports: BillingRunReport[], key: K): BillingRunReport[K] {
  return reports.flatMap((report) => report[key] as unknown[]) as BillingRunReport[K];
}

async function boxesOf(subscriber: Subscriber) {
  return kit.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.customerId, subscriber.customerId), eq(deliveries.kind, 'recurring')));
}

describe(`two schedulers at once (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('make each next box once', async () => {
    const reports = await runEverywhere(new Date());
    const created = all(reports, 'created');
    expect(created).toHaveLength(subscribers.length);
    expect(new Set(created).size).toBe(subscribers.length);
    for (const subscriber of subscribers) expect(await boxesOf(subscriber)).toHaveLength(1);
  });

  it('freeze, charge and confirm each due box once, and move each subscription on one interval', async () => {
    const boxes = (await Promise.all(subscribers.map(boxesOf))).flat();
    const latestCutOff = Math.max(...boxes.map((box) => box.cutOffAt!.getTime()));
    const reports = await runEverywhere(minutesAfter(new Date(latestCutOff), 1));

    const ids = boxes.map((box) => box.id).sort();
    expect(all(reports, 'frozen').sort()).toEqual(ids);
    const charged = all(reports, 'charged');
    expect(charged.map((charge) => charge.delivery).sort()).toEqual(ids);
    expect(charged.every((charge) => charge.status === 'paid' && charge.attempt === 1)).toBe(true);
    expect(all(reports, 'advanced').sort()).toEqual(ids);
    expect(all(reports, 'confirmed').sort()).toEqual(ids);

    const charges = await kit.db.select().from(payments).where(inArray(payments.deliveryId, ids));
    expect(charges.map((charge) => charge.deliveryId).sort()).toEqual(ids);
    expect(charges.every((charge) => charge.status === 'paid' && charge.sequenceType === 'recurring')).toBe(true);

    const paid = await kit.db.select().from(deliveries).where(inArray(deliveries.id, ids));
    expect(paid.every((box) => box.status === 'paid')).toBe(true);
    expect(new Set(paid.map((box) => box.invoiceNumber)).size).toBe(ids.length);

    for (const subscriber of subscribers) {
      const [box] = paid.filter((row) => row.customerId === subscriber.customerId);
      const [recurring] = await kit.db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, subscriber.customerId));
      expect(recurring!.nextDeliveryDate).toBe(nextValidDeliveryDate(addDays(box!.deliveryDate!, 28), 'BE'));
      const confirmations = (await mailsTo(instances[0]!, subscriber.email)).filter((mail) => mail.kind === 'delivery_confirmed');
      expect(confirmations).toHaveLength(1);
      // The paid box and the next one, made once.
      const all = await boxesOf(subscriber);
      expect(all.map((row) => row.status).sort()).toEqual(['paid', 'scheduled']);
    }
    expect(all(reports, 'created')).toHaveLength(subscribers.length);
  });
});
