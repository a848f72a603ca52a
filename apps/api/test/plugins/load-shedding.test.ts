import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';
import { buildApi } from '../../src/app.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { LOAD_SHEDDING_MAX_WAITING: '4', LOAD_SHEDDING_MAX_WAIT_MS: '1000' } });
});
afterAll(() => api?.close());

// Each URL its own (the public responses are kept per URL once read): every request reads the database.
const countryPage = (offset: number, locale = 'en') =>
  api.app.inject({ method: 'GET', url: `/api/country/?limit=1&offset=${offset}`, headers: { 'accept-language': locale } });

describe('a bounded queue in front of the database', () => {
  it('answers what it cannot do in time with 503 and Retry-After at once, and serves the rest', async () => {
    // Requests arriving one after another, each while the ones before it wait for the database.
    const arriving = [];
    for (let index = 0; index < 60; index += 1) {
      arriving.push(countryPage(index, index % 2 ? 'nl-BE' : 'en'));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answers = await Promise.all(arriving);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    const served = answers.filter((answer) => answer.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length + served.length).toBe(60);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const inDutch = refused.find((answer) => answer.headers['content-language'] === 'nl-BE') ?? refused[0]!;
    expect([
      { detail: 'Het is nu erg druk. Probeer het zo meteen opnieuw.', code: 'service_unavailable' },
      { detail: 'We are very busy right now. Please try again in a moment.', code: 'service_unavailable' },
    ]).toContainEqual(inDutch.json());
    // Once the queue is worked off, everyone is served again.
    expect((await countryPage(1000)).statusCode).toBe(200);
  });

  it('still answers the health check, which a load balancer asks while the API is busiest', async () => {
    const busy = await buildApi({
      database: { ...api.database.handle, pressure: () => ({ waiting: 10_000, oldestWaitMs: 30_000 }) },
      identity: { devOidc: { enabled: false, port: 0 } },
    });
    try {
      expect((await busy.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      const refused = await busy.inject({ method: 'GET', url: '/api/country/', headers: { 'accept-language': 'de' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: 'Gerade ist sehr viel los. Bitte versuch es gleich noch einmal.', code: 'service_unavailable' });
    } finally {
      await busy.close();
    }
  });
});
