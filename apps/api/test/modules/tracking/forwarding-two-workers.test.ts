import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { trackingEvents } from '@brokkie/db/schema';
import type { DatabaseHandle } from '@brokkie/db/client';
import type { TrackingForwardRunReport } from '@brokkie/contracts/tracking-forwarding';
import { inArray } from 'drizzle-orm';
import { buildApi } from '../../../src/app.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { attemptsOf, consent, networksAt, paidDelivery, Receiver, runForwarder, signUp, storedEvent, track, type Customer } from './forwarding-test-kit.ts';

/**
 * The forwarder with two API instances on one database, as two servers of a deployment: their
 * runs at the same moment, and each event must still reach its network exactly once. On
 * PostgreSQL (DATABASE_URL=postgres://…, as CI runs this file) each instance has its own pool and
 * the claims (SKIP LOCKED, the lease in claimed_until) decide; on PGlite both share one connection.
 */

const receiver = new Receiver();
let handles: [DatabaseHandle, DatabaseHandle];
let instances: FastifyInstance[] = [];
let dispose: () => Promise<void>;
const people: Customer[] = [];

beforeAll(async () => {
  const base = await receiver.start();
  ({ handles, dispose } = await createSharedTestDatabase());
  for (const handle of handles) {
    instances.push(await buildApi({ database: handle, identity: { devOidc: { enabled: false, port: 0 } }, env: networksAt(base), devTools: true }));
  }
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await dispose?.();
  await receiver.stop();
});

/** Both instances run twice each, all at the same moment. */
async function runEverywhere(now?: Date): Promise<TrackingForwardRunReport[]> {
  return Promise.all(instances.flatMap((instance) => [runForwarder(instance, now), runForwarder(instance, now)]));
}

describe(`forwarding with two workers (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('sends each event once, takes over a dead worker’s claim and leaves a live one’s alone', async () => {
    const app = instances[0]!;
    const db = handles[0]!.db;
    const eventIds: string[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const person = await signUp(app, `10.0.182.${index}`, `0470 00 00 ${String(index).padStart(2, '0')}`);
      await consent(db, person.id, true);
      people.push(person);
      const delivery = await paidDelivery(db, person.id);
      await track(app, person, '/fb-conversions/lead/');
      await track(app, person, '/fb-conversions/purchase/', { delivery_id: delivery });
      await track(app, person, '/tiktok-events/add_to_cart/', { ttclid: `click-${index}`, url: 'https://www.brokkie.be/nl-be/checkout' });
      await track(app, person, '/awin-conversions/sale/', { orderRef: delivery, amount: '49.95', currency: 'EUR', cks: `awc-${index}` });
      eventIds.push(`lead-${person.id}`, `purchase-${delivery}`, `add_to_cart-${person.id}`, String(delivery));
    }
    // A worker that died holding the first person's lead, and one still busy with their purchase.
    const dead = await storedEvent(db, 'meta', 'lead', people[0]!.id);
    const busy = await storedEvent(db, 'meta', 'purchase', eventIds[1]!.replace('purchase-', ''));
    await db
      .update(trackingEvents)
      .set({ claimedUntil: new Date(Date.now() - 60_000) })
      .where(inArray(trackingEvents.id, [dead.id]));
    await db
      .update(trackingEvents)
      .set({ claimedUntil: new Date(Date.now() + 3_600_000) })
      .where(inArray(trackingEvents.id, [busy.id]));

    const reports = await runEverywhere();
    const sent = reports.flatMap((report) => report.sent);
    expect(sent).toHaveLength(eventIds.length - 1);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toContain(dead.id);
    expect(sent).not.toContain(busy.id);
    // Each event reached its network once; the live claim's event not at all.
    for (const id of eventIds) expect(receiver.about(id), id).toHaveLength(id === eventIds[1] ? 0 : 1);
    expect(receiver.requests).toHaveLength(eventIds.length - 1);
    expect(await attemptsOf(db, dead.id)).toHaveLength(1);

    // Nothing twice, on either instance.
    expect((await runEverywhere()).flatMap((report) => report.sent)).toEqual([]);
    expect(receiver.requests).toHaveLength(eventIds.length - 1);
  });
});
