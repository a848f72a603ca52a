import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app.ts';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';

// The development tools (issue 17, defect 5): the routes under /api/dev/ read every customer's
// mail (password-reset links included) and move the billing clock. They exist only with
// DEV_TOOLS=on, never in production, and answer only a caller on this machine; anyone else gets
// the very answer of a route that does not exist.

let on: TestApi;
let off: FastifyInstance;
let behindProxy: FastifyInstance;
let devRoutes: Array<{ method: string; url: string }>;

const outsider = '203.0.113.9';

beforeAll(async () => {
  on = await createTestApi({ devTools: true });
  off = await buildApi({ database: on.database.handle, devTools: false, identity: { devOidc: { enabled: false, port: 0 } } });
  behindProxy = await buildApi({ database: on.database.handle, devTools: true, trustProxy: true, identity: { devOidc: { enabled: false, port: 0 } } });
  // Every development operation the API documents: a new one is covered without another test.
  const document = (await on.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  devRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/dev/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: `/api${path.replace(/\{[^}]+\}/g, '1')}` })),
    );
});
afterAll(async () => {
  await off?.close();
  await behindProxy?.close();
  await on?.close();
});

function request(route: { method: string; url: string }, extra: Partial<InjectOptions> = {}): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url: route.url,
    headers: { 'accept-language': 'en' },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    ...extra,
  };
}

describe('the development tools', () => {
  it('are the routes under /dev/ (mailbox, billing, reminders, insurance, tracking)', () => {
    const paths = devRoutes.map((route) => `${route.method} ${route.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/dev/mailbox/',
        'GET /api/dev/mailbox/1/',
        'POST /api/dev/billing/run/',
        'GET /api/dev/billing/clock/',
        'DELETE /api/dev/billing/clock/',
        'POST /api/dev/reminder/notices/run/',
        'GET /api/dev/insurance/leads/',
        'POST /api/dev/insurance/handover/run/',
        'POST /api/dev/insurance/leads/1/decision/',
        'POST /api/dev/tracking/forward/run/',
        'GET /api/dev/tracking/events/',
      ]),
    );
  });

  it('answer a caller on this machine when DEV_TOOLS=on', async () => {
    expect((await on.app.inject(request({ method: 'GET', url: '/api/dev/mailbox/' }))).statusCode).toBe(200);
    expect((await on.app.inject(request({ method: 'GET', url: '/api/dev/billing/clock/' }, { remoteAddress: '127.0.0.1' }))).statusCode).toBe(200);
    expect((await on.app.inject(request({ method: 'GET', url: '/api/dev/tracking/events/' }, { remoteAddress: '::ffff:127.0.0.1' }))).statusCode).toBe(200);
    expect((await on.app.inject(request({ method: 'GET', url: '/api/dev/insurance/leads/' }, { remoteAddress: '::1' }))).statusCode).toBe(200);
    expect((await on.app.inject(request({ method: 'POST', url: '/api/dev/reminder/notices/run/' }))).statusCode).toBe(200);
    // Behind a trusted proxy, a request the proxy forwards for this machine.
    const forwarded = await behindProxy.inject(request({ method: 'GET', url: '/api/dev/mailbox/' }, { headers: { 'x-forwarded-for': '127.0.0.1' } }));
    expect(forwarded.statusCode).toBe(200);
  });

  it('are absent without DEV_TOOLS: every one answers as a route that does not exist', async () => {
    expect(devRoutes.length).toBeGreaterThanOrEqual(11);
    for (const route of devRoutes) {
      const response = await off.inject(request(route));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: `There is no API endpoint at ${route.url}.`, code: 'not_found' });
    }
    const document = (await off.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/dev/'))).toEqual([]);
  });

  it('answer an outside caller with the 404 of an unknown route even with DEV_TOOLS=on', async () => {
    for (const route of devRoutes) {
      const answer = await on.app.inject(request(route, { remoteAddress: outsider }));
      const absent = await off.inject(request(route));
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(answer.json()).toEqual(absent.json());
    }
  });

  it('do not give themselves away to an outside caller by a redirect, a 405 or an encoded path', async () => {
    const probes: Array<{ method: string; url: string }> = [
      { method: 'GET', url: '/api/dev/mailbox' },
      { method: 'POST', url: '/api/dev/billing/run' },
      { method: 'PUT', url: '/api/dev/mailbox/' },
      { method: 'OPTIONS', url: '/api/dev/billing/clock/' },
      { method: 'HEAD', url: '/api/dev/mailbox/' },
      { method: 'GET', url: '/api/%64ev/mailbox/' },
      { method: 'GET', url: '/api/dev/mailbox/?to=victim%40example.com' },
    ];
    for (const probe of probes) {
      const answer = await on.app.inject(request(probe, { remoteAddress: outsider }));
      const absent = await off.inject(request(probe));
      expect(answer.statusCode, `${probe.method} ${probe.url}`).toBe(absent.statusCode);
      expect(answer.body).toBe(absent.body);
    }
  });

  it('answer nobody behind a trusted proxy but this machine: the client address the proxy reports counts too', async () => {
    const answer = await behindProxy.inject(
      request({ method: 'GET', url: '/api/dev/mailbox/' }, { headers: { 'x-forwarded-for': outsider, 'accept-language': 'en' } }),
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ detail: 'There is no API endpoint at /api/dev/mailbox/.', code: 'not_found' });
  });

  it('stop a production deployment from starting when DEV_TOOLS=on', async () => {
    const production = { production: true, devOidc: { enabled: false, port: 0 }, seedStaffAccount: false };
    await expect(buildApi({ database: on.database.handle, identity: production, env: { DEV_TOOLS: 'on' } })).rejects.toThrow(
      /DEV_TOOLS=on is refused in a production deployment/,
    );
    await expect(buildApi({ database: on.database.handle, identity: production, devTools: true })).rejects.toThrow(/refused in a production deployment/);
  });
});
