import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFoundation } from '../../src/app.ts';
import { ApiProblem } from '../../src/lib/api-problem.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Test-only routes with the API's foundation, to exercise every kind of error.
let database: TestDatabase;
let app: FastifyInstance;

const profile = z.object({
  name: z.string().min(2).max(10),
  email: z.email(),
  age: z.number().int().min(0).max(40),
  kind: z.enum(['dog', 'cat']),
  // packages/domain's convention: the message is a catalog key, its values in params.
  nickname: z.string().superRefine((_value, ctx) => {
    ctx.addIssue({ code: 'custom', message: 'validation.max', params: { count: 60 } });
  }),
  address: z.object({
    postal_code: z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'validation.postal_code.min_value', params: { min: 1000 } });
    }),
  }),
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(
    async (api) => {
      await api.register(apiFoundation, { database: database.handle });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.post('/test/profile/', { schema: { body: profile } }, async () => ({ ok: true }));
      typed.get('/test/crash/', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      typed.get('/test/problem/', async () => {
        throw new ApiProblem({
          statusCode: 409,
          code: 'delivery_locked',
          detail: { key: 'api.errors.permission_denied' },
          fields: { date: [{ key: 'validation.required' }] },
        });
      });
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('validation errors', () => {
  it('translates every field, zod defaults and domain keys alike (English)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile/',
      headers: { 'accept-language': 'en' },
      payload: { name: 'A', email: 'not-an-email', age: 41.5, kind: 'fish', nickname: 'x', address: { postal_code: '12' }, extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: {
        name: ['The minimum length is 2 characters.'],
        email: ['Invalid email address. Please enter a valid email.'],
        age: ['Please enter a whole number.'],
        kind: ['Please choose one of: dog, cat.'],
        nickname: ['The maximum length is 60 characters.'],
        'address.postal_code': ['Number must be greater than or equal to 1000.'],
      },
    });
  });

  it('says "required" for a missing field, in Dutch', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile/',
      headers: { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8' },
      payload: { email: 'ann@example.com', age: 3, kind: 'dog', nickname: 'x', address: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: ['Dit veld is verplicht.'],
      nickname: ['De maximale lengte is 60 tekens.'],
      'address.postal_code': ['Dit veld is verplicht.'],
    });
  });

  it('reports a wrong body as a whole under non_field_errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile/',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ non_field_errors: ['Non valide'] });
  });
});

describe('request errors', () => {
  it('answers malformed JSON with parse_error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile/',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The request body could not be read: it is not valid JSON.',
      code: 'parse_error',
    });
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/profile/',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<profile/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Unsupported media type "application/xml". Please send application/json.',
      code: 'unsupported_media_type',
    });
  });
});

describe('server errors', () => {
  it('answers 500 without leaking the cause', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash/', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Ein unerwarteter Fehler ist aufgetreten. Bitte später erneut versuchen.',
      code: 'internal_error',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });
});

describe('ApiProblem', () => {
  it('sends its status, code and translated detail and fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/problem/', headers: { 'accept-language': 'fr-BE' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
      code: 'delivery_locked',
      fields: { date: ['Ce champ est obligatoire.'] },
    });
  });
});
