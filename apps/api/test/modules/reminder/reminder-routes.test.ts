import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { todayIsoDate } from '@brokkie/domain/dates';
import { AnimalTestKit, catBody, dogBody, type Signed } from '../animal/animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.130');
let alice: Signed;
let bob: Signed;
let staff: string;
let rex: number;
let minou: number;
let bobsDog: number;

async function pet(owner: Signed, body: Record<string, unknown>): Promise<number> {
  const response = await kit.call('POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createReminder(owner: Signed, body: Record<string, unknown>) {
  const response = await kit.call('POST', '/api/reminder/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function occurrences(owner: Signed, query: string) {
  const response = await kit.call('GET', `/api/reminder/occurrences/?${query}`, owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: Array<{ reminder: string; date: string; starts_at: string; status: string; completion: string | null }> };
}

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  staff = await kit.signInAsStaff();
  rex = await pet(alice, dogBody({ name: 'Rex' }));
  minou = await pet(alice, catBody({ name: 'Minou' }));
  bobsDog = await pet(bob, dogBody({ name: 'Bruno' }));
});
afterAll(() => kit.stop());

describe('POST/GET/PATCH/DELETE /reminder/', () => {
  it('creates a reminder with its defaults and reads it back', async () => {
    const created = await createReminder(alice, {
      animal: `/animal/${rex}/`,
      kind: 'vaccination',
      title: '  Rabies booster ',
      start_date: '2030-01-15',
      time: '09:30',
      repeat: 'yearly',
    });
    expect(created).toEqual({
      id: created.id,
      url: `/reminder/${created.id}/`,
      animal: `/animal/${rex}/`,
      kind: 'vaccination',
      title: 'Rabies booster',
      notes: '',
      start_date: '2030-01-15',
      time: '09:30',
      repeat: 'yearly',
      interval: 1,
      until: null,
      notify_days_before: null,
      next_occurrence: '2030-01-15T09:30:00+01:00',
    });
    const read = await kit.call('GET', `/api${created.url}`, alice.token);
    expect(read.json()).toEqual(created);

    const changed = await kit.call('PATCH', `/api${created.url}`, alice.token, { time: '10:00', start_date: '2030-07-01', notes: 'Bring the passport' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ time: '10:00', notes: 'Bring the passport', next_occurrence: '2030-07-01T10:00:00+02:00' });

    const deleted = await kit.call('DELETE', `/api${created.url}`, alice.token);
    expect(deleted.statusCode).toBe(204);
    expect((await kit.call('GET', `/api${created.url}`, alice.token)).statusCode).toBe(404);
  });

  it('lists the customer’s reminders, per pet, paginated', async () => {
    const a = await createReminder(alice, {
      animal: rex,
      kind: 'deworming',
      title: 'Deworm',
      start_date: '2030-01-01',
      time: '08:00',
      repeat: 'monthly',
      interval: 3,
    });
    const b = await createReminder(alice, { animal: minou, kind: 'grooming', title: 'Brush', start_date: '2030-01-02', time: '18:00', repeat: 'weekly' });
    const all = await kit.call('GET', '/api/reminder/?limit=1', alice.token);
    expect(all.json()).toMatchObject({ count: 2, next: '/reminder/?limit=1&offset=1', previous: null });
    expect(all.json().results[0].id).toBe(a.id);
    const cats = await kit.call('GET', `/api/reminder/?animal=${minou}`, alice.token);
    expect(cats.json().results.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await kit.call('GET', '/api/reminder/', bob.token)).json().count).toBe(0);
    await kit.call('DELETE', `/api${a.url}`, alice.token);
    await kit.call('DELETE', `/api${b.url}`, alice.token);
  });

  it('translates the field errors', async () => {
    const response = await kit.call(
      'POST',
      '/api/reminder/',
      alice.token,
      { animal: 'rex', kind: 'bath', title: ' ', start_date: '2027-02-29', time: '9h', repeat: 'daily', interval: 367, notes: 'x'.repeat(2001) },
      { 'accept-language': 'nl-be' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', detail: 'Sommige velden zijn niet geldig.' });
    const fields = response.json().fields;
    expect(fields.animal).toEqual(['Geef het dier op met zijn id of url, bijvoorbeeld /animal/3/.']);
    expect(fields.title).toEqual(['Geef de herinnering een titel.']);
    expect(fields.start_date).toEqual(['Geef een geldige datum in (JJJJ-MM-DD).']);
    expect(fields.time).toEqual(['Geef een tijdstip in als UU:MM, bijvoorbeeld 09:00.']);
    expect(Object.keys(fields).sort()).toEqual(['animal', 'interval', 'kind', 'notes', 'start_date', 'time', 'title']);

    const until = await kit.call(
      'POST',
      '/api/reminder/',
      alice.token,
      { animal: rex, kind: 'other', title: 'x'.repeat(121), start_date: '2027-02-28', time: '09:00', repeat: 'daily' },
      { 'accept-language': 'de' },
    );
    expect(until.json().fields).toEqual({ title: ['Die maximale Länge beträgt 120 Zeichen.'] });

    const before = await kit.call(
      'POST',
      '/api/reminder/',
      alice.token,
      { animal: rex, kind: 'other', title: 'Walk', start_date: '2027-02-28', time: '09:00', repeat: 'daily', until: '2027-02-27' },
      { 'accept-language': 'fr' },
    );
    expect(before.json().fields).toEqual({ until: ['La date de fin ne peut pas précéder la première date.'] });
  });

  it('refuses another customer’s pet as a field error, and hides another customer’s reminder', async () => {
    const foreign = await kit.call('POST', '/api/reminder/', alice.token, {
      animal: bobsDog,
      kind: 'other',
      title: 'Not mine',
      start_date: '2027-01-01',
      time: '09:00',
      repeat: 'never',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ animal: ['Choose one of your own pets.'] });

    const bobs = await createReminder(bob, { animal: bobsDog, kind: 'other', title: 'Bob’s', start_date: '2027-01-01', time: '09:00', repeat: 'daily' });
    expect((await kit.call('GET', `/api${bobs.url}`, alice.token)).statusCode).toBe(404);
    expect((await kit.call('PATCH', `/api${bobs.url}`, alice.token, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api${bobs.url}`, alice.token)).statusCode).toBe(404);
    const moved = await kit.call('PATCH', `/api${bobs.url}`, bob.token, { animal: rex });
    expect(moved.json().fields).toEqual({ animal: ['Choose one of your own pets.'] });
    const theirs = await occurrences(alice, 'from=2027-01-01&to=2027-01-31');
    expect(theirs.results.filter((o) => o.reminder === bobs.url)).toEqual([]);
    const completion = await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: bobs.url, date: '2027-01-02' });
    expect(completion.statusCode).toBe(400);
    expect(completion.json().fields).toEqual({ reminder: ['This reminder does not exist, or it is not yours.'] });
    const deletion = await kit.call('POST', '/api/reminderdeletion/', alice.token, { reminder: bobs.id, date: '2027-01-02' });
    expect(deletion.json().fields).toEqual({ reminder: ['This reminder does not exist, or it is not yours.'] });

    const bobsCompletion = await kit.call('POST', '/api/remindercompletion/', bob.token, { reminder: bobs.url, date: '2027-01-02' });
    expect(bobsCompletion.statusCode).toBe(201);
    const bobsDeletion = await kit.call('POST', '/api/reminderdeletion/', bob.token, { reminder: bobs.url, date: '2027-01-03' });
    expect(bobsDeletion.statusCode).toBe(201);
    expect((await kit.call('GET', `/api${bobsCompletion.json().url}`, alice.token)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api${bobsCompletion.json().url}`, alice.token)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api${bobsDeletion.json().url}`, alice.token)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/remindercompletion/', alice.token)).json().count).toBe(0);
    expect((await kit.call('GET', '/api/reminderdeletion/', alice.token)).json().count).toBe(0);
    expect((await kit.call('GET', '/api/remindercompletion/', bob.token)).json().count).toBe(1);
  });

  it('lets staff read a customer’s reminders but not change them', async () => {
    const list = await kit.call('GET', `/api/reminder/?customer_override=${bob.customerId}`, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(1);
    const write = await kit.call('POST', `/api/reminder/?customer_override=${bob.customerId}`, staff, {
      animal: bobsDog,
      kind: 'other',
      title: 'Staff',
      start_date: '2027-01-01',
      time: '09:00',
      repeat: 'never',
    });
    expect(write.statusCode).toBe(403);
  });

  it('needs a signed-in customer', async () => {
    expect((await kit.call('GET', '/api/reminder/')).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/reminder/occurrences/?from=2027-01-01&to=2027-01-02')).statusCode).toBe(401);
  });
});

describe('GET /reminder/occurrences/', () => {
  it('keeps 09:00 at 09:00 Brussels time across the summer-time changes of 2026 and 2027', async () => {
    const weekly = await createReminder(alice, { animal: rex, kind: 'medication', title: 'Pill', start_date: '2026-03-22', time: '09:00', repeat: 'weekly' });
    const spring2026 = await occurrences(alice, `from=2026-03-22&to=2026-03-29&animal=${rex}`);
    expect(spring2026.results.map((o) => o.starts_at)).toEqual(['2026-03-22T09:00:00+01:00', '2026-03-29T09:00:00+02:00']);
    const autumn2026 = await occurrences(alice, `from=2026-10-18&to=2026-10-25&animal=${rex}`);
    expect(autumn2026.results.map((o) => o.starts_at)).toEqual(['2026-10-18T09:00:00+02:00', '2026-10-25T09:00:00+01:00']);
    const spring2027 = await occurrences(alice, `from=2027-03-21&to=2027-03-28&animal=${rex}`);
    expect(spring2027.results.map((o) => o.starts_at)).toEqual(['2027-03-21T09:00:00+01:00', '2027-03-28T09:00:00+02:00']);
    const autumn2027 = await occurrences(alice, `from=2027-10-24&to=2027-10-31&animal=${rex}`);
    expect(autumn2027.results.map((o) => o.starts_at)).toEqual(['2027-10-24T09:00:00+02:00', '2027-10-31T09:00:00+01:00']);
    // The whole range at once: 53 weeks, at most 400 days.
    expect((await occurrences(alice, `from=2026-03-22&to=2027-03-28&animal=${rex}`)).count).toBe(54);
    await kit.call('DELETE', `/api${weekly.url}`, alice.token);
  });

  it('puts a monthly reminder from the 31st on the last day of shorter months, until its end', async () => {
    const monthly = await createReminder(alice, {
      animal: minou,
      kind: 'flea_tick',
      title: 'Spot-on',
      start_date: '2027-01-31',
      time: '20:00',
      repeat: 'monthly',
      until: '2027-06-30',
    });
    const page = await occurrences(alice, `from=2027-01-01&to=2027-12-31&animal=${minou}`);
    expect(page.results.map((o) => o.date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
    expect(page.results[2]).toEqual({
      reminder: monthly.url,
      animal: `/animal/${minou}/`,
      date: '2027-03-31',
      starts_at: '2027-03-31T20:00:00+02:00',
      status: 'due',
      completion: null,
    });
    await kit.call('DELETE', `/api${monthly.url}`, alice.token);
  });

  it('leaves deleted occurrences out and tells due, done and overdue apart', async () => {
    const today = todayIsoDate();
    const start = addCalendarDays(today, -3);
    const daily = await createReminder(alice, {
      animal: rex,
      kind: 'weight_check',
      title: 'Weigh',
      start_date: start,
      time: '00:00',
      repeat: 'daily',
      interval: 2,
    });
    const dates = [start, addCalendarDays(start, 2), addCalendarDays(start, 4), addCalendarDays(start, 6)];

    const done = await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: daily.id, date: dates[0], note: ' Batch A12 ' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ id: done.json().id, url: `/remindercompletion/${done.json().id}/`, reminder: daily.url, date: dates[0], note: 'Batch A12' });
    const again = await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: daily.url, date: dates[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_completed', detail: 'This date was already marked as done.' });

    const removed = await kit.call('POST', '/api/reminderdeletion/', alice.token, { reminder: daily.url, date: dates[2] });
    expect(removed.statusCode).toBe(201);
    expect(removed.json()).toMatchObject({ reminder: daily.url, date: dates[2] });
    expect((await kit.call('POST', '/api/reminderdeletion/', alice.token, { reminder: daily.url, date: dates[2] })).statusCode).toBe(409);

    const page = await occurrences(alice, `from=${start}&to=${dates[3]}&animal=${rex}`);
    expect(page.results.map((o) => [o.date, o.status])).toEqual([
      [dates[0], 'done'],
      [dates[1], 'overdue'],
      [dates[3], 'due'],
    ]);
    expect(page.results[0]?.completion).toBe(done.json().url);
    // The next occurrence skips the one deleted.
    expect((await kit.call('GET', `/api${daily.url}`, alice.token)).json().next_occurrence.slice(0, 10)).toBe(dates[3]);

    const notOne = await kit.call(
      'POST',
      '/api/remindercompletion/',
      alice.token,
      { reminder: daily.url, date: addCalendarDays(start, 1) },
      { 'accept-language': 'nl' },
    );
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().fields).toEqual({ date: ['De herinnering valt niet op deze datum.'] });
    const gone = await kit.call('POST', '/api/remindercompletion/', alice.token, { reminder: daily.url, date: dates[2] });
    expect(gone.json().fields).toEqual({ date: ['This date was deleted from the reminder.'] });

    const undone = await kit.call('DELETE', `/api${done.json().url}`, alice.token);
    expect(undone.statusCode).toBe(204);
    expect((await occurrences(alice, `from=${start}&to=${start}&animal=${rex}`)).results[0]?.status).toBe('overdue');

    const completions = await kit.call('GET', `/api/remindercompletion/?reminder=${daily.id}`, alice.token);
    expect(completions.json().count).toBe(0);
    const deletions = await kit.call('GET', `/api/reminderdeletion/?reminder=${daily.id}`, alice.token);
    expect(deletions.json().results).toEqual([removed.json()]);
    await kit.call('DELETE', `/api${daily.url}`, alice.token);
  });

  it('refuses a range longer than 400 days, or backwards, with a translated message', async () => {
    const long = await kit.call('GET', '/api/reminder/occurrences/?from=2026-01-01&to=2027-02-05', alice.token, undefined, { 'accept-language': 'fr-be' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ to: ['Choisissez une période de 400 jours au maximum.'] });
    expect((await kit.call('GET', '/api/reminder/occurrences/?from=2026-01-01&to=2027-02-04', alice.token)).statusCode).toBe(200);
    const backwards = await kit.call('GET', '/api/reminder/occurrences/?from=2026-01-02&to=2026-01-01', alice.token);
    expect(backwards.json().fields).toEqual({ to: ['The end of the period cannot be before its start.'] });
    const missing = await kit.call('GET', '/api/reminder/occurrences/?from=2026-01-02', alice.token);
    expect(Object.keys(missing.json().fields)).toEqual(['to']);
  });
});
