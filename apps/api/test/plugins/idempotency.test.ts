import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimIdempotencyKey } from '@brokkie/db/idempotency-queries';
import { apiFoundation } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// A test-only resource that counts how often it really ran, mounted with the API's foundation
// (the same plugins every API route gets) under /api.
let database: TestDatabase;
let app: FastifyInstance;
let executions = 0;
let failNext = false;
let gate: Promise<void> | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(
    async (api) => {
      await api.register(apiFoundation, { database: database.handle });
      api.withTypeProvider<ZodTypeProvider>().post(
        '/test/order/',
        { schema: { body: z.object({ item: z.string().min(1) }) } },
        async (request, reply) => {
          executions += 1;
          const id = executions;
          if (gate) await gate;
          if (failNext) {
            failNext = false;
            throw new Error('database went away');
          }
          return reply.code(201).header('location', `/test/order/${id}/`).send({ id, item: request.body.item });
        },
      );
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});
beforeEach(() => {
  executions = 0;
  failNext = false;
  gate = undefined;
});

const order = (key: string | undefined, body: unknown = { item: 'kibble' }, headers: Record<string, string> = {}) =>
  app.inject({
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

describe('claims', () => {
  it('lets a claim whose request died be taken over once it is stale', async () => {
    const request = { principal: 'anonymous', key: 'crashed', method: 'POST', path: '/api/x/', requestHash: 'h' };
    const start = new Date('2026-01-01T10:00:00Z');
    const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const claim = (now: Date) => claimIdempotencyKey(database.handle.db, request, { staleAfterMs: 60_000, now });
    expect(await claim(start)).toEqual({ kind: 'claimed' });
    expect(await claim(later(30))).toEqual({ kind: 'in-flight' });
    expect(await claim(later(61))).toEqual({ kind: 'claimed' });
    expect(await claim(later(62))).toEqual({ kind: 'in-flight' });
  });
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
