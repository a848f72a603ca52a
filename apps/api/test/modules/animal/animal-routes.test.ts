import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayIsoDate } from '@brokkie/domain/dates';
import { animals } from '@brokkie/db/schema';
import { AnimalTestKit, catBody, dogBody, type Signed } from './animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.40');
let alice: Signed;
let bob: Signed;
let staff: string;
let dogBreed: number;
let catBreed: number;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  staff = await kit.signInAsStaff();
  dogBreed = await kit.addBreed('dog', 25, 32, 'large');
  catBreed = await kit.addBreed('cat', 3.5, 5.5);
});
afterAll(() => kit.stop());

async function create(owner: Signed, body: Record<string, unknown>) {
  const response = await kit.call('POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function yearsAgo(years: number, dayOffset = 0): string {
  const [y, m, d] = todayIsoDate().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
  return date.toISOString().slice(0, 10);
}

describe('POST /animal/', () => {
  it('creates a dog with every field and answers 201 with the wire object', async () => {
    const response = await kit.call(
      'POST',
      '/api/animal/',
      alice.token,
      dogBody({
        exact_birthdate: false,
        breed_1: `/breeds/${dogBreed}/`,
        size: 'large',
        sterilised: true,
        activity: 'active',
        amount_wet_food: 100,
        portions_wet: 3,
        complaints: ['joints', 'allergies', 'joints'],
        condition: 'overweight',
        percentage_fresh_food: 10,
        percentage_treats: 5,
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(response.headers.location).toBe(`/api/animal/${created.id}/`);
    expect(created).toEqual({
      id: created.id,
      url: `/animal/${created.id}/`,
      name: 'Rex',
      type: 'dog',
      sex: 'male',
      dateOfBirth: '2020-05-17',
      exact_birthdate: false,
      breed_1: `/breeds/${dogBreed}/`,
      breed_2: null,
      size: 'large',
      sterilised: true,
      nurturing: false,
      indoor: null,
      activity: 'active',
      amount_wet_food: 100,
      portions_wet: 3,
      complaints: ['joints', 'allergies'],
      condition: 'overweight',
      percentage_fresh_food: 10,
      percentage_treats: 5,
      weight: 24.5,
      status: 'active',
      stop_kind: null,
      stop_reason: null,
      image: null,
      selected_product: null,
    });
  });

  it('fills in the defaults (percentages 0, moderate, ideal, exact birth date)', async () => {
    const created = await create(alice, catBody({ name: 'Defaults', breed_1: `/breeds/${catBreed}/` }));
    expect(created).toMatchObject({
      exact_birthdate: true,
      breed_2: null,
      size: null,
      nurturing: false,
      indoor: true,
      activity: 'moderate',
      amount_wet_food: 0,
      portions_wet: 0,
      complaints: [],
      condition: 'ideal',
      percentage_fresh_food: 0,
      percentage_treats: 0,
      weight: 4.2,
    });
  });

  it('keeps a weight in kg exactly (stored as grams)', async () => {
    const created = await create(alice, dogBody({ name: 'Grams', weight: 3.125 }));
    expect(created.weight).toBe(3.125);
    const read = await kit.call('GET', `/api/animal/${created.id}/`, alice.token);
    expect(read.json().weight).toBe(3.125);
  });

  it.each([
    ['a wrong enum', dogBody({ activity: 'lazy' }), 'activity', 'Please choose one of: low, moderate, active, very_active.'],
    ['a wrong type', dogBody({ type: 'hamster' }), 'type', 'Please choose one of: dog, cat.'],
    ['a future birth date', dogBody({ dateOfBirth: yearsAgo(0, 2) }), 'dateOfBirth', 'The date of birth cannot be in the future.'],
    [
      'a birth date over 30 years ago',
      dogBody({ dateOfBirth: yearsAgo(30, -1) }),
      'dateOfBirth',
      'A pet cannot be older than 30 years. Please check the date of birth.',
    ],
    ['a birth date in the form’s format', dogBody({ dateOfBirth: '17-05-2020' }), 'dateOfBirth', 'Please enter a valid date (YYYY-MM-DD).'],
    ['a day that does not exist', dogBody({ dateOfBirth: '2021-02-29' }), 'dateOfBirth', 'This date does not exist.'],
    [
      'treats for a cat',
      catBody({ percentage_treats: 5 }),
      'percentage_treats',
      'Treats are not part of a cat’s plan: the share of treats must be 0 for a cat.',
    ],
    ['indoor for a dog', dogBody({ indoor: true }), 'indoor', 'Only cats are asked whether they live indoors: leave this empty for a dog.'],
    ['no indoor for a cat', catBody({ indoor: undefined }), 'indoor', 'This field is required.'],
    ['a weight of 0', dogBody({ weight: 0 }), 'weight', 'Please enter a weight from 0.1 to 120 kg.'],
    ['a negative weight', dogBody({ weight: -3 }), 'weight', 'Please enter a weight from 0.1 to 120 kg.'],
    ['a weight over 120 kg', dogBody({ weight: 121 }), 'weight', 'Please enter a weight from 0.1 to 120 kg.'],
    ['a weight as text', dogBody({ weight: 'heavy' }), 'weight', 'Please enter a number.'],
    ['no name', dogBody({ name: '   ' }), 'name', 'This field is required.'],
    ['too many wet portions', dogBody({ portions_wet: 22 }), 'portions_wet', 'Number must be less than or equal to 21.'],
    ['a fractional wet amount', dogBody({ amount_wet_food: 12.5 }), 'amount_wet_food', 'Please enter a whole number.'],
    ['a percentage over 100', dogBody({ percentage_fresh_food: 101 }), 'percentage_fresh_food', 'Number must be less than or equal to 100.'],
    [
      'fresh food and treats over 100 %',
      dogBody({ percentage_fresh_food: 95, percentage_treats: 10 }),
      'percentage_fresh_food',
      'Fresh food and treats together cannot be more than 100%.',
    ],
    ['an unknown complaint', dogBody({ complaints: ['fleas'] }), 'complaints.0', undefined],
    ['a breed that is not a breed url', dogBody({ breed_1: '/country/1/' }), 'breed_1', 'This breed does not exist.'],
    ['an unknown field', dogBody({ colour: 'brown' }), 'colour', 'This field is not allowed.'],
  ])('refuses %s with a field error (400)', async (_what, body, field, message) => {
    const response = await kit.call('POST', '/api/animal/', alice.token, body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.detail).toBe('Some fields are not valid.');
    expect(error.fields[field]).toBeDefined();
    if (message) expect(error.fields[field]).toContain(message);
  });

  it('refuses breeds that do not exist or belong to the other kind of animal', async () => {
    const response = await kit.call('POST', '/api/animal/', alice.token, dogBody({ breed_1: '/breeds/999999/', breed_2: `/breeds/${catBreed}/` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      breed_1: ['This breed does not exist.'],
      breed_2: ['This breed does not belong to this kind of animal.'],
    });
  });

  it('answers field errors in the request’s language', async () => {
    const response = await kit.call('POST', '/api/animal/', alice.token, catBody({ percentage_treats: 3 }), {
      'accept-language': 'nl-BE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.percentage_treats).toEqual(['Snoepjes horen niet bij het plan van een kat: het aandeel snoepjes moet 0 zijn voor een kat.']);
  });

  it('writes the numbers of a field error as the request’s language does', async () => {
    const dutch = await kit.call('POST', '/api/animal/', alice.token, dogBody({ weight: 0 }), { 'accept-language': 'nl-BE' });
    expect(dutch.json().fields.weight).toEqual(['Vul een gewicht in van 0,1 tot 120 kg.']);
    const german = await kit.call('POST', '/api/animal/', alice.token, dogBody({ weight: 0 }), { 'accept-language': 'de' });
    expect(german.json().fields.weight).toEqual(['Bitte gib ein Gewicht von 0,1 bis 120 kg ein.']);
  });

  it('needs a signed-in user (401)', async () => {
    const response = await kit.call('POST', '/api/animal/', undefined, dogBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('GET /animal/ and /animal/{id}/', () => {
  let owner: Signed;
  const ids: number[] = [];

  beforeAll(async () => {
    owner = await kit.signUp();
    for (const name of ['One', 'Two', 'Three', 'Four']) ids.push((await create(owner, dogBody({ name }))).id);
    const paused = await kit.call('POST', `/api/animal/${ids[1]}/pause/`, owner.token, {});
    expect(paused.statusCode).toBe(200);
  });

  it('lists the active pets only, by id, paginated', async () => {
    const response = await kit.call('GET', '/api/animal/', owner.token);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.map((pet: { name: string }) => pet.name)).toEqual(['One', 'Three', 'Four']);
  });

  it('lists stopped pets too with ?all=true', async () => {
    const page = (await kit.call('GET', '/api/animal/?all=true', owner.token)).json();
    expect(page.count).toBe(4);
    expect(page.results.map((pet: { id: number }) => pet.id)).toEqual(ids);
    expect(page.results[1]).toMatchObject({ status: 'stopped', stop_kind: 'paused' });
  });

  it('pages with limit and offset, keeping the filter in the links', async () => {
    const first = (await kit.call('GET', '/api/animal/?all=true&limit=2', owner.token)).json();
    expect(first).toMatchObject({ count: 4, next: '/animal/?all=true&limit=2&offset=2', previous: null });
    expect(first.results).toHaveLength(2);
    const second = (await kit.call('GET', '/api/animal/?all=true&limit=2&offset=2', owner.token)).json();
    expect(second).toMatchObject({ next: null, previous: '/animal/?all=true&limit=2' });
    expect(second.results.map((pet: { id: number }) => pet.id)).toEqual(ids.slice(2));
    const bad = await kit.call('GET', '/api/animal/?limit=0', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['limit']);
  });

  it('shows another customer nothing of these pets (empty list, 404 on each)', async () => {
    expect((await kit.call('GET', '/api/animal/?all=true', bob.token)).json().count).toBe(0);
    for (const id of ids) {
      const response = await kit.call('GET', `/api/animal/${id}/`, bob.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers a change at once, whoever wrote it: its own routes, or straight in the database (decision 0023)', async () => {
    const names = async () => (await kit.call('GET', '/api/animal/', owner.token)).json().results.map((pet: { name: string }) => pet.name);
    expect(await names()).toEqual(['One', 'Three', 'Four']);
    await kit.db.update(animals).set({ name: 'Uno' }).where(eq(animals.id, ids[0]!));
    expect(await names()).toEqual(['Uno', 'Three', 'Four']);
    const renamed = await kit.call('PATCH', `/api/animal/${ids[0]}/`, owner.token, { name: 'One' });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['One', 'Three', 'Four']);
  });

  it('reads one pet, stopped ones too', async () => {
    const response = await kit.call('GET', `/api/animal/${ids[1]}/`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids[1], name: 'Two', status: 'stopped' });
  });

  it('answers 404 for an unknown id and 400 for one that is no number', async () => {
    expect((await kit.call('GET', '/api/animal/987654/', owner.token)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/animal/rex/', owner.token)).statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await kit.call('GET', '/api/animal/')).statusCode).toBe(401);
    expect((await kit.call('GET', `/api/animal/${ids[0]}/`)).statusCode).toBe(401);
  });
});

describe('PATCH /animal/{id}/', () => {
  it('changes the fields sent and leaves the others', async () => {
    const pet = await create(alice, dogBody({ name: 'Patchy', complaints: ['dental'] }));
    const response = await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, {
      weight: 26,
      complaints: ['skin_coat'],
      breed_2: `/breeds/${dogBreed}/`,
      // Read-only fields sent back as read are ignored.
      id: 1,
      url: '/animal/1/',
      status: 'stopped',
      image: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pet.id,
      name: 'Patchy',
      weight: 26,
      complaints: ['skin_coat'],
      breed_2: `/breeds/${dogBreed}/`,
      status: 'active',
    });
  });

  it('checks the rules across fields on the pet as it would be', async () => {
    const dog = await create(alice, dogBody({ name: 'Morph', percentage_treats: 5, breed_1: `/breeds/${dogBreed}/` }));
    const toCat = await kit.call('PATCH', `/api/animal/${dog.id}/`, alice.token, { type: 'cat' });
    expect(toCat.statusCode).toBe(400);
    expect(toCat.json().fields).toEqual({
      indoor: ['This field is required.'],
      percentage_treats: ['Treats are not part of a cat’s plan: the share of treats must be 0 for a cat.'],
      breed_1: ['This breed does not belong to this kind of animal.'],
    });
    const fixed = await kit.call('PATCH', `/api/animal/${dog.id}/`, alice.token, {
      type: 'cat',
      indoor: false,
      percentage_treats: 0,
      breed_1: `/breeds/${catBreed}/`,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ type: 'cat', indoor: false, percentage_treats: 0 });
    // Back to a dog: the cat-only answer goes with it.
    const back = await kit.call('PATCH', `/api/animal/${dog.id}/`, alice.token, { type: 'dog', breed_1: null });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ type: 'dog', indoor: null, breed_1: null });
    const indoorDog = await kit.call('PATCH', `/api/animal/${dog.id}/`, alice.token, { indoor: true });
    expect(indoorDog.statusCode).toBe(400);
    expect(indoorDog.json().fields).toEqual({ indoor: ['Only cats are asked whether they live indoors: leave this empty for a dog.'] });
  });

  it('takes pregnant or nursing from a female that is not sterilised only; sterilising her clears it', async () => {
    const refused = 'Only a female that is not sterilised can be pregnant or nursing.';
    for (const body of [dogBody({ sex: 'male', nurturing: true }), dogBody({ sex: 'female', sterilised: true, nurturing: true })]) {
      const answer = await kit.call('POST', '/api/animal/', alice.token, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({ nurturing: [refused] });
    }
    const bella = await create(alice, dogBody({ name: 'Bella', sex: 'female', sterilised: false, nurturing: true }));
    expect(bella).toMatchObject({ nurturing: true });
    const both = await kit.call('PATCH', `/api/animal/${bella.id}/`, alice.token, { sterilised: true, nurturing: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({ nurturing: [refused] });
    const sterilised = await kit.call('PATCH', `/api/animal/${bella.id}/`, alice.token, { sterilised: true });
    expect(sterilised.statusCode).toBe(200);
    expect(sterilised.json()).toMatchObject({ sterilised: true, nurturing: false });
  });

  it('validates each field as POST does', async () => {
    const pet = await create(alice, dogBody({ name: 'Strict' }));
    const response = await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, {
      sex: 'neutral',
      weight: 0,
      dateOfBirth: yearsAgo(0, 1),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['dateOfBirth', 'sex', 'weight']);
  });

  it('does not change another customer’s pet (404)', async () => {
    const pet = await create(alice, dogBody({ name: 'Mine' }));
    const response = await kit.call('PATCH', `/api/animal/${pet.id}/`, bob.token, { name: 'Stolen' });
    expect(response.statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().name).toBe('Mine');
  });

  it('needs a signed-in user (401)', async () => {
    expect((await kit.call('PATCH', '/api/animal/1/', undefined, { name: 'x' })).statusCode).toBe(401);
  });
});

describe('DELETE /animal/{id}/', () => {
  it('removes the pet for its owner (204), also through the path without slash (308)', async () => {
    const pet = await create(alice, dogBody({ name: 'Gone' }));
    const redirect = await kit.call('DELETE', `/api/animal/${pet.id}`, alice.token);
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers.location).toBe(`/api/animal/${pet.id}/`);
    const response = await kit.call('DELETE', `/api/animal/${pet.id}/`, alice.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).statusCode).toBe(404);
    const all = (await kit.call('GET', '/api/animal/?all=true', alice.token)).json();
    expect(all.results.map((p: { id: number }) => p.id)).not.toContain(pet.id);
    expect((await kit.call('DELETE', `/api/animal/${pet.id}/`, alice.token)).statusCode).toBe(404);
    expect((await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { name: 'Back' })).statusCode).toBe(404);
  });

  it('does not remove another customer’s pet (404)', async () => {
    const pet = await create(alice, dogBody({ name: 'Stays' }));
    expect((await kit.call('DELETE', `/api/animal/${pet.id}/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).statusCode).toBe(200);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await kit.call('DELETE', '/api/animal/1/')).statusCode).toBe(401);
  });
});

describe('status transitions (§4)', () => {
  it('pause: active → stopped (paused); pausing again is a 409', async () => {
    const pet = await create(alice, dogBody({ name: 'Pausy' }));
    const paused = await kit.call('POST', `/api/animal/${pet.id}/pause/`, alice.token);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'stopped', stop_kind: 'paused', stop_reason: null });
    const again = await kit.call('POST', `/api/animal/${pet.id}/pause/`, alice.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'invalid_transition',
      detail: 'This pet is already paused or stopped. Activate it first.',
    });
    const stop = await kit.call('POST', `/api/animal/${pet.id}/stop/`, alice.token, { reason: 'moving' });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().code).toBe('invalid_transition');
  });

  it('stop: active → stopped (stopped) with the reason kept', async () => {
    const pet = await create(alice, dogBody({ name: 'Stoppy' }));
    const stopped = await kit.call('POST', `/api/animal/${pet.id}/stop/`, alice.token, { reason: '  Too expensive for now  ' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'stopped', stop_kind: 'stopped', stop_reason: 'Too expensive for now' });
    const read = await kit.call('GET', `/api/animal/${pet.id}/`, alice.token);
    expect(read.json().stop_reason).toBe('Too expensive for now');
  });

  it('stop needs a reason of at most 500 characters', async () => {
    const pet = await create(alice, dogBody({ name: 'Reasonless' }));
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await kit.call('POST', `/api/animal/${pet.id}/stop/`, alice.token, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['reason']);
    }
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().status).toBe('active');
  });

  it('activate: stopped → active, the stop forgotten; activating an active pet is a 409', async () => {
    const pet = await create(alice, dogBody({ name: 'Phoenix' }));
    await kit.call('POST', `/api/animal/${pet.id}/stop/`, alice.token, { reason: 'holiday' });
    const active = await kit.call('POST', `/api/animal/${pet.id}/activate/`, alice.token);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ status: 'active', stop_kind: null, stop_reason: null });
    const again = await kit.call('POST', `/api/animal/${pet.id}/activate/`, alice.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'invalid_transition', detail: 'This pet is already active.' });
    const translated = await kit.call('POST', `/api/animal/${pet.id}/activate/`, alice.token, undefined, { 'accept-language': 'fr-BE' });
    expect(translated.json().detail).toBe('Cet animal est déjà actif.');
  });

  it('unpause: the listed stopped pets become active; active ones stay as they are', async () => {
    const owner = await kit.signUp();
    const a = await create(owner, dogBody({ name: 'A' }));
    const b = await create(owner, catBody({ name: 'B' }));
    const c = await create(owner, dogBody({ name: 'C' }));
    await kit.call('POST', `/api/animal/${a.id}/pause/`, owner.token);
    await kit.call('POST', `/api/animal/${b.id}/stop/`, owner.token, { reason: 'vet diet' });
    const response = await kit.call('POST', '/api/animal/unpause/', owner.token, { animal_ids: `${a.id}, ${b.id},${c.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((pet: { id: number; status: string }) => [pet.id, pet.status])).toEqual([
      [a.id, 'active'],
      [b.id, 'active'],
      [c.id, 'active'],
    ]);
    expect((await kit.call('GET', '/api/animal/', owner.token)).json().count).toBe(3);
    // A JSON list of ids works as well.
    await kit.call('POST', `/api/animal/${a.id}/pause/`, owner.token);
    const list = await kit.call('POST', '/api/animal/unpause/', owner.token, { animal_ids: [a.id] });
    expect(list.json()[0]).toMatchObject({ id: a.id, status: 'active', stop_kind: null });
  });

  it('stop_all: every active or paused pet stops with the one reason; stopped ones keep theirs; only the caller’s', async () => {
    const owner = await kit.signUp();
    const other = await kit.signUp();
    const a = await create(owner, dogBody({ name: 'A' }));
    const b = await create(owner, catBody({ name: 'B' }));
    const c = await create(owner, dogBody({ name: 'C' }));
    const theirs = await create(other, dogBody({ name: 'Theirs' }));
    await kit.call('POST', `/api/animal/${b.id}/pause/`, owner.token);
    await kit.call('POST', `/api/animal/${c.id}/stop/`, owner.token, { reason: 'vet diet' });

    const response = await kit.call('POST', '/api/animal/stop_all/', owner.token, { reason: '  We are moving abroad  ' });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((pet: { id: number }) => pet.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const all = (await kit.call('GET', '/api/animal/?all=true', owner.token)).json().results;
    const state = Object.fromEntries(
      all.map((pet: { id: number; status: string; stop_kind: string; stop_reason: string }) => [pet.id, [pet.status, pet.stop_kind, pet.stop_reason]]),
    );
    expect(state).toEqual({
      [a.id]: ['stopped', 'stopped', 'We are moving abroad'],
      [b.id]: ['stopped', 'stopped', 'We are moving abroad'],
      [c.id]: ['stopped', 'stopped', 'vet diet'],
    });
    expect((await kit.call('GET', `/api/animal/${theirs.id}/`, other.token)).json().status).toBe('active');

    // Nothing left to stop: an empty answer, nothing changed.
    const again = await kit.call('POST', '/api/animal/stop_all/', owner.token, { reason: 'again' });
    expect(again.json()).toEqual([]);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await kit.call('POST', '/api/animal/stop_all/', other.token, body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['reason']);
    }
    expect((await kit.call('GET', `/api/animal/${theirs.id}/`, other.token)).json().status).toBe('active');
    expect((await kit.call('POST', '/api/animal/stop_all/', undefined, { reason: 'x' })).statusCode).toBe(401);
  });

  it('pause_all: every active pet pauses at once; stopped ones stay stopped; only the caller’s', async () => {
    const owner = await kit.signUp();
    const other = await kit.signUp();
    const a = await create(owner, dogBody({ name: 'A' }));
    const b = await create(owner, catBody({ name: 'B' }));
    const c = await create(owner, dogBody({ name: 'C' }));
    const theirs = await create(other, dogBody({ name: 'Theirs' }));
    await kit.call('POST', `/api/animal/${c.id}/stop/`, owner.token, { reason: 'vet diet' });

    const response = await kit.call('POST', '/api/animal/pause_all/', owner.token);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((pet: { id: number }) => pet.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const all = (await kit.call('GET', '/api/animal/?all=true', owner.token)).json().results;
    const state = Object.fromEntries(all.map((pet: { id: number; status: string; stop_kind: string }) => [pet.id, [pet.status, pet.stop_kind]]));
    expect(state).toEqual({ [a.id]: ['stopped', 'paused'], [b.id]: ['stopped', 'paused'], [c.id]: ['stopped', 'stopped'] });
    expect((await kit.call('GET', `/api/animal/${theirs.id}/`, other.token)).json().status).toBe('active');
    // Nothing left to pause: an empty answer; a body other than nothing or {} is refused; signed out is a 401.
    expect((await kit.call('POST', '/api/animal/pause_all/', owner.token, {})).json()).toEqual([]);
    expect((await kit.call('POST', '/api/animal/pause_all/', owner.token, { animals: [a.id] })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/animal/pause_all/', undefined)).statusCode).toBe(401);
  });

  it('unpause refuses the whole list when a pet is not the caller’s', async () => {
    const mine = await create(alice, dogBody({ name: 'Mine too' }));
    await kit.call('POST', `/api/animal/${mine.id}/pause/`, alice.token);
    const theirs = await create(bob, dogBody({ name: 'Theirs' }));
    const response = await kit.call('POST', '/api/animal/unpause/', alice.token, { animal_ids: `${mine.id},${theirs.id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ animal_ids: [`These pets were not found: ${theirs.id}.`] });
    expect((await kit.call('GET', `/api/animal/${mine.id}/`, alice.token)).json().status).toBe('stopped');
  });

  it.each([[{ animal_ids: '' }], [{ animal_ids: '3;5' }], [{ animal_ids: 'a,b' }], [{}], [{ animal_ids: [] }]])(
    'unpause refuses a malformed list %j (400)',
    async (body) => {
      const response = await kit.call('POST', '/api/animal/unpause/', alice.token, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['animal_ids']);
    },
  );

  it('another customer’s pet cannot be paused, stopped or activated (404)', async () => {
    const pet = await create(alice, dogBody({ name: 'Guarded' }));
    expect((await kit.call('POST', `/api/animal/${pet.id}/pause/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/animal/${pet.id}/stop/`, bob.token, { reason: 'x' })).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/animal/${pet.id}/activate/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().status).toBe('active');
  });

  it('needs a signed-in user (401)', async () => {
    for (const path of ['/api/animal/1/pause/', '/api/animal/1/activate/', '/api/animal/unpause/']) {
      expect((await kit.call('POST', path, undefined, {})).statusCode).toBe(401);
    }
  });
});

describe('staff acting as a customer (customer_override)', () => {
  it('may read the customer’s pets', async () => {
    const pet = await create(bob, dogBody({ name: 'Watched' }));
    const list = await kit.call('GET', `/api/animal/?all=true&customer_override=${bob.customerId}`, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((p: { id: number }) => p.id)).toContain(pet.id);
    const detail = await kit.call('GET', `/api/animal/${pet.id}/?customer_override=${bob.customerId}`, staff);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().name).toBe('Watched');
  });

  it('may change nothing (403)', async () => {
    const pet = await create(bob, dogBody({ name: 'Untouched' }));
    const as = `?customer_override=${bob.customerId}`;
    const writes: ['POST' | 'PATCH' | 'DELETE' | 'PUT', string, unknown][] = [
      ['POST', `/api/animal/${as}`, dogBody()],
      ['PATCH', `/api/animal/${pet.id}/${as}`, { name: 'Changed' }],
      ['DELETE', `/api/animal/${pet.id}/${as}`, undefined],
      ['POST', `/api/animal/${pet.id}/pause/${as}`, {}],
      ['POST', `/api/animal/${pet.id}/stop/${as}`, { reason: 'staff' }],
      ['POST', `/api/animal/unpause/${as}`, { animal_ids: String(pet.id) }],
      ['DELETE', `/api/animal/${pet.id}/image/${as}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const response = await kit.call(method, url, staff, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('You are viewing this customer as staff (customer_override): changes are not allowed.');
    }
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, bob.token)).json()).toMatchObject({ name: 'Untouched', status: 'active' });
  });

  it('is refused to a customer who is not staff (403)', async () => {
    const response = await kit.call('GET', `/api/animal/?customer_override=${bob.customerId}`, alice.token);
    expect(response.statusCode).toBe(403);
  });
});
