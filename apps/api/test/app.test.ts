import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// The web server mounts the API beside its own catch-all page route; the API must still answer
// everything under /api itself, and leave the rest alone.
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(apiPlugin, { prefix: '/api', database: database.handle });
  app.all('/*', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  app.setErrorHandler(async (_error, _request, reply) => reply.code(500).send('web error page'));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('apiPlugin inside a web server', () => {
  it('serves the API under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/country/1/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().short_name).toBe('BE');
  });

  it('keeps unknown API paths, redirects and 405s from the page route', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/unknown/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const bare = await app.inject({ method: 'GET', url: '/api/country' });
    expect(bare.statusCode).toBe(301);
    const post = await app.inject({ method: 'POST', url: '/api/language/', payload: {} });
    expect(post.statusCode).toBe(405);
  });

  it('leaves pages, and the web server error handling, to the web server', async () => {
    const page = await app.inject({ method: 'GET', url: '/fr-be/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>page</p>');
    expect(page.headers['x-request-id']).toBeUndefined();
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
