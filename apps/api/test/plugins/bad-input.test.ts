import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnimalTestKit, dogBody, type Signed } from '../modules/animal/animal-test-kit.ts';

// Issue 17, defect 6: bad input found by the attack answered 500. Each must be a 4xx with the
// API's one error body, in the request's language, and never leak an internal message.

const kit = new AnimalTestKit('10.0.171');
let owner: Signed;

beforeAll(async () => {
  await kit.start();
  owner = await kit.signUp();
});
afterAll(() => kit.stop());

function expectClientError(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = JSON.parse(response.body) as { code?: string; detail?: string };
  expect(typeof body.code).toBe('string');
  expect(typeof body.detail).toBe('string');
}

describe('bad input is a client error, never a 500', () => {
  it('a NUL byte in a text field', async () => {
    expectClientError(await kit.call('POST', '/api/animal/', owner.token, dogBody({ name: 'Re\u0000x' })));
  });

  it.each(['valueOf', 'constructor', 'toString', 'hasOwnProperty', '__proto__'])('an unknown body key named like an Object.prototype member (%s)', async (key) => {
    const response = await kit.call('POST', '/api/animal/', owner.token, { ...dogBody(), [key]: 1 });
    expectClientError(response);
  });

  it('a PATCH body with a prototype-named key', async () => {
    const pet = (await kit.call('POST', '/api/animal/', owner.token, dogBody())).json() as { id: number };
    expectClientError(await kit.call('PATCH', `/api/animal/${pet.id}/`, owner.token, JSON.parse('{"constructor": {"name": "x"}}')));
  });

  it('an image content type on a JSON route', async () => {
    expectClientError(await kit.call('POST', '/api/animal/', owner.token, Buffer.from(JSON.stringify(dogBody())), { 'content-type': 'image/png' }));
  });

  it('a null JSON body', async () => {
    expectClientError(await kit.call('POST', '/api/address/', owner.token, 'null', { 'content-type': 'application/json' }));
    expectClientError(await kit.call('POST', '/api/animal/', owner.token, 'null', { 'content-type': 'application/json' }));
  });

  it('says which field holds the NUL character, in the request’s language', async () => {
    const response = await kit.call('POST', '/api/animal/', owner.token, dogBody({ name: 'Re\u0000x' }), { 'accept-language': 'nl-BE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: [expect.any(String)] });
    expect(response.json().fields.name[0]).not.toBe('No invalid characters allowed');
  });
});
