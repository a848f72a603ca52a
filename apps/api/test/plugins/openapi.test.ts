import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, relative to the /api server', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    const paths = Object.keys(document.paths);
    // A sample from every module: each registers through the same zod type provider, so a
    // module missing here means its routes were hidden from the document.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/auth/session-sync',
        '/country/',
        '/country/{id}/',
        '/customer/',
        '/customer/feedback_count/',
        '/customer/{id}/',
        '/dev/mailbox/',
        '/health/',
        '/language/{id}/',
        '/breeds/',
        '/product/{id}/',
        '/animal/',
        '/animal/{id}/get_or_create_diet/',
        '/animal/{id}/diet_preview/',
        '/pricings/',
        '/delivery/calculate_prices/',
        '/couponcode/couponcode_exists/',
        '/address/',
        '/address-lookup/find/',
        '/reminder/',
        '/reminder/{id}/',
        '/reminder/occurrences/',
        '/remindercompletion/',
        '/remindercompletion/{id}/',
        '/reminderdeletion/',
        '/calendarfeed/',
        '/calendar/{token}/',
        '/insurancelead/',
        '/insurancelead/{id}/',
        '/insurancelead/decision/',
        '/dev/insurance/leads/',
      ]),
    );
    // Paths read as the spec writes them: OpenAPI templates, never Fastify's `:id`.
    for (const path of paths) expect(path).not.toContain(':');
    expect(document.components.schemas).toHaveProperty('Country');
    expect(document.components.schemas).toHaveProperty('Language');
    expect(document.components.schemas).toHaveProperty('ApiError');
  });

  it('declares parameters, the success body and the error body of each operation', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const detail: Operation = document.paths['/country/{id}/'].get;
    expect(detail.operationId).toBe('getCountry');
    const parameters = detail.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`) ?? [];
    expect(parameters).toEqual(
      expect.arrayContaining(['path:id', 'query:customer_override', 'header:accept-language', 'header:jr-token']),
    );
    expect(detail.responses['200']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Country' });
    for (const status of ['400', '404', '500']) {
      expect(detail.responses[status]?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
    }
    const list: Operation = document.paths['/country/'].get;
    expect(list.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['limit', 'offset']));
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from local assets', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    expect(page.body).not.toMatch(/<script[^>]+src="https?:/);
    const bundle = await api.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const spec = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().openapi).toBe('3.1.0');
  });
});
