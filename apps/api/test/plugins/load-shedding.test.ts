import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabasePressure } from '@brokkie/db/embedded-turns';
import { buildApi } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// The queue in front of the database as the test sets it (how PGlite's is measured:
// packages/db/test/embedded-turns.test.ts).
let pressure: DatabasePressure = { waiting: 0, oldestWaitMs: 0 };
let database: TestDatabase;
let api: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await buildApi({
    database: { ...database.handle, pressure: () => pressure },
    identity: { devOidc: { enabled: false, port: 0 } },
    env: { LOAD_SHEDDING_MAX_WAITING: '4', LOAD_SHEDDING_MAX_WAIT_MS: '1000' },
  });
});
afterAll(async () => {
  await api?.close();
  await database?.dispose();
});

const countries = (locale = 'en') => api.inject({ method: 'GET', url: '/api/country/?limit=1', headers: { 'accept-language': locale } });

describe('a bounded queue in front of the database', () => {
  it('serves while the queue is within its bound, and answers 503 with Retry-After at once past it', async () => {
    pressure = { waiting: 3, oldestWaitMs: 900 };
    expect((await countries()).statusCode).toBe(200);

    pressure = { waiting: 4, oldestWaitMs: 10 };
    const tooMany = await countries('nl-BE');
    expect(tooMany.statusCode).toBe(503);
    expect(tooMany.headers['retry-after']).toBe('1');
    expect(tooMany.headers['cache-control']).toBe('no-store');
    expect(tooMany.json()).toEqual({ detail: 'Het is nu erg druk. Probeer het zo meteen opnieuw.', code: 'service_unavailable' });

    pressure = { waiting: 1, oldestWaitMs: 1000 };
    const tooLong = await countries('fr-BE');
    expect(tooLong.statusCode).toBe(503);
    expect(tooLong.json()).toEqual({ detail: 'Nous sommes très sollicités en ce moment. Veuillez réessayer dans un instant.', code: 'service_unavailable' });

    // Once the queue is worked off, everyone is served again.
    pressure = { waiting: 0, oldestWaitMs: 0 };
    expect((await countries()).statusCode).toBe(200);
  });

  it('still answers the health check, which a load balancer asks while the API is busiest', async () => {
    pressure = { waiting: 10_000, oldestWaitMs: 30_000 };
    expect((await api.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    const refused = await countries('de');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: 'Gerade ist sehr viel los. Bitte versuch es gleich noch einmal.', code: 'service_unavailable' });
  });
});
