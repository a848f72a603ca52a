import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

// RATE_LIMIT_STORE=redis: the identity service's per-IP limits counted in Redis, shared by every
// instance. Needs a Redis (REDIS_URL): CI's PostgreSQL step sets it; without one, skipped.
const redisUrl = process.env.REDIS_URL;
const prefix = `brokkie-test:${randomUUID()}:`;

let one: TestApi;
let other: TestApi;
beforeAll(async () => {
  if (!redisUrl) return;
  // Two instances on two databases: only the Redis store can make them count together.
  const identity = { rateLimitStore: { kind: 'redis' as const, url: redisUrl, prefix } };
  [one, other] = await Promise.all([createTestApi({ identity }), createTestApi({ identity })]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
  if (!redisUrl) return;
  const client = createClient({ url: redisUrl });
  await client.connect();
  const keys = await client.keys(`${prefix}*`);
  if (keys.length > 0) await client.del(keys);
  await client.close();
});

describe.runIf(redisUrl)('the per-IP rate limits in Redis', () => {
  it('count a client’s sign-ins at every instance together, in Redis and not in the database', async () => {
    const address = '198.51.100.23';
    const attempt = (api: TestApi) =>
      new TestBrowser(api.app, address).request('POST', '/api/auth/sign-in/email', {
        // A new address each time: the per-account limit (10 failures per address) stays out of it.
        body: { email: uniqueEmail(), password: 'not-the-password' },
        headers: { 'accept-language': 'en' },
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt(index % 2 === 0 ? one : other)).statusCode).not.toBe(429);
    }
    const refused = await attempt(one);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'throttled' });
    expect((await attempt(other)).statusCode).toBe(429);

    // Another client is not affected.
    const elsewhere = new TestBrowser(other.app, '198.51.100.24').request('POST', '/api/auth/sign-in/email', {
      body: { email: uniqueEmail(), password: 'not-the-password' },
    });
    expect((await elsewhere).statusCode).not.toBe(429);

    const client = createClient({ url: redisUrl });
    await client.connect();
    expect((await client.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    await client.close();
    expect(await one.database.handle.db.select().from(authRateLimits)).toEqual([]);
  });
});
