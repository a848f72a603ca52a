import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryTestKit, dog, type Owner } from '../modules/delivery/delivery-test-kit.ts';
import { subscribe, type Subscriber } from '../modules/billing/billing-test-kit.ts';
import { leadBody } from '../modules/insurance/insurance-test-kit.ts';
import { errorBodyProblem } from './openapi-operations.ts';

// Issue 17, defect 6: `?date=2020-02-31` on the recurring-delivery preview answered 500 (or
// previewed a day that does not exist). A date field takes days that exist, everywhere: the one
// check of @brokkie/contracts/calendar-date, a 400 with the one error body in the caller's language.

const kit = new DeliveryTestKit('10.94');
let owner: Owner;
let subscriber: Subscriber;
let petUrl: string;

beforeAll(async () => {
  await kit.start();
  owner = await kit.signUp('Datum Tester');
  const pet = await kit.pet(owner, dog);
  petUrl = pet.url;
  subscriber = await subscribe(kit, owner, [pet]);
});
afterAll(() => kit.stop());

const impossibleDays = ['2020-02-31', '2021-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '0000-01-01'];

function expectDateRefused(response: { statusCode: number; body: string; headers: Record<string, unknown> }, field: string, language = 'nl-BE') {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBodyProblem(response.body, String(response.headers['content-type']))).toBeUndefined();
  const body = JSON.parse(response.body) as { code: string; fields: Record<string, string[]> };
  expect(body.code).toBe('validation_error');
  expect(Object.keys(body.fields)).toEqual([field]);
  expect(response.headers['content-language']).toBe(language);
  return body.fields[field]![0]!;
}

describe('a date that does not exist is a 400 on its field, never a 500', () => {
  it.each(impossibleDays)('GET /recurringdelivery/{id}/preview/?date=%s', async (day) => {
    const response = await kit.call('GET', `/api${subscriber.recurringUrl}preview/?date=${day}`, owner.token, undefined, 'nl-BE');
    const message = expectDateRefused(response, 'date');
    expect(message).toBe('Geef een geldige datum in (JJJJ-MM-DD).');
  });

  it.each([
    ['fr-BE', 'fr-BE', 'Veuillez encoder une date valide (AAAA-MM-JJ).'],
    ['de', 'de-DE', 'Bitte ein gültiges Datum eingeben (JJJJ-MM-TT).'],
    ['en', 'en', 'Please enter a valid date (YYYY-MM-DD).'],
  ])('says so in the caller’s language (%s)', async (language, contentLanguage, message) => {
    const response = await kit.call('GET', `/api${subscriber.recurringUrl}preview/?date=2020-02-31`, owner.token, undefined, language);
    expect(expectDateRefused(response, 'date', contentLanguage)).toBe(message);
  });

  it('a day that exists is previewed as before', async () => {
    const next = await kit.ok('GET', `/api${subscriber.recurringUrl}next_delivery/`, owner.token);
    const later = (next.delivery_dates as string[]).at(-1)!;
    const preview = await kit.ok('GET', `/api${subscriber.recurringUrl}preview/?date=${later}`, owner.token);
    expect(preview.proposed.next_delivery_date).toBe(later);
  });

  it.each(impossibleDays)('every other date field: reminders, occurrences, insurance (%s)', async (day) => {
    const reminder = await kit.call(
      'POST',
      '/api/reminder/',
      owner.token,
      { animal: petUrl, kind: 'vet_visit', title: 'Checkup', start_date: day, time: '09:00', repeat: 'never' },
      'nl-BE',
    );
    expectDateRefused(reminder, 'start_date');
    const occurrences = await kit.call('GET', `/api/reminder/occurrences/?from=${day}&to=2024-02-01`, owner.token, undefined, 'nl-BE');
    expectDateRefused(occurrences, 'from');
    const lead = await kit.call('POST', '/api/insurancelead/', owner.token, leadBody({ start_date: day }), 'nl-BE');
    expectDateRefused(lead, 'start_date');
    const weight = await kit.call('POST', `/api${petUrl}weights/`, owner.token, { date: day, weight: 20 }, 'nl-BE');
    expectDateRefused(weight, 'date');
    const pet = await kit.call('PATCH', `/api${petUrl}`, owner.token, { dateOfBirth: day }, 'nl-BE');
    expectDateRefused(pet, 'dateOfBirth');
  });
});
