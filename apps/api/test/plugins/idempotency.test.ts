import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '@brokkie/db/client';
import { apiFoundation } from '../../src/app.ts';
import { createSharedTestDatabase, createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// A test-only resource that counts how often it really ran and keeps each order as a row (its
// effect), mounted with the API's foundation (the same plugins every API route gets) under /api.
let database: TestDatabase;
let app: FastifyInstance;
let executions = 0;
let failNext = false;
let gate: Promise<void> | undefined;

async function buildOrderApi(handle: DatabaseHandle): Promise<FastifyInstance> {
  const api = Fastify();
  await api.register(
    async (scope) => {
      await scope.register(apiFoundation, { database: handle });
      scope.withTypeProvider<ZodTypeProvider>().post('/test/order/', { schema: { body: z.object({ item: z.string().min(1) }) } }, async (request, reply) => {
        executions += 1;
        const [row] = rowsOf<{ id: number }>(await scope.db.execute(sql`insert into test_order (item) values (${request.body.item}) returning id`));
        if (gate) await gate;
        if (failNext) {
          failNext = false;
          throw new Error('database went away');
        }
        return reply.code(201).header('location', `/test/order/${row!.id}/`).send({ id: row!.id, item: request.body.item });
      });
    },
    { prefix: '/api' },
  );
  await api.ready();
  return api;
}

const createOrderTable = (handle: DatabaseHandle) => handle.db.execute(sql`create table if not exists test_order (id serial primary key, item text not null)`);
const storedOrders = async (handle: DatabaseHandle = database.handle) =>
  rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from test_order`))[0]!.count;

beforeAll(async () => {
  database = await createTestDatabase();
  await createOrderTable(database.handle);
  app = await buildOrderApi(database.handle);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
beforeEach(async () => {
  executions = 0;
  failNext = false;
  gate = undefined;
  await database.handle.db.execute(sql`delete from test_order`);
});

const order = (key: string | undefined, body: unknown = { item: 'kibble' }, headers: Record<string, string> = {}, server: FastifyInstance = app) =>
  server.inject({
    method: 'POST',
    url: '/api/test/order/',
    payload: body as Record<string, unknown>,
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });

describe('Idempotency-Key', () => {
  it('runs a request once and replays its response for a repeat', async () => {
    const first = await order('key-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: 1, item: 'kibble' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const repeat = await order('key-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers.location).toBe('/test/order/1/');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(executions).toBe(1);
  });

  it('runs every request without a key', async () => {
    await order(undefined);
    await order(undefined);
    expect(executions).toBe(2);
  });

  it('scopes keys by caller', async () => {
    await order('shared-key', undefined, { authorization: 'Bearer token-of-ann' });
    await order('shared-key', undefined, { authorization: 'Bearer token-of-bob' });
    await order('shared-key');
    expect(executions).toBe(3);
    const again = await order('shared-key', undefined, { authorization: 'Bearer token-of-ann' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(executions).toBe(3);
  });

  it('refuses the same key for a different request with 422', async () => {
    await order('key-2', { item: 'kibble' });
    const other = await order('key-2', { item: 'treats' }, { 'accept-language': 'en' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    });
    expect(executions).toBe(1);
  });

  it('answers a concurrent duplicate with 409 while the first is in flight, then replays', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = order('key-3');
    // Let the first request claim the key and reach the handler.
    await waitFor(() => executions === 1);
    const duplicate = await order('key-3', undefined, { 'accept-language': 'nl-BE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['retry-after']).toBe('1');
    expect(duplicate.json()).toEqual({
      detail: 'Dit verzoek wordt nog verwerkt. Probeer het zo meteen opnieuw.',
      code: 'idempotency_in_progress',
    });
    open();
    expect((await first).statusCode).toBe(201);
    const retry = await order('key-3');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(executions).toBe(1);
  });

  it('does not keep a 5xx, so the client retry runs again', async () => {
    failNext = true;
    const failed = await order('key-4', undefined, { 'accept-language': 'en' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      detail: 'An unexpected error occurred. Please try again later.',
      code: 'internal_error',
    });
    const retry = await order('key-4');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(executions).toBe(2);
  });

  it('claims no key for an invalid request', async () => {
    const invalid = await order('key-5', { item: '' });
    expect(invalid.statusCode).toBe(400);
    const valid = await order('key-5', { item: 'kibble' });
    expect(valid.statusCode).toBe(201);
    expect(executions).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const response = await order('x'.repeat(256), undefined, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 255 visible ASCII characters.'] },
    });
    expect(executions).toBe(0);
  });
});

describe('an execution and its stored response commit together', () => {
  it('rolls back the effect of a 5xx, so the retry runs on what the first attempt started from', async () => {
    failNext = true;
    expect((await order('key-rollback')).statusCode).toBe(500);
    expect(await storedOrders()).toBe(0);
    const retry = await order('key-rollback');
    expect(retry.statusCode).toBe(201);
    expect(await storedOrders()).toBe(1);
  });

  it('answers only once the effect and its stored response are both written', async () => {
    const first = await order('key-committed');
    expect(first.statusCode).toBe(201);
    expect(await storedOrders()).toBe(1);
    const replayed = await order('key-committed');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(first.body);
  });

  // A server killed mid-request: PostgreSQL rolls back what its connections had not committed.
  // (PGlite, one process, is killed for real by the fault suite: npm run test:fault.)
  it.runIf(process.env.DATABASE_URL?.startsWith('postgres') === true)(
    'after a crash mid-request, the retry on the restarted server runs once and then replays',
    async () => {
      const shared = await createSharedTestDatabase();
      const [before, after] = shared.handles;
      await createOrderTable(before);
      const crashing = await buildOrderApi(before);
      const restarted = await buildOrderApi(after);
      try {
        let resume!: () => void;
        gate = new Promise((resolve) => (resume = resolve));
        const lost = order('key-crash', { item: 'kibble' }, {}, crashing);
        await waitFor(() => executions === 1);
        // The crash: every connection of the first server is cut, as its death would.
        await after.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
        gate = undefined;
        const retry = await order('key-crash', { item: 'kibble' }, {}, restarted);
        expect(retry.statusCode).toBe(201);
        expect(await storedOrders(after)).toBe(1);
        const again = await order('key-crash', { item: 'kibble' }, {}, restarted);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.body).toBe(retry.body);
        // The dead server's request, let go: its connection is gone, nothing of it is committed.
        resume();
        expect((await lost).statusCode).toBe(500);
        expect(await storedOrders(after)).toBe(1);
      } finally {
        gate = undefined;
        await restarted.close();
        await crashing.close();
        await shared.dispose();
      }
    },
  );
});

describe('trailing slash on a write', () => {
  it('redirects with 308, which keeps method and body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/order?x=1', payload: { item: 'kibble' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/api/test/order/?x=1');
    expect(executions).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('condition not reached');
}
