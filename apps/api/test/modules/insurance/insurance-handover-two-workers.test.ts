import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { insuranceLeads } from '@brokkie/db/schema';
import { handoverAttemptsOf } from '@brokkie/db/insurance-queries';
import type { DatabaseHandle } from '@brokkie/db/client';
import type { InsuranceHandoverRunReport } from '@brokkie/contracts/insurance';
import { buildApi } from '../../../src/app.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { call, InsurerReceiver, insurersAt, leadBody, signUp } from './insurance-test-kit.ts';

/**
 * The hand-over with two API instances on one database, as two servers of a deployment: their
 * runs at the same moment, and each lead must still reach its insurer exactly once. On PostgreSQL
 * (DATABASE_URL=postgres://…, as CI runs this file) each instance has its own pool and the claims
 * (SKIP LOCKED, the lease in handover_claimed_until) decide; on PGlite both share one connection.
 */

const receiver = new InsurerReceiver();
let handles: [DatabaseHandle, DatabaseHandle];
let instances: FastifyInstance[] = [];
let dispose: () => Promise<void>;

beforeAll(async () => {
  const base = await receiver.start();
  ({ handles, dispose } = await createSharedTestDatabase());
  for (const handle of handles) {
    instances.push(await buildApi({ database: handle, identity: { devOidc: { enabled: false, port: 0 } }, env: insurersAt(base), devTools: true }));
  }
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  instances = [];
  await dispose?.();
  await receiver.stop();
});

async function runHandover(app: FastifyInstance): Promise<InsuranceHandoverRunReport> {
  const response = await call(app, 'POST', '/api/dev/insurance/handover/run/', undefined, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Both instances run twice each, all at the same moment. */
async function runEverywhere(): Promise<InsuranceHandoverRunReport[]> {
  return Promise.all(instances.flatMap((instance) => [runHandover(instance), runHandover(instance)]));
}

describe(`the hand-over with two workers (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('hands each lead over once, takes over a dead worker’s claim and leaves a live one’s alone', async () => {
    const app = instances[0]!;
    const db = handles[0]!.db;
    const ids: number[] = [];
    for (let index = 1; index <= 4; index += 1) {
      const owner = await signUp(app, `10.0.152.${index}`);
      for (const offer of ['standard', 'corona_direct']) {
        const response = await call(app, 'POST', '/api/insurancelead/', owner.token, leadBody({ offer }));
        expect(response.statusCode, response.body).toBe(201);
        ids.push(response.json().id);
      }
    }
    // A worker that died holding the first lead, and one still busy with the second.
    const [dead, busy] = ids as [number, number];
    await db
      .update(insuranceLeads)
      .set({ handoverClaimedUntil: new Date(Date.now() - 60_000) })
      .where(inArray(insuranceLeads.id, [dead]));
    await db
      .update(insuranceLeads)
      .set({ handoverClaimedUntil: new Date(Date.now() + 3_600_000) })
      .where(inArray(insuranceLeads.id, [busy]));

    const sent = (await runEverywhere()).flatMap((report) => report.sent.map((entry) => entry.lead));
    expect(sent.sort((a, b) => a - b)).toEqual(ids.filter((id) => id !== busy).sort((a, b) => a - b));
    const received = receiver.requests.map((request) => (JSON.parse(request.body) as { lead: number }).lead);
    expect(received.sort((a, b) => a - b)).toEqual(ids.filter((id) => id !== busy).sort((a, b) => a - b));
    expect(await handoverAttemptsOf(db, dead)).toHaveLength(1);
    expect(await handoverAttemptsOf(db, busy)).toHaveLength(0);

    // Nothing twice, on either instance.
    expect((await runEverywhere()).flatMap((report) => report.sent)).toEqual([]);
    expect(receiver.requests).toHaveLength(ids.length - 1);
  });
});
