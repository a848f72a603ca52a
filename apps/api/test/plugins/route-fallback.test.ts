import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('paths without their trailing slash', () => {
  it('redirects GET permanently to the slashed path, keeping the query', async () => {
    const list = await api.app.inject({ method: 'GET', url: '/api/country?limit=2' });
    expect(list.statusCode).toBe(301);
    expect(list.headers.location).toBe('/api/country/?limit=2');
    const detail = await api.app.inject({ method: 'GET', url: '/api/language/3' });
    expect(detail.statusCode).toBe(301);
    expect(detail.headers.location).toBe('/api/language/3/');
  });

  it('redirects HEAD too', async () => {
    const response = await api.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/health/');
  });
});

describe('methods a path does not serve', () => {
  it('answers 405 with Allow, in the request language', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/country/',
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ detail: 'Method "POST" is not allowed here.', code: 'method_not_allowed' });
  });

  it('answers 405 for a detail path, with or without the slash', async () => {
    const slashed = await api.app.inject({ method: 'DELETE', url: '/api/language/1/', headers: { 'accept-language': 'nl' } });
    expect(slashed.statusCode).toBe(405);
    expect(slashed.json()).toEqual({ detail: 'De methode "DELETE" is hier niet toegestaan.', code: 'method_not_allowed' });
    const bare = await api.app.inject({ method: 'DELETE', url: '/api/language/1' });
    expect(bare.statusCode).toBe(405);
  });

  it('answers OPTIONS (no route at all) the same way', async () => {
    const response = await api.app.inject({ method: 'OPTIONS', url: '/api/country/' });
    expect(response.statusCode).toBe(405);
    expect(response.json().code).toBe('method_not_allowed');
  });
});

describe('unknown paths', () => {
  it('answers 404 in the error shape', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing/here/', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'There is no API endpoint at /api/nothing/here/.', code: 'not_found' });
  });

  it('answers 404 for a path that exists with neither form', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers 404 outside the API prefix as well (standalone server)', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/elsewhere', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Unter /elsewhere gibt es keinen API-Endpunkt.', code: 'not_found' });
  });
});

describe('GET /api/', () => {
  it('indexes the resources with API-relative links', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      country: '/country/',
      language: '/language/',
      customer: '/customer/',
      health: '/health/',
      openapi: '/openapi.json',
      docs: '/docs',
    });
  });
});
