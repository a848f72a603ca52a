import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFoundation } from '../../src/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(
    async (api) => {
      await api.register(apiFoundation, { database: database.handle });
      api.get('/test/context/', async (request) => ({ ...request.context, greeting: request.t('errors.not_found') }));
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('request context', () => {
  it('reads JR-Token, customer_override, Authorization and Accept-Language in one place', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/context/?customer_override=hid_AB12&other=1',
      headers: {
        'jr-token': 'jrt-123',
        authorization: 'Bearer eyJhbGciOi.payload.signature',
        'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5',
        'idempotency-key': 'k-1',
      },
    });
    expect(response.json()).toEqual({
      locale: 'fr-be',
      languageTag: 'fr-BE',
      jrToken: 'jrt-123',
      customerOverride: 'hid_AB12',
      authorization: 'Bearer eyJhbGciOi.payload.signature',
      bearerToken: 'eyJhbGciOi.payload.signature',
      idempotencyKey: 'k-1',
      principal: `authorization:${createHash('sha256').update('Bearer eyJhbGciOi.payload.signature').digest('hex')}`,
      greeting: 'L’élément demandé est introuvable.',
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('defaults to nl-be and an anonymous principal', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/context/' });
    expect(response.json()).toEqual({
      locale: 'nl-be',
      languageTag: 'nl-BE',
      principal: 'anonymous',
      greeting: 'Het gevraagde item werd niet gevonden.',
    });
  });

  it('maps browser languages to the six locales', async () => {
    const locale = async (header: string) =>
      (await app.inject({ method: 'GET', url: '/api/test/context/', headers: { 'accept-language': header } })).json().locale;
    expect(await locale('de-AT,de;q=0.9')).toBe('de');
    expect(await locale('nl-NL')).toBe('nl');
    expect(await locale('en-US,en;q=0.9')).toBe('en');
    expect(await locale('ja')).toBe('nl-be');
  });
});
