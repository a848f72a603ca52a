import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderCompletions, reminders } from '@brokkie/db/schema';
import { todayIsoDate } from '@brokkie/domain/dates';
import { AnimalTestKit, catBody, dogBody, type Signed } from './animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.43');
let alice: Signed;
let bob: Signed;
let staff: string;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  staff = await kit.signInAsStaff();
});
afterAll(() => kit.stop());

async function create(owner: Signed, body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await kit.call('POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function daysFromToday(days: number): string {
  const date = new Date(`${todayIsoDate()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The PDF's text as poppler reads it; null where the machine has no pdftotext. */
function pdfText(bytes: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'passport-'));
  try {
    const file = join(dir, 'passport.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'])
      .toString('utf8')
      .replace(/\u00a0/g, ' ');
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the pet passport', () => {
  it('starts empty, takes the fields, normalises the chip number and clears a field with an empty text', async () => {
    const pet = await create(alice, dogBody());
    const empty = await kit.call('GET', `/api/animal/${pet.id}/passport/`, alice.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ animal: `/animal/${pet.id}/`, chip_number: null, vet_name: null, vaccinations: [], rabies_valid_until: null });

    const changed = await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, alice.token, {
      chip_number: '981 098 104 123 456',
      passport_number: 'BE-0123456',
      markings: 'Black with a white chest',
      allergies: 'Chicken',
      medication: 'None',
      vet_name: 'Dierenkliniek De Haan',
      vet_phone: '+32 9 123 45 67',
      vet_address: 'Kerkstraat 1, 9000 Gent',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ chip_number: '981098104123456', vet_name: 'Dierenkliniek De Haan', allergies: 'Chicken' });

    const cleared = await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, alice.token, { allergies: '', medication: null });
    expect(cleared.json()).toMatchObject({ allergies: null, medication: null, chip_number: '981098104123456' });
  });

  it('refuses a chip number that no chip has, in the language of the request', async () => {
    const pet = await create(alice, dogBody());
    const response = await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, alice.token, { chip_number: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.chip_number[0]).toMatch(/15 digits/);
    const dutch = await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, alice.token, { chip_number: '12345' }, { 'accept-language': 'nl-BE' });
    expect(dutch.json().fields.chip_number[0]).toMatch(/15 cijfers/);
  });

  it('lists the vaccinations done, valid until the next occurrence, with the rabies validity', async () => {
    const pet = await create(alice, dogBody());
    const [rabies] = await kit.db
      .insert(reminders)
      .values({
        customerId: alice.customerId,
        animalId: pet.id,
        kind: 'vaccination',
        title: 'Rabies',
        startDate: daysFromToday(-400),
        time: '09:00',
        repeat: 'yearly',
        interval: 3,
      })
      .returning();
    const [booster] = await kit.db
      .insert(reminders)
      .values({
        customerId: alice.customerId,
        animalId: pet.id,
        kind: 'vaccination',
        title: 'DHPPi',
        startDate: daysFromToday(-30),
        time: '09:00',
        repeat: 'never',
      })
      .returning();
    await kit.db.insert(reminderCompletions).values([
      { reminderId: rabies!.id, date: daysFromToday(-400), note: 'Batch A123' },
      { reminderId: booster!.id, date: daysFromToday(-30), note: '' },
    ]);
    const passport = (await kit.call('GET', `/api/animal/${pet.id}/passport/`, alice.token)).json();
    expect(passport.vaccinations).toEqual([
      { reminder: `/reminder/${booster!.id}/`, title: 'DHPPi', date: daysFromToday(-30), note: '', valid_until: null, rabies: false },
      { reminder: `/reminder/${rabies!.id}/`, title: 'Rabies', date: daysFromToday(-400), note: 'Batch A123', valid_until: expect.any(String), rabies: true },
    ]);
    expect(passport.rabies_valid_until).toBe(passport.vaccinations[1].valid_until);
    expect(passport.rabies_valid_until > todayIsoDate()).toBe(true);
  });

  it("is another customer's secret: 404, and staff acting for the owner may read but not change it", async () => {
    const pet = await create(alice, catBody());
    expect((await kit.call('GET', `/api/animal/${pet.id}/passport/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, bob.token, { vet_name: 'X' })).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/passport/pdf/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/weights/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/animal/${pet.id}/weights/`, bob.token, { date: todayIsoDate(), weight: 5 })).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/animal/${pet.id}/passport/`)).statusCode).toBe(401);
    const asStaff = `?customer_override=${alice.customerId}`;
    expect((await kit.call('GET', `/api/animal/${pet.id}/passport/${asStaff}`, staff)).statusCode).toBe(200);
    expect((await kit.call('PATCH', `/api/animal/${pet.id}/passport/${asStaff}`, staff, { vet_name: 'X' })).statusCode).toBe(403);
  });

  it('prints a PDF in the language asked for, with the pet, the vet, the vaccinations and the weights', async () => {
    const pet = await create(alice, dogBody({ name: 'Brutus', weight: 20 }));
    await kit.call('PATCH', `/api/animal/${pet.id}/passport/`, alice.token, { chip_number: '981098104123456', vet_name: 'Dierenkliniek De Haan' });
    await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: daysFromToday(-60), weight: 21.5 });
    const response = await kit.call('GET', `/api/animal/${pet.id}/passport/pdf/`, alice.token, undefined, { 'accept-language': 'fr-BE' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="passeport-animal-brutus.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    if (text === null) return;
    expect(text).toContain('Passeport de l’animal');
    expect(text).toContain('Brutus');
    expect(text).toContain('981098104123456');
    expect(text).toContain('Dierenkliniek De Haan');
    expect(text).toContain('Évolution du poids');
    expect(text).toMatch(/21,5\s?kg/);
  });
});

