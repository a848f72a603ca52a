import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFoundation, buildApi } from '../../src/app.ts';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';

// Security headers (issue 17, defect 4): every answer of the API — data, errors, redirects, the
// fallback's 404 and a crash alike — says that it is data (a Content-Security-Policy that loads
// nothing), may not be framed, sniffed or opened beside another site, and, over HTTPS, that the
// site is HTTPS only.

let api: TestApi;
let behindProxy: FastifyInstance;
let crashing: FastifyInstance;

beforeAll(async () => {
  api = await createTestApi();
  behindProxy = await buildApi({ database: api.database.handle, trustProxy: true, devTools: false, identity: { devOidc: { enabled: false, port: 0 } } });
  // A route that fails as nothing in the real API should: the 500 carries the headers too.
  crashing = Fastify();
  await crashing.register(
    async (scope) => {
      await scope.register(apiFoundation, { database: api.database.handle });
      scope.get('/crash/', async () => {
        throw new Error('unexpected');
      });
    },
    { prefix: '/api' },
  );
  await crashing.ready();
});
afterAll(async () => {
  await crashing?.close();
  await behindProxy?.close();
  await api?.close();
});

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions, what).toContain(feature);
  // Served over plain HTTP: no HSTS (a browser ignores it there, and a local run must stay reachable).
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

describe('the security headers of the API', () => {
  it('are on every answer: data, a 304, validation and authentication errors, redirects, 404, 405', async () => {
    const country = await api.app.inject({ method: 'GET', url: '/api/country/' });
    expect(country.statusCode).toBe(200);
    expectSecurityHeaders(country, '200');

    const notModified = await api.app.inject({ method: 'GET', url: '/api/country/', headers: { 'if-none-match': String(country.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expectSecurityHeaders(notModified, '304');

    const cases: Array<[string, string, number]> = [
      ['GET', '/api/country/?limit=0', 400],
      ['POST', '/api/animal/', 401],
      ['GET', '/api/customer/', 401],
      ['GET', '/api/no-such-thing/', 404],
      ['GET', '/api/country', 301],
      ['DELETE', '/api/country/', 405],
      ['GET', '/api/openapi.json', 200],
    ];
    for (const [method, url, status] of cases) {
      const response = await api.app.inject({ method: method as 'GET', url });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expectSecurityHeaders(response, `${method} ${url}`);
    }
  });

  it('let the social sign-in’s way back keep the window that opened it (the re-authentication popup)', async () => {
    const callback = await api.app.inject({ method: 'GET', url: '/api/auth/callback/google?state=unknown&code=nothing' });
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['x-frame-options']).toBe('DENY');
    expect(callback.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('are on the answer outside /api of the API alone', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response, 'outside /api');
  });

  it('are on a crash (500)', async () => {
    const response = await crashing.inject({ method: 'GET', url: '/api/crash/' });
    expect(response.statusCode).toBe(500);
    expectSecurityHeaders(response, '500');
  });

  it('add HSTS only over HTTPS: a TLS socket, or a trusted proxy that says so', async () => {
    const proxied = await behindProxy.inject({ method: 'GET', url: '/api/country/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await behindProxy.inject({ method: 'GET', url: '/api/country/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY nobody may say it came over HTTPS.
    const untrusted = await api.app.inject({ method: 'GET', url: '/api/country/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('leave the pages of the API their own policy, framed by nobody', async () => {
    // The sandbox's hosted checkout: plain HTML with its styles inline and a form to itself.
    const checkout = await api.app.inject({ method: 'GET', url: '/api/sandbox-payments/tr_unknown/' });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.headers['content-type']).toContain('text/html');
    expect(checkout.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(checkout.headers['referrer-policy']).toBe('no-referrer');
    expect(checkout.headers['x-frame-options']).toBe('DENY');
    expect(checkout.headers['x-content-type-options']).toBe('nosniff');

    // The Swagger UI loads its own scripts and styles, from here only.
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});
