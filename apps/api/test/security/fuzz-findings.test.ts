import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../helpers/test-browser.ts';
import { errorBodyProblem } from './openapi-operations.ts';

// What the schema fuzz (schema-fuzz.test.ts, issue 17) found, each kept here as the request that
// showed it: every one must be a 4xx with the one error body in the caller's language.

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  const browser = new TestBrowser(api.app, '10.96.0.1');
  await browser.signUp(uniqueEmail('fuzz.finding'), 'woofwoof42');
  token = await browser.idToken();
});
afterAll(() => api?.close());

function expectOneErrorBody(response: { statusCode: number; body: string; headers: Record<string, unknown> }, language: string) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(errorBodyProblem(response.body, String(response.headers['content-type']))).toBeUndefined();
  expect(response.headers['content-language']).toBe(language);
  return JSON.parse(response.body) as { code: string; detail: string; fields?: Record<string, string[]> };
}

describe('a URL the router cannot decode (Fastify answered its own {error, code: FST_ERR_BAD_URL, message})', () => {
  it.each([
    ['a broken UTF-8 escape', '/api/animal/%E0%A4%A/'],
    ['a lone percent sign', '/api/feedbackquestion/%/'],
    ['an escape of no hex digits', '/api/media/%zz'],
  ])('%s', async (_, url) => {
    const response = await api.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-BE' } });
    expect(expectOneErrorBody(response, 'fr-BE')).toEqual({ code: 'bad_request', detail: 'La requête n’est pas valide.' });
    // No hook runs for what the router refuses: the headers of every answer are set all the same.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('a NUL character in a path parameter (PostgreSQL refuses it: 500 on GET /calendar/%00/)', () => {
  it.each([
    ['the calendar feed’s secret', '/api/calendar/%00/', undefined],
    ['a feed secret with a NUL inside', '/api/calendar/abc%00def/', undefined],
    ['a media key', '/api/media/animals/%00.webp', undefined],
    ['a pet id', '/api/animal/1%00/', 'token'],
  ])('%s', async (_, url, withToken) => {
    const response = await api.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'de', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    });
    expectOneErrorBody(response, 'de-DE');
  });
});