describe('the weight history', () => {
  it('starts with the weight the pet was added with and follows every new weight of the profile', async () => {
    const pet = await create(alice, catBody({ weight: 4.2 }));
    const first = (await kit.call('GET', `/api/animal/${pet.id}/weights/`, alice.token)).json();
    expect(first).toMatchObject({ count: 1, results: [{ date: todayIsoDate(), weight: 4.2 }] });
    await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { weight: 4.5 });
    const after = (await kit.call('GET', `/api/animal/${pet.id}/weights/`, alice.token)).json();
    expect(after.results).toEqual([{ date: todayIsoDate(), weight: 4.5 }]);
  });

  it("records weighings, oldest first; the newest one is the pet's weight, an older one is not", async () => {
    const pet = await create(alice, dogBody({ weight: 24 }));
    const older = await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: daysFromToday(-14), weight: 25.5 });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json()).toEqual({ date: daysFromToday(-14), weight: 25.5 });
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().weight).toBe(24);

    await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: todayIsoDate(), weight: 23.4 });
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().weight).toBe(23.4);
    const list = (await kit.call('GET', `/api/animal/${pet.id}/weights/`, alice.token)).json();
    expect(list.results).toEqual([
      { date: daysFromToday(-14), weight: 25.5 },
      { date: todayIsoDate(), weight: 23.4 },
    ]);
  });

  it('refuses a weighing in the future, before birth, or of an impossible weight', async () => {
    const pet = await create(alice, dogBody({ dateOfBirth: daysFromToday(-100) }));
    const future = await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: daysFromToday(1), weight: 5 });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.date[0]).toBe('The date of a weighing cannot be in the future.');
    const beforeBirth = await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: daysFromToday(-101), weight: 5 });
    expect(beforeBirth.json().fields.date[0]).toBe('This date is before your pet was born.');
    const heavy = await kit.call('POST', `/api/animal/${pet.id}/weights/`, alice.token, { date: todayIsoDate(), weight: 500 });
    expect(heavy.statusCode).toBe(400);
    expect(Object.keys(heavy.json().fields)).toEqual(['weight']);
  });
});
