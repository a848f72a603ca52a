import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.51.${ip}`);
  await browser.signUp(uniqueEmail('draft'), 'woofwoof42', 'Pet Owner');
  const token = await browser.idToken();
  const list = await call('GET', token);
  expect(list.statusCode).toBe(200);
  const customers = await api.app.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
  return { token, customerId: customers.json().results[0].id };
}

function call(method: 'GET' | 'PUT' | 'DELETE', token: string | null, body?: unknown, options: { language?: string; query?: string } = {}) {
  return api.app.inject({
    method,
    url: `/api/questionnaire-draft/${options.query ?? ''}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': options.language ?? 'en',
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const maxHalfDog = {
  type: 'dog',
  name: 'Max',
  sex: 'male',
  exact_birthdate: true,
  birth_date: '14-03-20',
  breed_choice: 'mixed',
  breed_1: '/breeds/3/',
  breed_1_name: 'Labrador Retriever',
  weight: '12,5',
  complaints: ['joints', 'dental'],
};

let alice: Signed;
let bob: Signed;
let staff: string;

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp();
  bob = await signUp();
  const browser = new TestBrowser(api.app, '10.0.51.200');
  expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  staff = await browser.idToken();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /questionnaire-draft/', () => {
  it('gives an empty draft before anything was saved', async () => {
    const response = await call('GET', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pets: [], pet_index: 0, step: 'type', updated_at: null });
  });

  it('needs a signed-in user', async () => {
    const response = await call('GET', null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('PUT /questionnaire-draft/', () => {
  it('saves the answers as typed, and gives them back on the next visit', async () => {
    const draft = { pets: [maxHalfDog, { type: 'cat', name: 'Minou' }], pet_index: 0, step: 'weight' };
    const saved = await call('PUT', alice.token, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(draft);
    expect(Date.parse(saved.json().updated_at)).not.toBeNaN();

    const read = await call('GET', alice.token);
    expect(read.json()).toEqual(saved.json());
    // Another customer sees none of it.
    expect((await call('GET', bob.token)).json().pets).toEqual([]);
  });

  it('replaces the whole draft: the last save wins', async () => {
    await call('PUT', alice.token, { pets: [maxHalfDog], pet_index: 0, step: 'sex' });
    const saved = await call('PUT', alice.token, { pets: [{ ...maxHalfDog, animal_id: 7 }], pet_index: 0, step: 'done' });
    expect(saved.statusCode).toBe(200);
    const read = (await call('GET', alice.token)).json();
    expect(read.pets).toEqual([{ ...maxHalfDog, animal_id: 7 }]);
    expect(read.step).toBe('done');
  });

  it('refuses answers outside the animal enums, with the field named in the reader’s language', async () => {
    const response = await call(
      'PUT',
      bob.token,
      { pets: [{ type: 'hamster', activity: 'lazy', complaints: ['fleas'] }], pet_index: 0, step: 'type' },
      { language: 'nl-be' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual(['pets.0.activity', 'pets.0.complaints.0', 'pets.0.type']);
    expect((await call('GET', bob.token)).json().pets).toEqual([]);
  });

  it('refuses unknown fields, an unknown step and a position outside the pets', async () => {
    const unknownField = await call('PUT', bob.token, { pets: [{ name: 'Rex', colour: 'brown' }], pet_index: 0, step: 'name' });
    expect(unknownField.statusCode).toBe(400);
    expect(Object.keys(unknownField.json().fields)).toEqual(['pets.0.colour']);

    const unknownStep = await call('PUT', bob.token, { pets: [], pet_index: 0, step: 'favourite_toy' });
    expect(unknownStep.statusCode).toBe(400);
    expect(Object.keys(unknownStep.json().fields)).toEqual(['step']);

    const outside = await call('PUT', bob.token, { pets: [{ name: 'Rex' }], pet_index: 3, step: 'name' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.pet_index).toEqual(['The pet this position points to does not exist.']);
  });

  it('keeps a household to ten pets and typed answers short', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `Pet ${index}` }));
    const tooMany = await call('PUT', bob.token, { pets: eleven, pet_index: 0, step: 'name' });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(['pets']);

    const longName = await call('PUT', bob.token, { pets: [{ name: 'x'.repeat(101) }], pet_index: 0, step: 'name' });
    expect(longName.statusCode).toBe(400);
    expect(Object.keys(longName.json().fields)).toEqual(['pets.0.name']);

    const badBreed = await call('PUT', bob.token, { pets: [{ breed_1: 'https://evil.example/' }], pet_index: 0, step: 'breed' });
    expect(badBreed.statusCode).toBe(400);
    expect(Object.keys(badBreed.json().fields)).toEqual(['pets.0.breed_1']);
  });

  it('refuses a body larger than a draft can be', async () => {
    const padding = { pets: [{ name: 'Rex' }], pet_index: 0, step: 'name', junk: 'x'.repeat(40 * 1024) };
    const response = await call('PUT', bob.token, padding);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('lets staff acting as the customer read the draft but not change it', async () => {
    const read = await call('GET', staff, undefined, { query: `?customer_override=${alice.customerId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().pets[0].name).toBe('Max');

    const write = await call('PUT', staff, { pets: [], pet_index: 0, step: 'type' }, { query: `?customer_override=${alice.customerId}` });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', alice.token)).json().pets).toHaveLength(1);
  });
});

describe('DELETE /questionnaire-draft/', () => {
  it('forgets the answers; the next read is an empty draft again', async () => {
    await call('PUT', bob.token, { pets: [{ name: 'Rex' }], pet_index: 0, step: 'sex' });
    const deleted = await call('DELETE', bob.token);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', bob.token)).json()).toEqual({ pets: [], pet_index: 0, step: 'type', updated_at: null });
    // Deleting what is not there is fine too.
    expect((await call('DELETE', bob.token)).statusCode).toBe(204);
  });
});
