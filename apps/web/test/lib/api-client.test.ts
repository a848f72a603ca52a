import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ApiNetworkError, createApiClient, resolveApiUrl, retriesFor, type ApiClientOptions } from '../../app/lib/api-client.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake fetch answering from a queue of [status, body] and recording every call. */
function fakeFetch(answers: Array<[number, unknown?]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const [status, body] = answers.shift() ?? [200, {}];
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(answers: Array<[number, unknown?]>, extra: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(answers);
  let key = 0;
  const api = createApiClient({
    baseUrl: 'http://api.test/api',
    locale: () => 'fr-be',
    fetch: fake.fetch,
    createIdempotencyKey: () => `key-${++key}`,
    ...extra,
  });
  return { api, calls: fake.calls };
}

describe('urls', () => {
  it('joins API paths to the base URL and keeps absolute hyperlinks', () => {
    expect(resolveApiUrl('/api', '/customer/')).toBe('/api/customer/');
    expect(resolveApiUrl('http://x/api/', 'country/1/')).toBe('http://x/api/country/1/');
    expect(resolveApiUrl('/api', 'https://api.example/mandate/3/')).toBe('https://api.example/mandate/3/');
  });
});

describe('headers and query (§7)', () => {
  it('always sends Accept-Language with the current locale and nothing optional when absent', async () => {
    const { api, calls } = client([[200, { ok: true }]]);
    await expect(api.get('/customer/')).resolves.toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('http://api.test/api/customer/');
    expect(call?.headers.get('Accept-Language')).toBe('fr-be');
    expect(call?.headers.has('JR-Token')).toBe(false);
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(call?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends JR-Token, Authorization and customer_override when present', async () => {
    const { api, calls } = client([[200, {}]], {
      jrToken: () => 'jr-123',
      customerOverride: () => '42',
      tokens: { getToken: async () => 'id-token' },
    });
    await api.get('/animal/', { query: { all: true, limit: 12, skip: undefined } });
    const [call] = calls;
    expect(call?.url).toBe('http://api.test/api/animal/?all=true&limit=12&customer_override=42');
    expect(call?.headers.get('JR-Token')).toBe('jr-123');
    expect(call?.headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('adds customer_override to a hyperlink that already has a query', async () => {
    const { api, calls } = client([[200, {}]], { customerOverride: () => '7' });
    await api.get('/delivery/5/latest_payment/?checkout=true&is_shop=false');
    expect(calls[0]?.url).toBe('http://api.test/api/delivery/5/latest_payment/?checkout=true&is_shop=false&customer_override=7');
  });

  it('sends JSON bodies with an Idempotency-Key on non-idempotent methods', async () => {
    const { api, calls } = client([[201, { id: 1 }]]);
    await api.post('/address/', { city: 'Gent' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0]?.body).toBe('{"city":"Gent"}');
  });

  it('generates uuid idempotency keys by default', async () => {
    const fake = fakeFetch([[200, {}]]);
    const api = createApiClient({ baseUrl: '/api', locale: () => 'nl-be', fetch: fake.fetch });
    await api.patch('/customer/1/', { firstname: 'An' });
    expect(fake.calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('retry policy (§7)', () => {
  it('retries idempotent methods 0 times and the others once', () => {
    expect(retriesFor('GET')).toBe(0);
    expect(retriesFor('PUT')).toBe(0);
    expect(retriesFor('DELETE')).toBe(0);
    expect(retriesFor('POST')).toBe(1);
    expect(retriesFor('PATCH')).toBe(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a POST once on %i with the same Idempotency-Key', async (status) => {
    const { api, calls } = client([[status, { detail: 'busy', code: 'busy' }], [201, { id: 9 }]]);
    await expect(api.post('/animal/', { name: 'Rex' })).resolves.toEqual({ id: 9 });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('gives up after one retry', async () => {
    const { api, calls } = client([[503], [503], [200]]);
    await expect(api.patch('/animal/1/', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 403, 404, 422, 501])('does not retry a POST on %i', async (status) => {
    const { api, calls } = client([[status], [200]]);
    await expect(api.post('/address/', {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('never retries %s', async (method) => {
    const { api, calls } = client([[503], [200]]);
    await expect(api.request(method, '/reminder/1/')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });
});

describe('errors', () => {
  it('parses the API error body into ApiError', async () => {
    const { api } = client([[400, { detail: 'Invalid input.', code: 'invalid', fields: { postal_code: ['Invalid postalcode'] } }]]);
    const error = await api.post('/address/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid',
      detail: 'Invalid input.',
      message: 'Invalid input.',
      fields: { postal_code: ['Invalid postalcode'] },
      method: 'POST',
    });
  });

  it('falls back to the status for a body of another shape', async () => {
    const { api } = client([[502, '<html>']]);
    await expect(api.get('/country/')).rejects.toMatchObject({ status: 502, code: 'http_502', fields: {} });
  });

  it('reports network failures as ApiNetworkError', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      locale: () => 'en',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(api.get('/country/')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('calls the 401 hook once and retries when it refreshed the token', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { api, calls } = client([[401, { detail: 'Expired', code: 'token_expired' }], [200, { id: 1 }]], {
      tokens: { getToken: () => token },
      onUnauthorized,
    });
    await expect(api.get('/customer/')).resolves.toEqual({ id: 1 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop on a second 401', async () => {
    const { api, calls } = client([[401], [401], [200]], { onUnauthorized: () => true });
    await expect(api.get('/customer/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
  });
});

describe('responses', () => {
  it('validates with a schema, handles 204 and text', async () => {
    const { api } = client([[200, { id: 3 }], [204], [200, 'plain']]);
    await expect(api.get('/x/', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 3 });
    await expect(api.delete('/x/1/')).resolves.toBeUndefined();
    await expect(api.get('/x/', { responseType: 'text' })).resolves.toBe('"plain"');
  });
});
