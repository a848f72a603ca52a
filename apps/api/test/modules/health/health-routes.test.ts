import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { buildApi } from '../../../src/app.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/health/', () => {
  it('reports ok and which database answered', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'pglite',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not', async () => {
    const database = await createTestDatabase();
    const app = await buildApi({ database: database.handle });
    await database.handle.close();
    const response = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The database cannot be reached right now. Please try again in a few minutes.',
      code: 'service_unavailable',
    });
    await app.close();
    await database.dispose();
  });
});
